import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { webMessages } from '#shared/errors';
import type { AdminReviewList } from '#shared/schemas/review';
import { apiRequestOr } from '#web/lib/api-client.ts';

/** Every admin review query and mutation key starts with this (the admin session watcher sees their 401s). */
export const adminReviewsQueryKey = ['/api/admin/reviews'] as const;

export interface AdminReviewsFilter {
  productId: number | null;
  page: number;
}

/** GET /api/admin/reviews(?productId=N&page=P): one page, newest first; any failure is 'Failed to fetch reviews'. */
function getAdminReviews(
  { productId, page }: AdminReviewsFilter,
  signal?: AbortSignal,
): Promise<AdminReviewList> {
  const params = new URLSearchParams();
  if (productId !== null) params.set('productId', String(productId));
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  const url = query ? `/api/admin/reviews?${query}` : '/api/admin/reviews';
  return apiRequestOr<AdminReviewList>(webMessages.fetchReviews, url, signal ? { signal } : {});
}

function adminReviewsQueryOptions(filter: AdminReviewsFilter) {
  return queryOptions({
    queryKey: [...adminReviewsQueryKey, filter] as const,
    queryFn: ({ signal }) => getAdminReviews(filter, signal),
  });
}

/** The previous page stays on screen while the next one loads. */
export function useAdminReviews(filter: AdminReviewsFilter) {
  return useQuery({ ...adminReviewsQueryOptions(filter), placeholderData: keepPreviousData });
}
