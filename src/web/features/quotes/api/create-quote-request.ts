import { useMutation } from '@tanstack/react-query';
import type { QuoteRequest, QuoteRequestInput } from '#shared/schemas/quote-request';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/quote-requests: 201 with the stored request; 400 with the zod issues; 429 when throttled. */
function createQuoteRequest(input: QuoteRequestInput): Promise<QuoteRequest> {
  return apiRequest<QuoteRequest>('/api/quote-requests', { method: 'POST', body: input });
}

export function useCreateQuoteRequest() {
  return useMutation({ mutationFn: createQuoteRequest });
}
