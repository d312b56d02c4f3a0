import { count, desc } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { quoteRequests } from '#server/db/schema/quotes';
import type { QuoteRequestInput } from '#shared/schemas/quote-request';

export type QuoteRequestRow = typeof quoteRequests.$inferSelect;

export function createQuotesRepository(db: Executor) {
  return {
    async insert(input: QuoteRequestInput): Promise<QuoteRequestRow> {
      const [row] = await db.insert(quoteRequests).values(input).returning();
      return row!;
    },

    /** One page, newest first, and how many there are in all. */
    async listPage(limit: number, offset: number): Promise<{ rows: QuoteRequestRow[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(quoteRequests)
          .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(quoteRequests),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },
  };
}
