import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '../../../../shared/schemas/product.ts';
import { apiRequestOr } from '../../../lib/api-client.ts';

/**
 * GET /api/products, to turn a cart line's option codes into their labels. Same key, URL and answer as
 * the catalogue's list (a feature may not import another), so the two share one cached copy.
 */
export const cartProductsQueryKey = ['/api/products'] as const;

export function getCartProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiRequestOr<Product[]>('Failed to fetch products', '/api/products', signal ? { signal } : {});
}

export function cartProductsQueryOptions() {
  return queryOptions({ queryKey: cartProductsQueryKey, queryFn: ({ signal }) => getCartProducts(signal) });
}

export function useCartProducts() {
  return useQuery(cartProductsQueryOptions());
}
