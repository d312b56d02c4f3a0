import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '../../../../shared/schemas/product.ts';
import { apiRequestOr } from '../../../lib/api-client.ts';

export const productsQueryKey = ['/api/products'] as const;

/** GET /api/products; any failure is reported as 'Failed to fetch products' (SPEC §7). */
export function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiRequestOr<Product[]>('Failed to fetch products', '/api/products', signal ? { signal } : {});
}

export function productsQueryOptions() {
  return queryOptions({ queryKey: productsQueryKey, queryFn: ({ signal }) => getProducts(signal) });
}

export function useProducts() {
  return useQuery(productsQueryOptions());
}
