import { queryOptions, useQuery } from '@tanstack/react-query';
import { webMessages } from '#shared/errors';
import type { Product } from '#shared/schemas/product';
import { apiRequestOr } from '#web/lib/api-client.ts';

/**
 * GET /api/admin/products (archived ones too) for the product filter and the dialog's product select.
 * Same key and answer as the Products tab's list, so the two share one cache entry (a feature never
 * imports another, hence this small copy).
 */
export const reviewProductsQueryKey = ['/api/admin/products'] as const;

export function reviewProductsQueryOptions() {
  return queryOptions({
    queryKey: reviewProductsQueryKey,
    queryFn: ({ signal }) =>
      apiRequestOr<Product[]>(webMessages.fetchProducts, '/api/admin/products', signal ? { signal } : {}),
  });
}

export function useReviewProducts() {
  return useQuery(reviewProductsQueryOptions());
}
