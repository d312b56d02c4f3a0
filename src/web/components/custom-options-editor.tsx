import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { customOptionTypeLabels, customOptionTypes } from '#shared/schemas/custom-option';
import { WithTooltip } from '#web/components/ui/tooltip.tsx';
import { type MoveDirection, moveItem } from '#web/lib/move-item.ts';
import {
  describeProblem,
  emptyOptionDraft,
  emptyValueDraft,
  type OptionDraft,
  optionProblems,
  type ValueDraft,
} from './custom-option-drafts.ts';
import { MoveButtons } from './move-buttons.tsx';
import { Button } from './ui/button.tsx';
import { Checkbox } from './ui/checkbox.tsx';
import { FormField } from './ui/form-field.tsx';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';
import { Select } from './ui/select.tsx';

interface CustomOptionsEditorProps {
  options: OptionDraft[];
  onChange: (options: OptionDraft[]) => void;
  /** react-hook-form's errors for the list (a Controller's fieldState.error), shown under it. */
  errors?: unknown;
}

/** Marks a control invalid and points it to the list of problems under the editor. */
type Invalid = (path: (string | number)[]) => { 'aria-invalid'?: true; 'aria-describedby'?: string };

const smallLabel = 'text-xs font-medium text-slate-600';

function ValueRow({
  value,
  where,
  path,
  invalid,
  onChange,
  onRemove,
  move,
}: {
  value: ValueDraft;
  /** 'option 1 value 2', in the controls' names. */
  where: string;
  path: (string | number)[];
  invalid: Invalid;
  onChange: (value: ValueDraft) => void;
  onRemove: () => void;
  move: { index: number; count: number; onMove: (direction: MoveDirection) => void };
}) {
  return (
    <li className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_1.5fr_8rem_auto]">
      <FormField label="Code" labelClassName={smallLabel}>
        <Input
          aria-label={`Code, ${where}`}
          autoCapitalize="none"
          spellCheck={false}
          value={value.value}
          onChange={(event) => onChange({ ...value, value: event.target.value })}
          {...invalid([...path, 'value'])}
        />
      </FormField>
      <FormField label="Label" labelClassName={smallLabel}>
        <Input
          aria-label={`Label, ${where}`}
          value={value.label}
          onChange={(event) => onChange({ ...value, label: event.target.value })}
          {...invalid([...path, 'label'])}
        />
      </FormField>
      <FormField label="Price modifier ($)" labelClassName={smallLabel}>
        <Input
          aria-label={`Price modifier ($), ${where}`}
          type="number"
          step="0.01"
          inputMode="decimal"
          value={value.priceModifier}
          onChange={(event) => onChange({ ...value, priceModifier: event.target.value })}
          {...invalid([...path, 'priceModifier'])}
        />
      </FormField>
      <span className="col-span-2 flex items-center justify-end sm:col-span-1">
        <MoveButtons what={where} {...move} />
        <WithTooltip label={`Remove ${where}`}>
          <Button variant="ghost" size="icon" aria-label={`Remove ${where}`} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
          </Button>
        </WithTooltip>
      </span>
    </li>
  );
}

