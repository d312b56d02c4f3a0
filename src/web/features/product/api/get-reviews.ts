import { queryOptions, useQuery } from '@tanstack/react-query';
import { webMessages } from '#shared/errors';
import type { Review } from '#shared/schemas/review';
import { apiRequestOr } from '#web/lib/api-client.ts';

/** Keyed under the products list, so invalidating ['/api/products'] (e.g. after approving a review) refreshes it. */
function reviewsQueryKey(productId: number) {
  return ['/api/products', productId, 'reviews'] as const;
}

/** GET /api/products/{id}/reviews: the approved reviews, newest first; any failure is 'Failed to fetch reviews'. */
function getProductReviews(productId: number, signal?: AbortSignal): Promise<Review[]> {
  return apiRequestOr<Review[]>(
    webMessages.fetchReviews,
    `/api/products/${productId}/reviews`,
    signal ? { signal } : {},
  );
}

function reviewsQueryOptions(productId: number) {
  return queryOptions({
    queryKey: reviewsQueryKey(productId),
    queryFn: ({ signal }) => getProductReviews(productId, signal),
  });
}

export function useProductReviews(productId: number) {
  return useQuery(reviewsQueryOptions(productId));
}
