import { pageInfo, pageOffset } from '#shared/paging';
import { ADMIN_PAGE_SIZE, type AdminQuoteRequestList } from '#shared/schemas/admin';
import type { QuotesRepository } from './quotes.repository.ts';
import { toQuoteRequest } from './quotes.service.ts';

/** The admin's list of quote requests, newest first. */
export async function listQuoteRequests(
  repository: QuotesRepository,
  page = 1,
): Promise<AdminQuoteRequestList> {
  const { rows, total } = await repository.listPage(ADMIN_PAGE_SIZE, pageOffset(page));
  return { quoteRequests: rows.map(toQuoteRequest), ...pageInfo(page, total) };
}
