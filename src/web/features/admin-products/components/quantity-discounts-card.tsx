import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { QuantityDiscount } from '#shared/schemas/product';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { InlineMessage } from './form-fields.tsx';
import { sortTiers } from './product-form-values.ts';
import { TierRow } from './quantity-tier-row.tsx';
import { readTier } from './quantity-tier-values.ts';

interface QuantityDiscountsCardProps {
  tiers: QuantityDiscount[];
  onChange: (tiers: QuantityDiscount[]) => void;
}

/**
 * A tier needs minQuantity > 0 and a discount above 0 % and at most 100 %, in percent as stored
 * (discountPercent 10 = 10 % off); each can be edited in place; the list stays sorted by minQuantity
 * (docs/product/admin.md#products-tab).
 */
export function QuantityDiscountsCard({ tiers, onChange }: QuantityDiscountsCardProps) {
  const [minQuantity, setMinQuantity] = useState('');
  const [percent, setPercent] = useState('');
  const [message, setMessage] = useState('');
  const [editedQuantity, setEditedQuantity] = useState<number | null>(null);

  const add = () => {
    const tier = readTier(minQuantity, percent);
    if (typeof tier === 'string') {
      setMessage(tier);
      return;
    }
    const others = tiers.filter((entry) => entry.minQuantity !== tier.minQuantity);
    onChange(sortTiers([...others, tier]));
    setMinQuantity('');
    setPercent('');
    setMessage('');
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Quantity Discounts</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {tiers.length === 0 ? (
          <p className="text-sm text-slate-600">No quantity discounts yet.</p>
        ) : (
          <ul
            className="divide-y divide-slate-200 rounded-md border border-slate-200"
            aria-label="Quantity Discounts"
          >
            {tiers.map((tier) => (
              <TierRow
                key={tier.minQuantity}
                tier={tier}
                others={tiers.filter((entry) => entry.minQuantity !== tier.minQuantity)}
                focusOnMount={tier.minQuantity === editedQuantity}
                onChange={(edited) => {
                  setEditedQuantity(edited.minQuantity);
                  onChange(
                    sortTiers([...tiers.filter((entry) => entry.minQuantity !== tier.minQuantity), edited]),
                  );
                }}
                onRemove={() => onChange(tiers.filter((entry) => entry.minQuantity !== tier.minQuantity))}
              />
            ))}
          </ul>
        )}
        <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <FormField label="Minimum quantity">
            <Input
              type="number"
              min={1}
              step={1}
              value={minQuantity}
              onChange={(event) => setMinQuantity(event.target.value)}
            />
          </FormField>
          <FormField label="Discount (%)">
            <Input
              type="number"
              min={0}
              max={100}
              step="0.01"
              value={percent}
              onChange={(event) => setPercent(event.target.value)}
            />
          </FormField>
          <Button variant="outline" onClick={add}>
            <Plus aria-hidden="true" />
            Add discount
          </Button>
        </div>
        <InlineMessage>{message}</InlineMessage>
      </CardContent>
    </Card>
  );
}
