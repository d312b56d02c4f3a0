import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerQuote } from '#shared/schemas/quote-reply';
import { apiRequest, isApiError } from '#web/lib/api-client.ts';

export type { CustomerQuote };

/** The quote's key: the link's token is its only name (and its secret: it is never logged or shared). */
function quoteQueryKey(token: string) {
  return ['/api/quotes', token] as const;
}

/**
 * GET /api/quotes/{token}: the quote a customer's e-mailed link opens. A failure keeps the server's words
 * and status (404: the link opens no quote).
 */
function getQuote(token: string, signal?: AbortSignal): Promise<CustomerQuote> {
  return apiRequest<CustomerQuote>(`/api/quotes/${encodeURIComponent(token)}`, signal ? { signal } : {});
}

/** The link opens no quote: unknown (404) or not a token at all (400). An answer, not a failure. */
export function isQuoteLinkRefused(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

function quoteQueryOptions(token: string) {
  return queryOptions({
    queryKey: quoteQueryKey(token),
    queryFn: ({ signal }) => getQuote(token, signal),
    // A quote expires at the shop's midnight: coming back to the page after a minute asks again.
    staleTime: 60_000,
    retry: (failures, error) => !isQuoteLinkRefused(error) && failures < 2,
  });
}

export function useQuote(token: string) {
  return useQuery(quoteQueryOptions(token));
}
