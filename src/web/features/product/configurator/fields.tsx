import type { ReactNode } from 'react';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { cn } from '#web/lib/cn.ts';

export interface Choice {
  value: string;
  label: string;
  /** Shown after the label, e.g. '+$6.00'. */
  hint?: string | undefined;
}

export const fieldLabelClass = 'block text-sm font-semibold text-slate-900';
export function RequiredMark() {
  return (
    <span className="ml-0.5 text-red-600" aria-hidden="true">
      *
    </span>
  );
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {children}
    </p>
  );
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  /** A first, empty option ('Choose…' or 'None'); its value is ''. */
  placeholder?: string;
  required?: boolean;
  error?: string | undefined;
}

export function SelectField({
  id,
  label,
  value,
  onChange,
  choices,
  placeholder,
  required,
  error,
}: SelectFieldProps) {
  return (
    <FormField id={id} label={label} labelClassName={fieldLabelClass} required={required} error={error}>
      <Select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        className="h-11"
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.hint ? `${choice.label} (${choice.hint})` : choice.label}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

interface ChoiceGroupProps {
  name: string;
  legend: string;
  choices: readonly Choice[];
  /** Radio: the chosen value ('' for none); checkbox: the chosen values. */
  value: string | readonly string[];
  onChange: (value: string, checked: boolean) => void;
  type?: 'radio' | 'checkbox';
  required?: boolean;
  error?: string | undefined;
  columns?: 1 | 2;
}

/** Radio buttons (one choice) or checkboxes (several) drawn as cards, in a fieldset with its legend. */
export function ChoiceGroup({
  name,
  legend,
  choices,
  value,
  onChange,
  type = 'radio',
  required,
  error,
  columns = 2,
}: ChoiceGroupProps) {
  const errorId = `${name}-error`;
  const isChecked = (choice: string) =>
    typeof value === 'string' ? value === choice : value.includes(choice);
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className={fieldLabelClass}>
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className={cn('mt-1.5 grid gap-2', columns === 2 && 'sm:grid-cols-2')}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
          >
            <input
              type={type}
              name={name}
              value={choice.value}
              checked={isChecked(choice.value)}
              onChange={(event) => onChange(choice.value, event.target.checked)}
              className="size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
            />
            <span className="flex-1">{choice.label}</span>
            {choice.hint ? <span className="text-xs font-medium text-slate-600">{choice.hint}</span> : null}
          </label>
        ))}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