function OptionEditor({
  option,
  index,
  count,
  invalid,
  onChange,
  onRemove,
  onMove,
}: {
  option: OptionDraft;
  index: number;
  count: number;
  invalid: Invalid;
  onChange: (option: OptionDraft) => void;
  onRemove: () => void;
  onMove: (direction: MoveDirection) => void;
}) {
  const id = useId();
  const number = index + 1;
  const isBoolean = option.type === 'boolean';
  const setValue = (at: number, value: ValueDraft) =>
    onChange({ ...option, values: option.values.map((v, i) => (i === at ? value : v)) });
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3 sm:p-4" data-testid="custom-option-editor">
      <legend className="px-1 text-sm font-semibold text-slate-900">Option {number}</legend>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <FormField label="Option name">
          <Input
            aria-label={`Option name, option ${number}`}
            value={option.name}
            onChange={(event) => onChange({ ...option, name: event.target.value })}
            {...invalid([index, 'name'])}
          />
        </FormField>
        <FormField label="Type">
          <Select
            aria-label={`Type, option ${number}`}
            value={option.type}
            onChange={(event) => {
              const type = customOptionTypes.find((t) => t === event.target.value) ?? 'boolean';
              // A choice needs a value to start from; Yes/No keeps at most one (what Yes adds).
              const values =
                type === 'boolean'
                  ? option.values.slice(0, 1)
                  : option.values.length === 0
                    ? [emptyValueDraft()]
                    : option.values;
              onChange({ ...option, type, values });
            }}
          >
            {customOptionTypes.map((type) => (
              <option key={type} value={type}>
                {customOptionTypeLabels[type]}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-h-10 items-center gap-2">
          <Checkbox
            id={`${id}-required`}
            checked={option.required}
            aria-label={`Required, option ${number}`}
            onCheckedChange={(checked) => onChange({ ...option, required: checked === true })}
          />
          <Label htmlFor={`${id}-required`} className="cursor-pointer font-normal text-slate-700">
            Required
          </Label>
        </div>
        <span className="flex items-center">
          <MoveButtons what={`option ${number}`} index={index} count={count} onMove={onMove} />
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove option, option ${number}`}>
            <Trash2 aria-hidden="true" />
            Remove option
          </Button>
        </span>
      </div>
      {option.type === 'multiselect' ? null : (
        <StartsOnField option={option} number={number} onChange={onChange} />
      )}
      <div className="mt-3 border-t border-slate-100 pt-3">
        <p className="text-sm font-medium text-slate-700">{isBoolean ? 'Price when Yes' : 'Values'}</p>
        {isBoolean ? (
          <p className="text-xs text-slate-500">
            Optional: a code, the label shown beside Yes, and what choosing Yes adds to the unit price.
          </p>
        ) : null}
        {option.values.length > 0 ? (
          <ul className="mt-2 space-y-3">
            {option.values.map((value, at) => (
              <ValueRow
                key={value.key}
                value={value}
                where={`option ${number} value ${at + 1}`}
                path={[index, 'values', at]}
                invalid={invalid}
                onChange={(next) => setValue(at, next)}
                onRemove={() => onChange({ ...option, values: option.values.filter((_, i) => i !== at) })}
                move={{
                  index: at,
                  count: option.values.length,
                  onMove: (direction) =>
                    onChange({ ...option, values: moveItem(option.values, at, direction) }),
                }}
              />
            ))}
          </ul>
        ) : null}
        {isBoolean && option.values.length > 0 ? null : (
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            aria-label={`Add value, option ${number}`}
            onClick={() => onChange({ ...option, values: [...option.values, emptyValueDraft()] })}
          >
            <Plus aria-hidden="true" />
            Add value
          </Button>
        )}
      </div>
    </fieldset>
  );
}

/** What the configurator starts on: unanswered, Yes or No, or one of the values (by its label). */
function StartsOnField({
  option,
  number,
  onChange,
}: {
  option: OptionDraft;
  number: number;
  onChange: (option: OptionDraft) => void;
}) {
  const choices =
    option.type === 'boolean'
      ? [
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]
      : option.values
          .filter((value) => value.value.trim() !== '')
          .map((value) => ({ value: value.value.trim(), label: value.label.trim() || value.value.trim() }));
  const current = choices.some((choice) => choice.value === option.defaultValue) ? option.defaultValue : '';
  return (
    <FormField label="Starts on" className="mt-3 sm:max-w-xs">
      <Select
        aria-label={`Starts on, option ${number}`}
        value={current}
        onChange={(event) => onChange({ ...option, defaultValue: event.target.value })}
      >
        <option value="">Unanswered: the customer chooses</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/**
 * The custom options of a product or a category (docs/product/admin.md#products-tab): name, type, required
 * and, for choices, values with a price modifier (+ or −). Each control is named with its option's number
 * (e.g. 'Code, option 1 value 2'); the list's problems are listed under it.
 */
export function CustomOptionsEditor({ options, onChange, errors }: CustomOptionsEditorProps) {
  const id = useId();
  const problems = optionProblems(errors);
  const problemsId = `${id}-problems`;
  const invalidPaths = new Set(problems.map((problem) => problem.path.join('.')));
  const invalid: Invalid = (path) =>
    invalidPaths.has(path.join('.')) ? { 'aria-invalid': true, 'aria-describedby': problemsId } : {};
  const messages = [...new Set(problems.map((problem) => describeProblem(problem, options)))];
  return (
    <div className="space-y-3">
      {options.length === 0 ? <p className="text-sm text-slate-600">No custom options.</p> : null}
      {options.map((option, index) => (
        <OptionEditor
          key={option.id}
          option={option}
          index={index}
          count={options.length}
          invalid={invalid}
          onChange={(next) => onChange(options.map((o, i) => (i === index ? next : o)))}
          onRemove={() => onChange(options.filter((_, i) => i !== index))}
          onMove={(direction) => onChange(moveItem(options, index, direction))}
        />
      ))}
      <Button
        variant="outline"
        size="sm"
        onClick={() => onChange([...options, emptyOptionDraft(options.map((o) => o.id))])}
      >
        <Plus aria-hidden="true" />
        Add Option
      </Button>
      {messages.length > 0 ? (
        <ul id={problemsId} role="alert" className="list-disc space-y-1 pl-5 text-sm text-red-700">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
