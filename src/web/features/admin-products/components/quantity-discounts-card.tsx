import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { QuantityDiscount } from '#shared/schemas/product';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { WithTooltip } from '#web/components/ui/tooltip.tsx';
import { InlineMessage } from './form-fields.tsx';
import { sortTiers } from './product-form-values.ts';

interface QuantityDiscountsCardProps {
  tiers: QuantityDiscount[];
  onChange: (tiers: QuantityDiscount[]) => void;
}

/**
 * A tier needs minQuantity > 0 and a discount above 0 % and at most 100 %, in percent as stored
 * (discountPercent 10 = 10 % off); the list stays sorted by minQuantity (docs/product/admin.md#products-tab).
 */
export function QuantityDiscountsCard({ tiers, onChange }: QuantityDiscountsCardProps) {
  const [minQuantity, setMinQuantity] = useState('');
  const [percent, setPercent] = useState('');
  const [message, setMessage] = useState('');

  const add = () => {
    const quantity = Number(minQuantity);
    const discountPercent = Number(percent);
    if (
      !Number.isInteger(quantity) ||
      quantity <= 0 ||
      !Number.isFinite(discountPercent) ||
      discountPercent <= 0
    ) {
      setMessage('Enter a minimum quantity and a discount above 0.');
      return;
    }
    if (discountPercent > 100) {
      setMessage('A discount cannot be more than 100%.');
      return;
    }
    if (Math.round(discountPercent * 100) / 100 !== discountPercent) {
      setMessage('A discount may have at most two decimals, such as 12.5.');
      return;
    }
    const others = tiers.filter((tier) => tier.minQuantity !== quantity);
    onChange(sortTiers([...others, { minQuantity: quantity, discountPercent }]));
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
              <li key={tier.minQuantity} className="flex items-center gap-3 px-3 py-2 text-sm">
                <span className="flex-1 text-slate-900">
                  {tier.minQuantity}+ items: {tier.discountPercent}% off
                </span>
                <WithTooltip label={`Remove discount for ${tier.minQuantity}+ items`}>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove discount for ${tier.minQuantity}+ items`}
                    onClick={() => onChange(tiers.filter((entry) => entry.minQuantity !== tier.minQuantity))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </WithTooltip>
              </li>
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
