import { CalendarDays } from 'lucide-react';
import { formatDateRange } from '#shared/business-days';
import {
  cutoffNote,
  type DeliveryEstimate,
  deliveryEstimate,
  productionDays,
  shopClockOf,
} from '#shared/delivery-estimate';
import { type ShippingMethod, shippingMethods } from '#shared/shipping';
import { useShippingSettings } from '#web/lib/shipping-settings-query.ts';
import { useNow } from '#web/lib/use-now.ts';

/** Holds a row's place (a range as long as most) until the dates are known, so nothing below moves. */
const placeholder = 'Wed, Dec 30 – Thu, Dec 31';

const rowLabels: Record<ShippingMethod, string> = {
  pickup: 'Ready for pickup',
  standard: 'Arrives by standard shipping',
  rush: 'Arrives by rush shipping',
};

function datesOf(estimate: DeliveryEstimate): string {
  return formatDateRange(estimate.arrives ?? estimate.ready);
}

/**
 * When this configuration would be ready and arrive, for each way of receiving it
 * (docs/product/shipping-and-checkout.md#dates), counted from now in the shop's business days. Dated in the
 * browser only: the product page's HTML is cached, so a date rendered there would go stale. Nothing is shown
 * when the turnaround gives no days.
 */
export function DeliveryDates({
  turnaroundTime,
  isRush,
}: {
  turnaroundTime: string | null;
  isRush: boolean;
}) {
  const production = productionDays(turnaroundTime, isRush);
  const now = useNow();
  const { data: settings } = useShippingSettings();
  if (!production) return null;
  const clock = settings && now ? shopClockOf(settings) : null;
  return (
    <section
      aria-labelledby="delivery-dates-heading"
      className="rounded-lg p-4 ring-1 ring-slate-200"
      data-testid="delivery-dates"
      aria-busy={clock === null}
    >
      <h3
        id="delivery-dates-heading"
        className="flex items-center gap-2 text-sm font-semibold text-slate-900"
      >
        <CalendarDays className="size-4 text-brand-600" aria-hidden="true" />
        Estimated dates
      </h3>
      <dl className="mt-2 space-y-1 text-sm">
        {shippingMethods.map((method) => (
          // Stacked on a phone, side by side from sm: one line per part either way, dated or not.
          <div key={method.value} className="sm:flex sm:justify-between sm:gap-4">
            <dt className="text-slate-600">{rowLabels[method.value]}</dt>
            <dd
              className="font-medium whitespace-nowrap text-slate-900"
              data-testid={`delivery-date-${method.value}`}
            >
              {clock && now ? (
                datesOf(deliveryEstimate(now, production, method.value, clock))
              ) : (
                <span className="invisible">{placeholder}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 min-h-12 text-xs text-slate-500 sm:min-h-8" data-testid="delivery-cutoff">
        {clock && now ? `${cutoffNote(clock, now)} Weekends are skipped.` : null}
      </p>
    </section>
  );
}
