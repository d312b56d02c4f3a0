import type { QuoteRequestInput } from '../../../shared/schemas/quote-request.ts';
import type { Executor } from '../../db/client.ts';
import { quoteRequests } from '../../db/schema.ts';

export type QuoteRequestRow = typeof quoteRequests.$inferSelect;

export function createQuotesRepository(db: Executor) {
  return {
    async insert(input: QuoteRequestInput): Promise<QuoteRequestRow> {
      const [row] = await db.insert(quoteRequests).values(input).returning();
      return row!;
    },
  };
}
export type QuotesRepository = ReturnType<typeof createQuotesRepository>;
