import { queryOptions, useQuery } from '@tanstack/react-query';
import { webMessages } from '#shared/errors';
import type { Product } from '#shared/schemas/product';
import { apiRequestOr } from '#web/lib/api-client.ts';

export const productsQueryKey = ['/api/products'] as const;

/** GET /api/products; any failure is reported as 'Failed to fetch products' (docs/product/messages.md). */
export function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiRequestOr<Product[]>(webMessages.fetchProducts, '/api/products', signal ? { signal } : {});
}

export function productsQueryOptions() {
  return queryOptions({ queryKey: productsQueryKey, queryFn: ({ signal }) => getProducts(signal) });
}

export function useProducts() {
  return useQuery(productsQueryOptions());
}
