import type { QuoteRequest, QuoteRequestInput } from '#shared/schemas/quote-request';
import type { QuoteRequestRow, QuotesRepository } from './quotes.repository.ts';

export function toQuoteRequest(row: QuoteRequestRow): QuoteRequest {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    product: row.product,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Stores a 'Get Free Quote' request for the admin to read. */
export async function createQuoteRequest(
  repository: QuotesRepository,
  input: QuoteRequestInput,
): Promise<QuoteRequest> {
  return toQuoteRequest(await repository.insert(input));
}
