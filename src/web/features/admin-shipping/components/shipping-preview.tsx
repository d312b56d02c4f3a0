import { MapPin, Store, Truck, Zap } from 'lucide-react';
import { toCents } from '#shared/money';
import type { ShippingSettings } from '#shared/schemas/shipping-settings';
import { freeShippingMinimumReason, type ShippingMethod, shippingMethods } from '#shared/shipping';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { formatUSD } from '#web/lib/format.ts';

const icons = { pickup: Store, standard: Truck, rush: Zap } as const;

interface PreviewPrice {
  text: string;
  note: string | null;
}

/**
 * The price shown beside an option, worded as in the checkout: pickup is FREE; standard is FREE when the
 * promotion is on with no minimum, and otherwise notes the minimum; a price of 0 reads FREE.
 */
function previewPrice(method: ShippingMethod, settings: ShippingSettings): PreviewPrice {
  if (method === 'pickup') return { text: 'FREE', note: null };
  const amount = method === 'rush' ? settings.rushShippingPrice : settings.standardShippingPrice;
  const text = Number(amount) === 0 ? 'FREE' : formatUSD(amount);
  if (method === 'rush' || !settings.freeShippingEnabled) return { text, note: null };
  const minimumCents = toCents(settings.freeShippingMinimum);
  return { text: minimumCents > 0 ? text : 'FREE', note: freeShippingMinimumReason(minimumCents) };
}

/**
 * The Shipping tab (docs/product/admin.md#shipping-tab): the options as the customer will see them, following
 * the form as it is typed.
 */
export function ShippingPreview({ settings }: { settings: ShippingSettings }) {
  return (
    <Card aria-labelledby="shipping-preview-title">
      <CardHeader>
        <CardTitle id="shipping-preview-title">Customer Preview</CardTitle>
        <p className="text-sm text-slate-600">The shipping options as customers see them at checkout.</p>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {shippingMethods.map((option) => {
            const Icon = icons[option.value];
            const { text, note } = previewPrice(option.value, settings);
            return (
              <li
                key={option.value}
                data-testid={`preview-${option.value}`}
                aria-label={option.label}
                className="flex items-start gap-3 rounded-lg border border-slate-300 bg-white p-4"
              >
                <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">{option.label}</p>
                  <p className="text-sm text-slate-600">{option.deliveryTime}</p>
                  {option.value === 'pickup' ? (
                    <p className="mt-1 flex items-start gap-1 text-sm break-words text-slate-600">
                      <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                      <span className="min-w-0 whitespace-pre-line">
                        {settings.storeAddress.trim() || 'No store address yet'}
                      </span>
                    </p>
                  ) : null}
                  {note ? <p className="mt-1 text-sm font-medium text-emerald-700">{note}</p> : null}
                </div>
                <span
                  data-testid={`preview-price-${option.value}`}
                  className={text === 'FREE' ? 'font-bold text-emerald-700' : 'font-bold text-slate-900'}
                >
                  {text}
                </span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
