import { pageInfo, pageOffset } from '../../../shared/paging.ts';
import { ADMIN_PAGE_SIZE, type AdminQuoteRequestList } from '../../../shared/schemas/admin.ts';
import type { QuoteRequest, QuoteRequestInput } from '../../../shared/schemas/quote-request.ts';
import type { QuoteRequestRow, QuotesRepository } from './quotes.repository.ts';

function toQuoteRequest(row: QuoteRequestRow): QuoteRequest {
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

/** The admin's list of quote requests, newest first. */
export async function listQuoteRequests(
  repository: QuotesRepository,
  page = 1,
): Promise<AdminQuoteRequestList> {
  const { rows, total } = await repository.listPage(ADMIN_PAGE_SIZE, pageOffset(page));
  return { quoteRequests: rows.map(toQuoteRequest), ...pageInfo(page, total) };
}
