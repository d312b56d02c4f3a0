import type { Executor } from '#server/db/client';
import { pageInfo, pageOffset } from '#shared/paging';
import { ADMIN_PAGE_SIZE, type AdminQuoteRequestList } from '#shared/schemas/admin';
import { listRepliesByRequest } from './quote-replies.service.ts';
import { createQuotesRepository } from './quotes.repository.ts';
import { toQuoteRequest } from './quotes.service.ts';

/** The admin's list of quote requests, newest first, each with the shop's replies (three queries more). */
export async function listQuoteRequests(
  db: Executor,
  page = 1,
  now = new Date(),
): Promise<AdminQuoteRequestList> {
  const { rows, total } = await createQuotesRepository(db).listPage(ADMIN_PAGE_SIZE, pageOffset(page));
  const replies = await listRepliesByRequest(
    db,
    rows.map((row) => row.id),
    now,
  );
  return {
    quoteRequests: rows.map((row) => ({ ...toQuoteRequest(row), replies: replies.get(row.id) ?? [] })),
    ...pageInfo(page, total),
  };
}
