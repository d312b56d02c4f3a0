import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { webMessages } from '#shared/errors';
import { toCents } from '#shared/money';
import type { CalculateShippingResult } from '#shared/schemas/checkout';
import type { ShippingMethod } from '#shared/shipping';
import { apiRequestOr } from '#web/lib/api-client.ts';
import { useShippingSettings } from '#web/lib/shipping-settings-query.ts';
import type { CartItem } from './get-cart.ts';

/**
 * POST /api/calculate-shipping: the server prices the session's cart itself. The key holds the method and a
 * fingerprint of the cart lines (ids and prices), so the quote is asked again whenever the method, the items
 * or the subtotal change (docs/product/shipping-and-checkout.md#shipping), and answered from the cache
 * otherwise.
 */
export function cartFingerprint(items: readonly CartItem[]): string {
  return items.map((item) => `${item.id}:${item.quantity}:${item.totalPrice}`).join(',');
}

function calculateShipping(
  shippingMethod: ShippingMethod,
  signal?: AbortSignal,
): Promise<CalculateShippingResult> {
  return apiRequestOr<CalculateShippingResult>(webMessages.calculateShipping, '/api/calculate-shipping', {
    method: 'POST',
    body: { shippingMethod },
    ...(signal ? { signal } : {}),
  });
}

function shippingQuoteQueryOptions(method: ShippingMethod, fingerprint: string) {
  return queryOptions({
    queryKey: ['/api/calculate-shipping', method, fingerprint] as const,
    queryFn: ({ signal }) => calculateShipping(method, signal),
    enabled: fingerprint !== '',
  });
}

function useShippingQuote(method: ShippingMethod, fingerprint: string) {
  return useQuery(shippingQuoteQueryOptions(method, fingerprint));
}

/** The quotes of several methods at once, in the order asked (the shipping step labels each option). */
export function useShippingQuotes(methods: readonly ShippingMethod[], fingerprint: string) {
  return useQueries({ queries: methods.map((method) => shippingQuoteQueryOptions(method, fingerprint)) });
}

export interface ShippingCost {
  /** null while the first quote for this method and cart is on its way. */
  costCents: number | null;
  freeShippingApplied: boolean;
  freeShippingReason: string | null;
  amountToFreeShippingCents: number | null;
}

const noQuoteYet: ShippingCost = {
  costCents: null,
  freeShippingApplied: false,
  freeShippingReason: null,
  amountToFreeShippingCents: null,
};

/**
 * The shipping of the chosen method for this cart: the server's quote (the one figure the order charges),
 * asked again when either changes. No shipping rule runs in the browser: when the quote fails, the
 * summary shows the method's listed price from the shipping settings, as the shipping step lists it, and
 * the server charges its own figure when the order is placed.
 */
export function useShippingCost(method: ShippingMethod, items: readonly CartItem[]): ShippingCost {
  const quote = useShippingQuote(method, cartFingerprint(items));
  const settings = useShippingSettings();
  const { error } = quote;

  // Shipping calculation errors are only logged, with no message to the customer (docs/product/messages.md).
  useEffect(() => {
    if (error) console.error('Shipping calculation failed', error);
  }, [error]);

  if (quote.data) {
    return {
      costCents: toCents(quote.data.shippingCost),
      freeShippingApplied: quote.data.freeShippingApplied,
      freeShippingReason: quote.data.freeShippingReason,
      amountToFreeShippingCents:
        quote.data.amountToFreeShipping === null ? null : toCents(quote.data.amountToFreeShipping),
    };
  }
  if (quote.isError && settings.data) {
    const listed =
      method === 'pickup'
        ? 0
        : toCents(method === 'rush' ? settings.data.rushShippingPrice : settings.data.standardShippingPrice);
    return { ...noQuoteYet, costCents: listed };
  }
  return noQuoteYet;
}
