import { CalendarDays } from 'lucide-react';
import { cutoffNote, deliveryEstimate, productionDays, shopClockOf } from '#shared/delivery-estimate';
import { shippingMethods } from '#shared/shipping';
import { useShippingSettings } from '#web/lib/shipping-settings-query.ts';
import { useNow } from '#web/lib/use-now.ts';

/** Holds a row's place (same words, same length) until the dates are known, so nothing below moves. */
const placeholder = 'Arrives Mon, Nov 30 – Wed, Dec 2';

/**
 * When this configuration would be ready and arrive, for each way of receiving it (issue 17, item 5),
 * counted from now in the shop's business days. Dated in the browser only: the product page's HTML is
 * cached, so a date rendered there would go stale. Nothing is shown when the turnaround gives no days.
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
          <div key={method.value} className="flex flex-wrap justify-between gap-x-4">
            <dt className="text-slate-600">{method.label}</dt>
            <dd className="font-medium text-slate-900" data-testid={`delivery-date-${method.value}`}>
              {clock && now ? (
                deliveryEstimate(now, production, method.value, clock).text
              ) : (
                <span className="invisible">{placeholder}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 min-h-8 text-xs text-slate-500" data-testid="delivery-cutoff">
        {clock && now ? `${cutoffNote(clock, now)} Weekends are skipped.` : null}
      </p>
    </section>
  );
}
