import { queryOptions, useQuery } from '@tanstack/react-query';
import { webMessages } from '#shared/errors';
import type { Product } from '#shared/schemas/product';
import { apiRequestOr } from '#web/lib/api-client.ts';

/** Every admin product query starts with this key; a save or delete invalidates it. */
export const adminProductsQueryKey = ['/api/admin/products'] as const;

/** The storefront's product queries (the list and each product page sit under this key). */
export const publicProductsQueryKey = ['/api/products'] as const;

/** GET /api/admin/products: every product, archived ones too, sorted by name. */
export function getAdminProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiRequestOr<Product[]>(webMessages.fetchProducts, '/api/admin/products', signal ? { signal } : {});
}

export function adminProductsQueryOptions() {
  return queryOptions({ queryKey: adminProductsQueryKey, queryFn: ({ signal }) => getAdminProducts(signal) });
}

export function useAdminProducts() {
  return useQuery(adminProductsQueryOptions());
}
