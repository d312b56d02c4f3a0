import type { Executor } from '#server/db/client';
import { listCartLines, priceCart } from '#server/modules/cart/cart-pricing';
import { getShippingSettings } from '#server/modules/shipping/shipping.service';
import { fromCents } from '#shared/money';
import type { CalculateShippingResult } from '#shared/schemas/checkout';
import type { ShippingSettings } from '#shared/schemas/shipping-settings';
import {
  amountToFreeShippingCents,
  calculateShipping,
  type ShippingMethod,
  type ShippingResult,
} from '#shared/shipping';

export type ShippingQuote = ShippingResult & { amountToFreeShippingCents: number | null };

/**
 * Shipping for a cart (docs/product/shipping-and-checkout.md#shipping) plus the 'spend $X more for free
 * shipping' figure. The hint is about standard shipping, whatever method is chosen, and is null once standard
 * shipping would be free (by the minimum or because every item ships free) or when the promotion is off.
 */
export function quoteShipping(
  method: ShippingMethod,
  subtotalCents: number,
  items: readonly { freeShipping: boolean }[],
  settings: ShippingSettings,
): ShippingQuote {
  const result = calculateShipping({ method, subtotalCents, items, settings });
  const standard =
    method === 'standard'
      ? result
      : calculateShipping({ method: 'standard', subtotalCents, items, settings });
  return {
    ...result,
    amountToFreeShippingCents: standard.freeShippingApplied
      ? null
      : amountToFreeShippingCents(subtotalCents, settings),
  };
}

/**
 * POST /api/calculate-shipping: the server prices the session's cart itself (a subtotal or items sent
 * by the browser are never read). An empty cart quotes on a subtotal of 0.
 */
export async function calculateCartShipping(
  db: Executor,
  sessionId: string,
  method: ShippingMethod,
): Promise<CalculateShippingResult> {
  const [rows, settings] = await Promise.all([listCartLines(db, sessionId), getShippingSettings(db)]);
  const { subtotalCents } = priceCart(rows);
  const items = rows.map((row) => ({ freeShipping: row.product.freeShipping }));
  const quote = quoteShipping(method, subtotalCents, items, settings);
  return {
    subtotal: fromCents(subtotalCents),
    shippingCost: fromCents(quote.shippingCostCents),
    freeShippingApplied: quote.freeShippingApplied,
    freeShippingReason: quote.freeShippingReason,
    amountToFreeShipping:
      quote.amountToFreeShippingCents === null ? null : fromCents(quote.amountToFreeShippingCents),
  };
}
