import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReview } from '../../../../shared/schemas/review.ts';
import { apiRequestOr } from '../../../lib/api-client.ts';

/** Every admin review query and mutation key starts with this (the admin session watcher sees their 401s). */
export const adminReviewsQueryKey = ['/api/admin/reviews'] as const;

/** GET /api/admin/reviews(?productId=N): pending and approved, newest first; any failure is 'Failed to fetch reviews'. */
export function getAdminReviews(productId: number | null, signal?: AbortSignal): Promise<AdminReview[]> {
  const url = productId === null ? '/api/admin/reviews' : `/api/admin/reviews?productId=${productId}`;
  return apiRequestOr<AdminReview[]>('Failed to fetch reviews', url, signal ? { signal } : {});
}

export function adminReviewsQueryOptions(productId: number | null) {
  return queryOptions({
    queryKey: [...adminReviewsQueryKey, { productId }] as const,
    queryFn: ({ signal }) => getAdminReviews(productId, signal),
  });
}

export function useAdminReviews(productId: number | null) {
  return useQuery(adminReviewsQueryOptions(productId));
}
