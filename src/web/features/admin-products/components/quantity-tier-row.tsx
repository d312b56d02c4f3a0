import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { QuantityDiscount } from '#shared/schemas/product';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { WithTooltip } from '#web/components/ui/tooltip.tsx';
import { InlineMessage } from './form-fields.tsx';
import { readTier } from './quantity-tier-values.ts';
import { useInPlaceEdit } from './use-in-place-edit.ts';

/** One quantity tier: shown, edited in place (Enter saves, Escape cancels) or removed. */
export function TierRow({
  tier,
  others,
  onChange,
  onRemove,
  focusOnMount = false,
}: {
  tier: QuantityDiscount;
  /** The row of a tier whose quantity was just edited (a new row, since rows go by quantity) takes the focus. */
  focusOnMount?: boolean;
  /** The other tiers: an edit may not take one's minimum quantity. */
  others: readonly QuantityDiscount[];
  onChange: (tier: QuantityDiscount) => void;
  onRemove: () => void;
}) {
  const name = `discount for ${tier.minQuantity}+ items`;
  const { draft, setDraft, editButton, firstField, editorProps } = useInPlaceEdit<{
    minQuantity: string;
    percent: string;
  }>();
  const [message, setMessage] = useState('');
  const focusFirst = useRef(focusOnMount);
  useEffect(() => {
    if (focusFirst.current) editButton.current?.focus();
  }, [editButton]);

  if (draft) {
    const save = () => {
      const read = readTier(draft.minQuantity, draft.percent);
      if (typeof read === 'string') return setMessage(read);
      if (others.some((entry) => entry.minQuantity === read.minQuantity)) {
        return setMessage(`A discount for ${read.minQuantity}+ items is already in the list.`);
      }
      setMessage('');
      setDraft(null);
      onChange(read);
    };
    return (
      <li className="space-y-2 bg-slate-50 px-3 py-3 text-sm">
        <fieldset
          aria-label={`Edit ${name}`}
          className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          {...editorProps(save)}
        >
          <FormField label={`Minimum quantity of the ${name}`}>
            <Input
              ref={firstField}
              type="number"
              min={1}
              step={1}
              value={draft.minQuantity}
              onChange={(event) => setDraft({ ...draft, minQuantity: event.target.value })}
            />
          </FormField>
          <FormField label={`Discount (%) of the ${name}`}>
            <Input
              type="number"
              min={0}
              max={100}
              step="0.01"
              value={draft.percent}
              onChange={(event) => setDraft({ ...draft, percent: event.target.value })}
            />
          </FormField>
          <div className="flex gap-2">
            <Button type="button" size="sm" onClick={save}>
              Save discount
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </div>
        </fieldset>
        <InlineMessage>{message}</InlineMessage>
      </li>
    );
  }

  return (
    <li className="flex items-center gap-3 px-3 py-2 text-sm">
      <span className="flex-1 text-slate-900">
        {tier.minQuantity}+ items: {tier.discountPercent}% off
      </span>
      <WithTooltip label={`Edit ${name}`}>
        <Button
          ref={editButton}
          variant="ghost"
          size="icon"
          aria-label={`Edit ${name}`}
          onClick={() =>
            setDraft({ minQuantity: String(tier.minQuantity), percent: String(tier.discountPercent) })
          }
        >
          <Pencil aria-hidden="true" />
        </Button>
      </WithTooltip>
      <WithTooltip label={`Remove ${name}`}>
        <Button variant="ghost" size="icon" aria-label={`Remove ${name}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
        </Button>
      </WithTooltip>
    </li>
  );
}
