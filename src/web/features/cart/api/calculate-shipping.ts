import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { CalculateShippingResult } from '../../../../shared/schemas/checkout.ts';
import type { ShippingMethod } from '../../../../shared/shipping.ts';
import { apiRequestOr } from '../../../lib/api-client.ts';
import type { CartItem } from './get-cart.ts';

/**
 * POST /api/calculate-shipping: the server prices the session's cart itself. The key holds the method
 * and a fingerprint of the cart lines (ids and prices), so the quote is asked again whenever the method,
 * the items or the subtotal change (SPEC §7), and answered from the cache otherwise.
 */
export function cartFingerprint(items: readonly CartItem[]): string {
  return items.map((item) => `${item.id}:${item.quantity}:${item.totalPrice}`).join(',');
}

export function calculateShipping(
  shippingMethod: ShippingMethod,
  signal?: AbortSignal,
): Promise<CalculateShippingResult> {
  return apiRequestOr<CalculateShippingResult>('Failed to calculate shipping', '/api/calculate-shipping', {
    method: 'POST',
    body: { shippingMethod },
    ...(signal ? { signal } : {}),
  });
}

export function shippingQuoteQueryOptions(method: ShippingMethod, fingerprint: string) {
  return queryOptions({
    queryKey: ['/api/calculate-shipping', method, fingerprint] as const,
    queryFn: ({ signal }) => calculateShipping(method, signal),
    enabled: fingerprint !== '',
  });
}

export function useShippingQuote(method: ShippingMethod, fingerprint: string) {
  return useQuery(shippingQuoteQueryOptions(method, fingerprint));
}

/** The quotes of several methods at once, in the order asked (the shipping step labels each option). */
export function useShippingQuotes(methods: readonly ShippingMethod[], fingerprint: string) {
  return useQueries({ queries: methods.map((method) => shippingQuoteQueryOptions(method, fingerprint)) });
}
