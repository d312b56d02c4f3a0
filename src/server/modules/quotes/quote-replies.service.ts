import type { Database, Executor } from '#server/db/client';
import { notFound, validationFailed } from '#server/errors';
import type { Mailer } from '#server/modules/mail/mailer';
import { productPicture } from '#server/modules/products/product-picture';
import { createProductLookup } from '#server/modules/products/products.service';
import { getShippingSettings } from '#server/modules/shipping/shipping.service';
import { apiMessages } from '#shared/errors';
import type { QuoteReplyPayload } from '#shared/mail-payloads';
import { formatOrderNumber, orderPagePath } from '#shared/order-number';
import { isQuoteExpired, quoteNumber, quoteTotal, quoteValidUntil } from '#shared/quotes';
import type { CustomerQuote, QuoteReply, QuoteReplyInput } from '#shared/schemas/quote-reply';
import { findQuoteByLink } from './quote-links.ts';
import { createQuoteRepliesRepository, type QuoteReplyRow } from './quote-replies.repository.ts';

type ParsedReplyInput = Required<Omit<QuoteReplyInput, 'note' | 'validDays' | 'maxOrders'>> & {
  note: string;
  validDays: number;
  maxOrders?: number | undefined;
};

function toQuoteReply(row: QuoteReplyRow, productName: string, orderIds: number[], now: Date): QuoteReply {
  return {
    id: row.id,
    number: quoteNumber(row.id),
    productId: row.productId,
    productName,
    description: row.description,
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    total: quoteTotal(row.unitPrice, row.quantity),
    note: row.note,
    validDays: row.validDays,
    validUntil: row.validUntil,
    expired: isQuoteExpired(row.expiresAt, now),
    orderNumbers: orderIds.map(formatOrderNumber),
    maxOrders: row.maxOrders,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * POST /api/admin/quote-requests/:id/replies: the shop's price for a request, valid through `validDays`
 * days from today in the shop's calendar, stored with the customer's e-mail in one transaction. The e-mail
 * carries a link (made as it is sent) that puts the quote in the customer's cart at this price.
 */
export async function replyToQuoteRequest(
  deps: { db: Database; mailer?: Mailer | undefined },
  requestId: number,
  input: ParsedReplyInput,
  now = new Date(),
): Promise<QuoteReply> {
  const { reply, mail } = await deps.db.transaction(async (tx) => {
    const replies = createQuoteRepliesRepository(tx);
    const request = await replies.findRequest(requestId);
    if (!request) throw notFound(apiMessages.quoteRequestNotFound);
    const productName = await createProductLookup(tx).findActiveName(input.productId);
    if (productName === undefined) {
      throw validationFailed([{ path: '/productId', message: apiMessages.quoteProductUnavailable }]);
    }
    const { timeZone } = await getShippingSettings(tx);
    const row = await replies.insert(
      {
        quoteRequestId: request.id,
        productId: input.productId,
        description: input.description,
        quantity: input.quantity,
        unitPrice: input.unitPrice,
        note: input.note,
        validDays: input.validDays,
        validUntil: quoteValidUntil(now, input.validDays, timeZone),
        maxOrders: input.maxOrders ?? 1,
      },
      timeZone,
    );
    const reply = toQuoteReply(row, productName, [], now);
    const payload: QuoteReplyPayload = {
      replyId: row.id,
      number: reply.number,
      customerName: request.name,
      productName: reply.productName,
      description: reply.description,
      quantity: reply.quantity,
      unitPrice: reply.unitPrice,
      total: reply.total,
      note: reply.note,
      validUntil: reply.validUntil,
    };
    const mail = deps.mailer
      ? await deps.mailer.queue(tx, [
          {
            to: request.email,
            subject: `Your quote ${reply.number} from PrintPro Signs`,
            payload: { kind: 'quote-reply', reply: payload },
          },
        ])
      : [];
    return { reply, mail };
  });
  deps.mailer?.committed(mail);
  return reply;
}

/** The replies to these requests, by request, each with the orders placed at it: two queries in all. */
export async function listRepliesByRequest(
  db: Executor,
  requestIds: readonly number[],
  now = new Date(),
): Promise<Map<number, QuoteReply[]>> {
  const repository = createQuoteRepliesRepository(db);
  const rows = await repository.listForRequests(requestIds);
  const ordered = await repository.listOrdersOf(rows.map((row) => row.reply.id));
  const byRequest = new Map<number, QuoteReply[]>();
  for (const { reply, productName } of rows) {
    const orderIds = ordered.filter((entry) => entry.replyId === reply.id).map((entry) => entry.orderId);
    const list = byRequest.get(reply.quoteRequestId) ?? [];
    list.push(toQuoteReply(reply, productName, orderIds, now));
    byRequest.set(reply.quoteRequestId, list);
  }
  return byRequest;
}

/**
 * The orders placed at a quote, each with a fresh link to its page when it was placed with the e-mail the
 * quote was sent to: the holder of the quote's link is that customer, and sees only their own orders (one
 * placed by someone the link was passed on to is named, not opened).
 */
async function quoteOrderViews(
  db: Executor,
  replyId: number,
  quoteEmail: string,
  mintOrderLink: MintOrderLink,
): Promise<CustomerQuote['orders']> {
  const placed = await createQuoteRepliesRepository(db).listOrderEmailsOf(replyId);
  return Promise.all(
    placed.map(async ({ orderId, email }) => ({
      number: formatOrderNumber(orderId),
      url:
        email.toLowerCase() === quoteEmail.toLowerCase()
          ? orderPagePath(orderId, await mintOrderLink(db, orderId))
          : null,
    })),
  );
}

/** A new token for an order's page; the orders module mints it (wired in app.ts: quotes sit below orders). */
export type MintOrderLink = (db: Executor, orderId: number) => Promise<string>;

/**
 * GET /api/quotes/:token: the quote a link opens (an expired one says so, and one ordered says by which
 * orders); a 404 for any other token.
 */
export async function getCustomerQuote(
  db: Executor,
  token: string,
  mintOrderLink: MintOrderLink,
  now = new Date(),
): Promise<CustomerQuote> {
  const found = await findQuoteByLink(db, token);
  if (!found) throw notFound(apiMessages.quoteNotFound);
  const { reply, product, customerName, customerEmail } = found;
  const orders = await quoteOrderViews(db, reply.id, customerEmail, mintOrderLink);
  return {
    number: quoteNumber(reply.id),
    customerName,
    productName: product.name,
    productSlug: product.slug,
    image: productPicture(product),
    description: reply.description,
    quantity: reply.quantity,
    unitPrice: reply.unitPrice,
    total: quoteTotal(reply.unitPrice, reply.quantity),
    note: reply.note,
    validUntil: reply.validUntil,
    expired: isQuoteExpired(reply.expiresAt, now),
    withdrawn: product.isArchived,
    turnaroundTime: product.turnaroundTime,
    freeShipping: product.freeShipping,
    maxOrders: reply.maxOrders,
    ordersLeft: Math.max(0, reply.maxOrders - orders.length),
    orders,
  };
}
