import { and, asc, eq, inArray, not, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { orderItemsReadModel as orderItems, ordersReadModel as orders } from '#server/db/schema/orders';
import { productsReadModel as products } from '#server/db/schema/products';
import { quoteReplies, quoteRequests } from '#server/db/schema/quotes';

export type QuoteReplyRow = typeof quoteReplies.$inferSelect;
type NewQuoteReply = Omit<typeof quoteReplies.$inferInsert, 'expiresAt'>;

export function createQuoteRepliesRepository(db: Executor) {
  return {
    async findRequest(id: number) {
      const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id)).limit(1);
      return row;
    },

    /**
     * Stores a reply; it expires at the first instant after `validUntil` in the shop's time zone (PostgreSQL
     * knows the zone's rules, daylight saving included).
     */
    async insert(values: NewQuoteReply, timeZone: string): Promise<QuoteReplyRow> {
      const [row] = await db
        .insert(quoteReplies)
        .values({
          ...values,
          expiresAt: sql`((${values.validUntil}::date + 1)::timestamp AT TIME ZONE ${timeZone})`,
        })
        .returning();
      return row!;
    },

    /** The replies to these requests with their products' names, oldest first, in one query. */
    listForRequests(requestIds: readonly number[]) {
      if (requestIds.length === 0) return Promise.resolve([]);
      return db
        .select({ reply: quoteReplies, productName: products.name })
        .from(quoteReplies)
        .innerJoin(products, eq(products.id, quoteReplies.productId))
        .where(inArray(quoteReplies.quoteRequestId, [...requestIds]))
        .orderBy(asc(quoteReplies.createdAt), asc(quoteReplies.id));
    },

    /**
     * These quotes' order limits, locked until the transaction ends (in id order, so two checkouts of
     * the same quotes take turns without waiting for each other in a circle).
     */
    lockOrderLimits(replyIds: readonly number[]) {
      if (replyIds.length === 0) return Promise.resolve([]);
      return db
        .select({ id: quoteReplies.id, maxOrders: quoteReplies.maxOrders })
        .from(quoteReplies)
        .where(inArray(quoteReplies.id, [...replyIds]))
        .orderBy(asc(quoteReplies.id))
        .for('update');
    },

    /** The orders (not voided or failed) placed at one quote, with their customers' e-mails, oldest first. */
    listOrderEmailsOf(replyId: number) {
      return db
        .select({ orderId: orders.id, email: orders.customerEmail })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(eq(orderItems.quoteReplyId, replyId), not(inArray(orders.paymentStatus, ['voided', 'failed']))),
        )
        .groupBy(orders.id, orders.customerEmail)
        .orderBy(asc(orders.id));
    },

    /** The orders (not voided or failed) placed at these quotes, one row per quote and order. */
    listOrdersOf(replyIds: readonly number[]) {
      if (replyIds.length === 0) return Promise.resolve([]);
      return db
        .select({ replyId: sql<number>`${orderItems.quoteReplyId}`.mapWith(Number), orderId: orders.id })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            inArray(orderItems.quoteReplyId, [...replyIds]),
            not(inArray(orders.paymentStatus, ['voided', 'failed'])),
          ),
        )
        .groupBy(orderItems.quoteReplyId, orders.id)
        .orderBy(asc(orders.id));
    },
  };
}
