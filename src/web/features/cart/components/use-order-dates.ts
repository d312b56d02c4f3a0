import { deliveryEstimate, orderProductionDays, shopClockOf } from '#shared/delivery-estimate';
import { withProofStep } from '#shared/proofs';
import type { ShippingSettings } from '#shared/schemas/shipping-settings';
import type { ShippingMethod } from '#shared/shipping';
import { useNow } from '#web/lib/use-now.ts';
import type { CartItem } from '../api/get-cart.ts';

/**
 * The checkout's dates (docs/product/shipping-and-checkout.md#dates): when the order would be ready for
 * pickup or arrive by each shipping method if it were placed now ('Arrives Tue, Dec 1 – Thu, Dec 3'), its
 * slowest line setting the pace, and the proof step ahead of production when the customer asked for a proof;
 * null until the clock and the settings are known, or when a line's turnaround gives no days.
 */
export function useOrderDates(
  items: readonly CartItem[],
  settings: ShippingSettings | undefined,
  proofRequested: boolean,
): (method: ShippingMethod) => string | null {
  const now = useNow();
  const slowest = orderProductionDays(items);
  const production = slowest && withProofStep(slowest, proofRequested);
  return (method) =>
    now && settings && production
      ? deliveryEstimate(now, production, method, shopClockOf(settings)).text
      : null;
}
