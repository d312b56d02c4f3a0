import { Plus, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import {
  type CustomOption,
  type CustomOptionType,
  type CustomOptionValue,
  customOptionTypeLabels,
  customOptionTypes,
} from '../../../../shared/schemas/custom-option.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatUSD } from '../../../lib/format.ts';
import { Field, InlineMessage, inputClass, PriceInput, selectClass } from './form-fields.tsx';

interface CustomOptionsCardProps {
  options: CustomOption[];
  onChange: (options: CustomOption[]) => void;
}

const signedUSD = (value: number) => `${value > 0 ? '+' : value < 0 ? '-' : ''}${formatUSD(Math.abs(value))}`;

/** SPEC §3: an id is a prefix plus a timestamp (kept unique when two are made in the same millisecond). */
function newOptionId(existing: CustomOption[]): string {
  let stamp = Date.now();
  while (existing.some((option) => option.id === `option-${stamp}`)) stamp += 1;
  return `option-${stamp}`;
}

function ValueEditor({
  values,
  onChange,
}: {
  values: CustomOptionValue[];
  onChange: (v: CustomOptionValue[]) => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const [label, setLabel] = useState('');
  const [modifier, setModifier] = useState('');
  const [message, setMessage] = useState('');
  const add = () => {
    if (!value.trim() || !label.trim()) {
      setMessage('Enter both a code and a label.');
      return;
    }
    if (values.some((entry) => entry.value === value.trim())) {
      setMessage(`The code “${value.trim()}” is already in the list.`);
      return;
    }
    const number = Number(modifier);
    onChange([
      ...values,
      { value: value.trim(), label: label.trim(), priceModifier: Number.isFinite(number) ? number : 0 },
    ]);
    setValue('');
    setLabel('');
    setModifier('');
    setMessage('');
  };
  return (
    <div className="space-y-3 rounded-md bg-slate-50 p-3">
      {values.length > 0 ? (
        <ul className="space-y-1 text-sm" aria-label="Choices">
          {values.map((entry) => (
            <li key={entry.value} className="flex items-center gap-2">
              <span className="flex-1">
                {entry.label} <span className="text-slate-500">({entry.value})</span>{' '}
                {signedUSD(entry.priceModifier)}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove choice ${entry.label}`}
                onClick={() => onChange(values.filter((other) => other.value !== entry.value))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
        <Field id={`${id}-code`} label="Choice code">
          <input
            id={`${id}-code`}
            className={inputClass}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        </Field>
        <Field id={`${id}-label`} label="Choice label">
          <input
            id={`${id}-label`}
            className={inputClass}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
          />
        </Field>
        <Field id={`${id}-price`} label="Choice price modifier">
          <PriceInput
            id={`${id}-price`}
            signed
            value={modifier}
            onChange={(e) => setModifier(e.target.value)}
          />
        </Field>
        <Button variant="outline" onClick={add}>
          <Plus aria-hidden="true" />
          Add choice
        </Button>
      </div>
      <InlineMessage>{message}</InlineMessage>
    </div>
  );
}

/** SPEC §2/§3: custom product options (Yes/No, Single Choice, Multiple Choice) with priced choices. */
export function CustomOptionsCard({ options, onChange }: CustomOptionsCardProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [type, setType] = useState<CustomOptionType>('boolean');
  const [required, setRequired] = useState(false);
  const [values, setValues] = useState<CustomOptionValue[]>([]);
  const [message, setMessage] = useState('');

  const add = () => {
    if (!name.trim()) {
      setMessage('Enter a name for the option.');
      return;
    }
    if (type !== 'boolean' && values.length === 0) {
      setMessage('A choice option needs at least one choice.');
      return;
    }
    const option: CustomOption = {
      id: newOptionId(options),
      name: name.trim(),
      type,
      required,
      ...(type === 'boolean' ? {} : { values }),
    };
    onChange([...options, option]);
    setName('');
    setType('boolean');
    setRequired(false);
    setValues([]);
    setMessage('');
  };

  const update = (optionId: string, change: Partial<CustomOption>) =>
    onChange(options.map((option) => (option.id === optionId ? { ...option, ...change } : option)));

  return (
    <Card>
      <CardHeader>
        <CardTitle>Custom Product Options</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {options.length === 0 ? <p className="text-sm text-slate-600">No custom options yet.</p> : null}
        {options.map((option) => (
          <div key={option.id} className="space-y-2 rounded-md border border-slate-200 p-3">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-slate-900">
                {option.name}
                {option.required ? ' *' : ''}
              </span>
              <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {customOptionTypeLabels[option.type]}
              </span>
              <label className="ml-auto flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={option.required}
                  onChange={(event) => update(option.id, { required: event.target.checked })}
                />
                Required
              </label>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove option ${option.name}`}
                onClick={() => onChange(options.filter((other) => other.id !== option.id))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            {option.type === 'boolean' ? null : (
              <ValueEditor
                values={option.values ?? []}
                onChange={(next) => update(option.id, { values: next })}
              />
            )}
          </div>
        ))}
        <fieldset className="space-y-3 rounded-md border border-dashed border-slate-300 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">New option</legend>
          <div className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
            <Field id={`${id}-name`} label="Option name">
              <input
                id={`${id}-name`}
                className={inputClass}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            </Field>
            <Field id={`${id}-type`} label="Option type">
              <select
                id={`${id}-type`}
                className={selectClass}
                value={type}
                onChange={(event) => {
                  const next = customOptionTypes.find((entry) => entry === event.target.value);
                  if (next) setType(next);
                }}
              >
                {customOptionTypes.map((entry) => (
                  <option key={entry} value={entry}>
                    {customOptionTypeLabels[entry]}
                  </option>
                ))}
              </select>
            </Field>
            <label className="flex h-10 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={required}
                onChange={(event) => setRequired(event.target.checked)}
              />
              Required
            </label>
          </div>
          {type === 'boolean' ? null : <ValueEditor values={values} onChange={setValues} />}
          <Button variant="outline" onClick={add}>
            <Plus aria-hidden="true" />
            Add option
          </Button>
          <InlineMessage>{message}</InlineMessage>
        </fieldset>
      </CardContent>
    </Card>
  );
}
