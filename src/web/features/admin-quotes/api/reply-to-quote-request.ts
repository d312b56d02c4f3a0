import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { QuoteReply, quoteReplyInputSchema } from '#shared/schemas/quote-reply';
import { apiRequest } from '#web/lib/api-client.ts';
import { quoteRequestsQueryKey } from './get-quote-requests.ts';

/** The reply as the form checked it (quoteReplyInputSchema's output): what the request's body carries. */
export type QuoteReplyBody = z.output<typeof quoteReplyInputSchema>;

/**
 * POST /api/admin/quote-requests/{id}/replies: the shop's price for a request; the server e-mails the
 * customer a link to order it. A 400 keeps the server's field issues (ApiError.issues).
 */
function replyToQuoteRequest({
  requestId,
  body,
}: {
  requestId: number;
  body: QuoteReplyBody;
}): Promise<QuoteReply> {
  return apiRequest<QuoteReply>(`/api/admin/quote-requests/${requestId}/replies`, { method: 'POST', body });
}

/** Sends a reply, then reads the quote requests again (the new reply shows under its request). */
export function useReplyToQuoteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...quoteRequestsQueryKey, 'reply'],
    mutationFn: replyToQuoteRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: quoteRequestsQueryKey }),
  });
}
