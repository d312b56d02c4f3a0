import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { WithTooltip } from '#web/components/ui/tooltip.tsx';
import { formatUSD } from '#web/lib/format.ts';
import { InlineMessage, PriceInput } from './form-fields.tsx';

/** One entry of a size, material, cut-shape or finish list; amount is the text of the price field. */
export interface OptionRow {
  value: string;
  label: string;
  amount: string;
  /** A size's printed width and height in inches, as typed (both or neither). */
  widthIn?: string;
  heightIn?: string;
}

/** money: a price ≥ 0; signed-money: an add-on that may be negative; percent: a finish's percentage. */
export type AmountKind = 'money' | 'signed-money' | 'percent';

interface OptionListCardProps {
  title: string;
  /** The singular used in labels, e.g. 'size' ('Remove size 2x4'). */
  noun: string;
  amountLabel: string;
  amountKind: AmountKind;
  rows: OptionRow[];
  onChange: (rows: OptionRow[]) => void;
  /** Sizes: each entry may have its printed width and height in inches (for the artwork check). */
  withDimensions?: boolean;
}

/** The dimensions typed for a new size: both as positive numbers, neither, or a message saying what is wrong. */
function readDimensions(width: string, height: string): { widthIn?: string; heightIn?: string } | string {
  const w = width.trim();
  const h = height.trim();
  if (w === '' && h === '') return {};
  const valid = (text: string) => Number.isFinite(Number(text)) && Number(text) > 0 && Number(text) <= 2400;
  if (w === '' || h === '') return 'Give both the width and the height in inches, or neither.';
  if (!valid(w) || !valid(h)) return 'The width and the height must be inches between 0 and 2400.';
  return { widthIn: String(Number(w)), heightIn: String(Number(h)) };
}

function formatAmount(amount: string, kind: AmountKind): string {
  const value = Number(amount) || 0;
  if (kind === 'percent') return `${value > 0 ? '+' : ''}${value}%`;
  if (kind === 'signed-money' && value > 0) return `+${formatUSD(value)}`;
  return formatUSD(value);
}

/**
 * One editable option list (docs/product/admin.md#products-tab); adding needs a code and a label, each entry
 * can be removed.
 */
/** A printed width or height in inches, to the hundredth. */
function InchesField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label}>
      <Input
        type="number"
        step="0.01"
        min={0}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

export function OptionListCard({
  title,
  noun,
  amountLabel,
  amountKind,
  rows,
  onChange,
  withDimensions = false,
}: OptionListCardProps) {
  const [value, setValue] = useState('');
  const [label, setLabel] = useState('');
  const [amount, setAmount] = useState('');
  const [width, setWidth] = useState('');
  const [height, setHeight] = useState('');
  const [message, setMessage] = useState('');

  const add = () => {
    const code = value.trim();
    const name = label.trim();
    if (!code || !name) {
      setMessage('Enter both a code and a label.');
      return;
    }
    if (rows.some((row) => row.value === code)) {
      setMessage(`The code “${code}” is already in the list.`);
      return;
    }
    const dimensions = withDimensions ? readDimensions(width, height) : {};
    if (typeof dimensions === 'string') {
      setMessage(dimensions);
      return;
    }
    const number = Number(amount);
    const valid = amount.trim() !== '' && Number.isFinite(number) && (amountKind !== 'money' || number >= 0);
    onChange([...rows, { value: code, label: name, amount: valid ? String(number) : '0', ...dimensions }]);
    setValue('');
    setLabel('');
    setAmount('');
    setWidth('');
    setHeight('');
    setMessage('');
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {rows.length === 0 ? (
          <p className="text-sm text-slate-600">No {noun}s yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" aria-label={title}>
            {rows.map((row) => (
              <li key={row.value} className="flex items-center gap-3 px-3 py-2 text-sm">
                <span className="min-w-0 flex-1">
                  <span className="font-medium text-slate-900">{row.label}</span>{' '}
                  <span className="text-slate-500">({row.value})</span>
                  {withDimensions ? (
                    <span className="block text-xs text-slate-500">
                      {row.widthIn && row.heightIn
                        ? `${row.widthIn} × ${row.heightIn} in printed`
                        : 'No printed size: files are not checked against it'}
                    </span>
                  ) : null}
                </span>
                <span className="shrink-0 tabular-nums text-slate-700">
                  {formatAmount(row.amount, amountKind)}
                </span>
                <WithTooltip label={`Remove ${noun} ${row.label}`}>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${noun} ${row.label}`}
                    onClick={() => onChange(rows.filter((entry) => entry.value !== row.value))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </WithTooltip>
              </li>
            ))}
          </ul>
        )}
        <div
          className={
            withDimensions
              ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_6rem_6rem_auto] lg:items-end'
              : 'grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end'
          }
        >
          <FormField label={`New ${noun} code`}>
            <Input value={value} onChange={(event) => setValue(event.target.value)} />
          </FormField>
          <FormField label={`New ${noun} label`}>
            <Input value={label} onChange={(event) => setLabel(event.target.value)} />
          </FormField>
          <FormField label={`New ${noun} ${amountLabel.toLowerCase()}`}>
            {amountKind === 'percent' ? (
              <Input
                type="number"
                step="1"
                min={-100}
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            ) : (
              <PriceInput
                signed={amountKind === 'signed-money'}
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            )}
          </FormField>
          {withDimensions ? (
            <>
              <InchesField label={`New ${noun} width (in)`} value={width} onChange={setWidth} />
              <InchesField label={`New ${noun} height (in)`} value={height} onChange={setHeight} />
            </>
          ) : null}
          <Button variant="outline" onClick={add}>
            <Plus aria-hidden="true" />
            Add {noun}
          </Button>
        </div>
        <InlineMessage>{message}</InlineMessage>
      </CardContent>
    </Card>
  );
}
