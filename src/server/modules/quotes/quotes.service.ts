import type { QuoteRequest, QuoteRequestInput } from '../../../shared/schemas/quote-request.ts';
import type { QuotesRepository } from './quotes.repository.ts';

/** Stores a 'Get Free Quote' request for the admin to read. */
export async function createQuoteRequest(
  repository: QuotesRepository,
  input: QuoteRequestInput,
): Promise<QuoteRequest> {
  const row = await repository.insert(input);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    product: row.product,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  };
}
