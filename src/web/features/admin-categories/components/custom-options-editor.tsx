import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import {
  type CustomOptionType,
  customOptionTypeLabels,
  customOptionTypes,
} from '../../../../shared/schemas/custom-option.ts';
import { Button } from '../../../components/ui/button.tsx';
import { newOptionId, newValueKey, type OptionDraft, type ValueDraft } from './category-form.ts';
import { inputClass, labelClass } from './field-styles.ts';

interface CustomOptionsEditorProps {
  options: OptionDraft[];
  onChange: (options: OptionDraft[]) => void;
}

function emptyValue(): ValueDraft {
  return { key: newValueKey(), value: '', label: '', priceModifier: '0' };
}

function ValueRow({
  value,
  optionNumber,
  valueNumber,
  onChange,
  onRemove,
}: {
  value: ValueDraft;
  optionNumber: number;
  valueNumber: number;
  onChange: (value: ValueDraft) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const where = `option ${optionNumber} value ${valueNumber}`;
  return (
    <li className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_1.5fr_7rem_auto]">
      <div>
        <label htmlFor={`${id}-code`} className="text-xs font-medium text-slate-600">
          Code
        </label>
        <input
          id={`${id}-code`}
          aria-label={`Code, ${where}`}
          className={inputClass}
          value={value.value}
          onChange={(event) => onChange({ ...value, value: event.target.value })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-label`} className="text-xs font-medium text-slate-600">
          Label
        </label>
        <input
          id={`${id}-label`}
          aria-label={`Label, ${where}`}
          className={inputClass}
          value={value.label}
          onChange={(event) => onChange({ ...value, label: event.target.value })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-price`} className="text-xs font-medium text-slate-600">
          Price modifier ($)
        </label>
        <input
          id={`${id}-price`}
          aria-label={`Price modifier ($), ${where}`}
          type="number"
          step="0.01"
          inputMode="decimal"
          className={inputClass}
          value={value.priceModifier}
          onChange={(event) => onChange({ ...value, priceModifier: event.target.value })}
        />
      </div>
      <Button variant="ghost" size="icon" aria-label={`Remove ${where}`} onClick={onRemove}>
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

function OptionEditor({
  option,
  number,
  onChange,
  onRemove,
}: {
  option: OptionDraft;
  number: number;
  onChange: (option: OptionDraft) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const hasValues = option.type !== 'boolean';
  const setValue = (index: number, value: ValueDraft) =>
    onChange({ ...option, values: option.values.map((v, i) => (i === index ? value : v)) });
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3 sm:p-4" data-testid="custom-option-editor">
      <legend className="px-1 text-sm font-semibold text-slate-900">Option {number}</legend>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <div>
          <label htmlFor={`${id}-name`} className={labelClass}>
            Option name
          </label>
          <input
            id={`${id}-name`}
            aria-label={`Option name, option ${number}`}
            className={inputClass}
            value={option.name}
            onChange={(event) => onChange({ ...option, name: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor={`${id}-type`} className={labelClass}>
            Type
          </label>
          <select
            id={`${id}-type`}
            aria-label={`Type, option ${number}`}
            className={inputClass}
            value={option.type}
            onChange={(event) => {
              const type = customOptionTypes.find((t) => t === event.target.value) ?? 'boolean';
              const values =
                type !== 'boolean' && option.values.length === 0 ? [emptyValue()] : option.values;
              onChange({ ...option, type: type as CustomOptionType, values });
            }}
          >
            {customOptionTypes.map((type) => (
              <option key={type} value={type}>
                {customOptionTypeLabels[type]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4 rounded border-slate-300 accent-brand-600"
            checked={option.required}
            aria-label={`Required, option ${number}`}
            onChange={(event) => onChange({ ...option, required: event.target.checked })}
          />
          Required
        </label>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove option, option ${number}`}>
          <Trash2 aria-hidden="true" />
          Remove option
        </Button>
      </div>
      {hasValues ? (
        <div className="mt-3 border-t border-slate-100 pt-3">
          <p className="text-sm font-medium text-slate-700">Values</p>
          <ul className="mt-2 space-y-3">
            {option.values.map((value, index) => (
              <ValueRow
                key={value.key}
                value={value}
                optionNumber={number}
                valueNumber={index + 1}
                onChange={(next) => setValue(index, next)}
                onRemove={() => onChange({ ...option, values: option.values.filter((_, i) => i !== index) })}
              />
            ))}
          </ul>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            aria-label={`Add value, option ${number}`}
            onClick={() => onChange({ ...option, values: [...option.values, emptyValue()] })}
          >
            <Plus aria-hidden="true" />
            Add value
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

/** SPEC §3 custom options: name, type, required and, for choices, values with a price modifier (+ or −). */
export function CustomOptionsEditor({ options, onChange }: CustomOptionsEditorProps) {
  const add = () =>
    onChange([
      ...options,
      {
        id: newOptionId(options.map((o) => o.id)),
        name: '',
        type: 'boolean',
        required: false,
        values: [],
      },
    ]);
  return (
    <div className="space-y-3">
      {options.length === 0 ? <p className="text-sm text-slate-600">No custom options.</p> : null}
      {options.map((option, index) => (
        <OptionEditor
          key={option.id}
          option={option}
          number={index + 1}
          onChange={(next) => onChange(options.map((o, i) => (i === index ? next : o)))}
          onRemove={() => onChange(options.filter((_, i) => i !== index))}
        />
      ))}
      <Button variant="outline" size="sm" onClick={add}>
        <Plus aria-hidden="true" />
        Add Option
      </Button>
    </div>
  );
}
