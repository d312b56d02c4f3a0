import { useEffect } from 'react';
import { toCents } from '../../../../shared/money.ts';
import type { CalculateShippingResult } from '../../../../shared/schemas/checkout.ts';
import type { Product } from '../../../../shared/schemas/product.ts';
import type { ShippingSettings } from '../../../../shared/schemas/shipping-settings.ts';
import { calculateShipping, type ShippingMethod } from '../../../../shared/shipping.ts';
import { cartFingerprint, useShippingQuote } from '../api/calculate-shipping.ts';
import type { CartItem } from '../api/get-cart.ts';
import { useShippingSettings } from '../api/get-shipping-settings.ts';

export interface ShippingCost {
  /** null while the first quote for this method and cart is on its way. */
  costCents: number | null;
  freeShippingApplied: boolean;
  freeShippingReason: string | null;
  amountToFreeShippingCents: number | null;
}

function fromQuote(quote: CalculateShippingResult): ShippingCost {
  return {
    costCents: toCents(quote.shippingCost),
    freeShippingApplied: quote.freeShippingApplied,
    freeShippingReason: quote.freeShippingReason,
    amountToFreeShippingCents:
      quote.amountToFreeShipping === null ? null : toCents(quote.amountToFreeShipping),
  };
}

/**
 * When the quote fails the same shared rule the server applies is used on the settings and products this
 * page already has, so the summary still shows a price (the server charges its own on the order).
 */
function estimate(
  method: ShippingMethod,
  items: readonly CartItem[],
  settings: ShippingSettings | undefined,
  products: readonly Product[] | undefined,
): ShippingCost {
  if (!settings) {
    return {
      costCents: null,
      freeShippingApplied: false,
      freeShippingReason: null,
      amountToFreeShippingCents: null,
    };
  }
  const subtotalCents = items.reduce((sum, item) => sum + toCents(item.totalPrice), 0);
  const result = calculateShipping({
    method,
    subtotalCents,
    settings,
    items: items.map((item) => ({
      freeShipping: products?.find((product) => product.id === item.productId)?.freeShipping ?? false,
    })),
  });
  return {
    costCents: result.shippingCostCents,
    freeShippingApplied: result.freeShippingApplied,
    freeShippingReason: result.freeShippingReason,
    amountToFreeShippingCents: null,
  };
}

/**
 * The shipping of the chosen method for this cart: the server's quote, asked again when either changes.
 * `products` (for the estimate's free-shipping flags) come from the page, which watches that query.
 */
export function useShippingCost(
  method: ShippingMethod,
  items: readonly CartItem[],
  products: readonly Product[],
): ShippingCost {
  const quote = useShippingQuote(method, cartFingerprint(items));
  const settings = useShippingSettings();
  const { error } = quote;

  // SPEC §8: shipping calculation errors are only logged, with no message to the customer.
  useEffect(() => {
    if (error) console.error('Shipping calculation failed', error);
  }, [error]);

  if (quote.data) return fromQuote(quote.data);
  if (quote.isError) return estimate(method, items, settings.data, products);
  return {
    costCents: null,
    freeShippingApplied: false,
    freeShippingReason: null,
    amountToFreeShippingCents: null,
  };
}
