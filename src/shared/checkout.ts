import Big from 'big.js';
import { roundHalfUp } from './money.ts';

/**
 * Checkout arithmetic (docs/product/shipping-and-checkout.md#totals-arithmetic), the same for both payment
 * methods:
 *   discount = round half-up(subtotal × percent / 100), never more than the subtotal
 *   total    = subtotal − discount + shipping
 * A null, zero or negative percent means no discount; a percent above 100 counts as 100.
 */

export interface CheckoutTotalsInput {
  /** Items subtotal in cents, before the discount. */
  subtotalCents: number;
  /** The applied discount code's percentage (10 = 10 %), or null when none is applied. */
  discountPercent: number | null;
  shippingCostCents: number;
}

export interface CheckoutTotals {
  subtotalCents: number;
  discountCents: number;
  shippingCostCents: number;
  totalCents: number;
}

export function calculateCheckoutTotals(input: CheckoutTotalsInput): CheckoutTotals {
  const { subtotalCents, discountPercent, shippingCostCents } = input;
  const percent = discountPercent === null || !(discountPercent > 0) ? 0 : Math.min(discountPercent, 100);
  const discountCents = percent === 0 ? 0 : roundHalfUp(new Big(subtotalCents).times(percent).div(100));
  return {
    subtotalCents,
    discountCents,
    shippingCostCents,
    totalCents: subtotalCents - discountCents + shippingCostCents,
  };
}
