import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { webMessages } from '#shared/errors';
import type { AdminQuoteRequestList } from '#shared/schemas/admin';
import { apiRequestOr } from '#web/lib/api-client.ts';

export const quoteRequestsQueryKey = ['/api/admin/quote-requests'] as const;

/** GET /api/admin/quote-requests?page=N: the 'Get Free Quote' requests, 50 a page, newest first. */
function getQuoteRequests(page: number, signal?: AbortSignal): Promise<AdminQuoteRequestList> {
  return apiRequestOr<AdminQuoteRequestList>(
    webMessages.fetchQuoteRequests,
    `/api/admin/quote-requests?page=${page}`,
    signal ? { signal } : {},
  );
}

function quoteRequestsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...quoteRequestsQueryKey, page] as const,
    queryFn: ({ signal }) => getQuoteRequests(page, signal),
  });
}

export function useQuoteRequests(page: number) {
  return useQuery({ ...quoteRequestsQueryOptions(page), placeholderData: keepPreviousData });
}
