import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiMessages } from '#shared/errors';
import type { Product } from '#shared/schemas/product';
import { apiRequestOr } from '#web/lib/api-client.ts';

/** Keyed under the products list, so invalidating ['/api/products'] refreshes product pages too. */
export function productQueryKey(slug: string) {
  return ['/api/products', slug] as const;
}

/** GET /api/products/{slug}; any failure is 'Product not found', with the HTTP status kept (404 = missing). */
function getProduct(slug: string, signal?: AbortSignal): Promise<Product> {
  return apiRequestOr<Product>(
    apiMessages.productNotFound,
    `/api/products/${encodeURIComponent(slug)}`,
    signal ? { signal } : {},
  );
}

function productQueryOptions(slug: string) {
  return queryOptions({ queryKey: productQueryKey(slug), queryFn: ({ signal }) => getProduct(slug, signal) });
}

export function useProduct(slug: string) {
  return useQuery(productQueryOptions(slug));
}
