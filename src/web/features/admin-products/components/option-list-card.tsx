import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { moveItem } from '#web/lib/move-item.ts';
import { InlineMessage } from './form-fields.tsx';
import { AmountInput, InchesField, OptionRowEditor } from './option-row-editor.tsx';
import { type AmountKind, type OptionRow, readOptionRow } from './option-row-values.ts';

export type { OptionRow };

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
  /** Sizes: the first entry is the configurator's default, and is marked so. */
  firstIsDefault?: boolean;
}

/**
 * One editable option list (docs/product/admin.md#products-tab): adding needs a code and a label; each
 * entry can be edited in place, moved up or down, and removed.
 */
export function OptionListCard({
  title,
  noun,
  amountLabel,
  amountKind,
  rows,
  onChange,
  withDimensions = false,
  firstIsDefault = false,
}: OptionListCardProps) {
  const [value, setValue] = useState('');
  const [label, setLabel] = useState('');
  const [amount, setAmount] = useState('');
  const [width, setWidth] = useState('');
  const [height, setHeight] = useState('');
  const [message, setMessage] = useState('');

  const add = () => {
    const code = value.trim();
    if (!code || !label.trim()) {
      setMessage('Enter both a code and a label.');
      return;
    }
    if (rows.some((row) => row.value === code)) {
      setMessage(`The code “${code}” is already in the list.`);
      return;
    }
    const read = readOptionRow({ label, amount, width, height }, amountKind, withDimensions);
    if (typeof read === 'string') {
      setMessage(read);
      return;
    }
    onChange([...rows, { value: code, ...read }]);
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
        {firstIsDefault && rows.length > 1 ? (
          <p className="mt-1 text-sm text-slate-600">The first {noun} is the one customers start from.</p>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-4">
        {rows.length === 0 ? (
          <p className="text-sm text-slate-600">No {noun}s yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" aria-label={title}>
            {rows.map((row, index) => (
              <OptionRowEditor
                key={row.value}
                row={row}
                index={index}
                count={rows.length}
                noun={noun}
                amountLabel={amountLabel}
                amountKind={amountKind}
                withDimensions={withDimensions}
                firstIsDefault={firstIsDefault}
                onChange={(edited) =>
                  onChange(rows.map((entry) => (entry.value === row.value ? edited : entry)))
                }
                onMove={(direction) => onChange(moveItem(rows, index, direction))}
                onRemove={() => onChange(rows.filter((entry) => entry.value !== row.value))}
              />
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
            <AmountInput kind={amountKind} value={amount} onChange={setAmount} />
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
