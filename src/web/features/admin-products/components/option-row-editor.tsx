import { Pencil, Trash2 } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import { MoveButtons } from '#web/components/move-buttons.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { WithTooltip } from '#web/components/ui/tooltip.tsx';
import { formatUSD } from '#web/lib/format.ts';
import type { MoveDirection } from '#web/lib/move-item.ts';
import { InlineMessage, PriceInput } from './form-fields.tsx';
import {
  type AmountKind,
  draftOf,
  type OptionRow,
  type OptionRowDraft,
  readOptionRow,
} from './option-row-values.ts';
import { useInPlaceEdit } from './use-in-place-edit.ts';

function formatAmount(amount: string, kind: AmountKind): string {
  const value = Number(amount) || 0;
  if (kind === 'percent') return `${value > 0 ? '+' : ''}${value}%`;
  if (kind === 'signed-money' && value > 0) return `+${formatUSD(value)}`;
  return formatUSD(value);
}

/** The amount field of an entry: a price (signed for add-ons) or a finish's percentage. */
export function AmountInput({
  kind,
  value,
  onChange,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  kind: AmountKind;
  value: string;
  onChange: (value: string) => void;
}) {
  return kind === 'percent' ? (
    <Input
      type="number"
      step="1"
      min={-100}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...props}
    />
  ) : (
    <PriceInput
      signed={kind === 'signed-money'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...props}
    />
  );
}

/** A printed width or height in inches, to the hundredth. */
export function InchesField({
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

interface OptionRowEditorProps {
  row: OptionRow;
  index: number;
  count: number;
  noun: string;
  amountLabel: string;
  amountKind: AmountKind;
  withDimensions: boolean;
  /** 'Default' beside the first entry (sizes: the configurator starts from it). */
  firstIsDefault: boolean;
  onChange: (row: OptionRow) => void;
  onMove: (direction: MoveDirection) => void;
  onRemove: () => void;
}

/**
 * One entry of an option list: shown with its price, moved up or down, removed, or edited in place (label,
 * price, printed size). Its code stays: carts and orders refer to an entry by it, so a cart line keeps its
 * choice and is priced again from the edited entry.
 */
export function OptionRowEditor({
  row,
  index,
  count,
  noun,
  amountLabel,
  amountKind,
  withDimensions,
  firstIsDefault,
  onChange,
  onMove,
  onRemove,
}: OptionRowEditorProps) {
  const id = useId();
  const { draft, setDraft, editButton, firstField, editorProps } = useInPlaceEdit<OptionRowDraft>();
  const [message, setMessage] = useState('');

  if (draft) {
    const set = (patch: Partial<OptionRowDraft>) => setDraft({ ...draft, ...patch });
    const save = () => {
      const read = readOptionRow(draft, amountKind, withDimensions, { strictAmount: true });
      if (typeof read === 'string') {
        setMessage(read);
        return;
      }
      onChange({ value: row.value, ...read });
      setMessage('');
      setDraft(null);
    };
    return (
      <li className="space-y-3 bg-slate-50 px-3 py-3 text-sm">
        <p className="font-medium text-slate-900">
          Edit {noun} <span className="text-slate-500">({row.value})</span>
        </p>
        {/* Not a <form>: the product editor is one, and forms do not nest. */}
        <fieldset
          aria-label={`Edit ${noun} ${row.value}`}
          className={
            withDimensions ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-4' : 'grid gap-3 sm:grid-cols-2'
          }
          {...editorProps(save)}
          aria-describedby={message ? `${id}-message` : undefined}
        >
          <FormField label={`Label of ${noun} ${row.value}`}>
            <Input
              ref={firstField}
              value={draft.label}
              onChange={(event) => set({ label: event.target.value })}
            />
          </FormField>
          <FormField label={`${amountLabel} of ${noun} ${row.value}`}>
            <AmountInput kind={amountKind} value={draft.amount} onChange={(amount) => set({ amount })} />
          </FormField>
          {withDimensions ? (
            <>
              <InchesField
                label={`Width (in) of ${noun} ${row.value}`}
                value={draft.width}
                onChange={(width) => set({ width })}
              />
              <InchesField
                label={`Height (in) of ${noun} ${row.value}`}
                value={draft.height}
                onChange={(height) => set({ height })}
              />
            </>
          ) : null}
          <div className="flex gap-2 sm:col-span-full">
            <Button type="button" size="sm" onClick={save}>
              Save {noun}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </div>
        </fieldset>
        <InlineMessage id={`${id}-message`}>{message}</InlineMessage>
        <p className="text-xs text-slate-500">
          The code stays the same, so carts that chose this {noun} keep it.
        </p>
      </li>
    );
  }

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
      {/* On a phone the label takes its own line, the price and the buttons the next. */}
      <span className="min-w-0 basis-full sm:flex-1 sm:basis-0">
        <span className="font-medium text-slate-900">{row.label}</span>{' '}
        <span className="text-slate-500">({row.value})</span>
        {firstIsDefault && index === 0 ? (
          <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
            Default
          </span>
        ) : null}
        {withDimensions ? (
          <span className="block text-xs text-slate-500">
            {row.widthIn && row.heightIn
              ? `${row.widthIn} × ${row.heightIn} in printed`
              : 'No printed size: files are not checked against it'}
          </span>
        ) : null}
      </span>
      <span className="shrink-0 tabular-nums text-slate-700">{formatAmount(row.amount, amountKind)}</span>
      <span className="ml-auto flex shrink-0 items-center sm:ml-0">
        <MoveButtons what={`${noun} ${row.label}`} index={index} count={count} onMove={onMove} />
        <WithTooltip label={`Edit ${noun} ${row.label}`}>
          <Button
            ref={editButton}
            variant="ghost"
            size="icon"
            aria-label={`Edit ${noun} ${row.label}`}
            onClick={() => setDraft(draftOf(row))}
          >
            <Pencil aria-hidden="true" />
          </Button>
        </WithTooltip>
        <WithTooltip label={`Remove ${noun} ${row.label}`}>
          <Button variant="ghost" size="icon" aria-label={`Remove ${noun} ${row.label}`} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
          </Button>
        </WithTooltip>
      </span>
    </li>
  );
}
