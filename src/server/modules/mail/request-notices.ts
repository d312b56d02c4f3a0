import type { Executor } from '#server/db/client';
import type { QuotePayload, ReviewPayload } from '#shared/mail-payloads';
import type { Mailer } from './mailer.ts';
import type { OutboxRow } from './outbox.repository.ts';

/**
 * In the transaction that stored a quote request: the customer's 'we have it' and the shop's notice. Hand
 * the rows to `mailer.committed` after the commit.
 */
export async function queueQuoteRequestMails(
  tx: Executor,
  mailer: Mailer | undefined,
  quote: QuotePayload,
): Promise<OutboxRow[]> {
  if (!mailer) return [];
  const shopEmail = await mailer.shopEmail(tx);
  return mailer.queue(tx, [
    {
      to: quote.email,
      subject: 'We have received your quote request - PrintPro Signs',
      payload: { kind: 'quote-received', quote },
    },
    ...(shopEmail
      ? [
          {
            to: shopEmail,
            subject: `New quote request from ${quote.name}${quote.product ? `: ${quote.product}` : ''}`,
            payload: { kind: 'shop-new-quote' as const, quote },
          },
        ]
      : []),
  ]);
}

/** In the transaction that stored a customer's review: the shop's notice that it awaits approval. */
export async function queueReviewNotice(
  tx: Executor,
  mailer: Mailer | undefined,
  review: ReviewPayload,
): Promise<OutboxRow[]> {
  const shopEmail = mailer && (await mailer.shopEmail(tx));
  if (!mailer || !shopEmail) return [];
  return mailer.queue(tx, [
    {
      to: shopEmail,
      subject: `New review of ${review.productName} (${review.rating}/5) awaits approval`,
      payload: { kind: 'shop-new-review', review },
    },
  ]);
}
