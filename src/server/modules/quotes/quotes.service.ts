import type { Database } from '#server/db/client';
import type { Mailer } from '#server/modules/mail/mailer';
import { queueQuoteRequestMails } from '#server/modules/mail/request-notices';
import type { QuoteRequest, QuoteRequestInput } from '#shared/schemas/quote-request';
import { createQuotesRepository, type QuoteRequestRow } from './quotes.repository.ts';

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

/**
 * Stores a 'Get Free Quote' request for the admin to read and, in the same transaction, queues the
 * customer's acknowledgement and the shop's notice.
 */
export async function createQuoteRequest(
  deps: { db: Database; mailer?: Mailer | undefined },
  input: QuoteRequestInput,
): Promise<QuoteRequest> {
  const { row, mail } = await deps.db.transaction(async (tx) => {
    const stored = await createQuotesRepository(tx).insert(input);
    const { name, email, product, details } = stored;
    return {
      row: stored,
      mail: await queueQuoteRequestMails(tx, deps.mailer, { name, email, product, details }),
    };
  });
  deps.mailer?.committed(mail);
  return toQuoteRequest(row);
}
