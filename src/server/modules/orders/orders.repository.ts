import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { uploadedFilesReadModel as uploadedFiles } from '#server/db/schema/artwork-files';
import { orderItems, orders } from '#server/db/schema/orders';
import { productsReadModel as products } from '#server/db/schema/products';
import { type OrderArtworkRow, orderArtworkColumns } from '#server/modules/cart/artwork-handover';
import type { TrackingCarrier } from '#shared/order-tracking';
import type { OrderStatus } from '#shared/schemas/checkout';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type OrderFileRow = OrderArtworkRow;

export function createOrdersRepository(db: Executor) {
  return {
    async findByIdempotencyKey(key: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
      return row;
    },

    /** The products' turnaround as it is now (the order page's dates), by product id. */
    async turnaroundsOf(productIds: number[]): Promise<Map<number, string>> {
      if (productIds.length === 0) return new Map();
      const rows = await db
        .select({ id: products.id, turnaroundTime: products.turnaroundTime })
        .from(products)
        .where(inArray(products.id, productIds));
      return new Map(rows.map((row) => [row.id, row.turnaroundTime]));
    },

    async findById(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    /**
     * Sets the status; a status reached anew dates its step of the customer's timeline (the order page).
     */
    async updateStatus(id: number, status: OrderStatus, now: Date, reachedAnew: boolean): Promise<void> {
      await db
        .update(orders)
        .set({
          status,
          updatedAt: now,
          ...(reachedAnew && status === 'in_progress' ? { inProductionAt: now } : {}),
          ...(reachedAnew && status === 'completed' ? { completedAt: now } : {}),
        })
        .where(eq(orders.id, id));
    },

    async setTracking(
      id: number,
      tracking: { carrier: TrackingCarrier; number: string } | null,
      now: Date,
    ): Promise<void> {
      await db
        .update(orders)
        .set({
          trackingCarrier: tracking?.carrier ?? null,
          trackingNumber: tracking?.number ?? null,
          updatedAt: now,
        })
        .where(eq(orders.id, id));
    },

    /** A pay-in-store order not paid yet becomes paid; answers whether it was such an order. */
    async markStorePaymentPaid(id: number, now: Date): Promise<boolean> {
      const updated = await db
        .update(orders)
        .set({ paymentStatus: 'completed', paidAt: now, updatedAt: now })
        .where(and(eq(orders.id, id), eq(orders.paymentMethod, 'store'), eq(orders.paymentStatus, 'pending')))
        .returning({ id: orders.id });
      return updated.length > 0;
    },

    /** The order's row, locked until the transaction ends (run it inside one). */
    async lockById(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
      return row;
    },

    async setPrintWithoutApproval(id: number, by: string, at: Date): Promise<void> {
      await db
        .update(orders)
        .set({ printWithoutApprovalBy: by, printWithoutApprovalAt: at, updatedAt: at })
        .where(eq(orders.id, id));
    },

    /** The session's order; a voided PayPal attempt is no order for the customer. */
    async findForSession(id: number, sessionId: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.sessionId, sessionId), ne(orders.paymentStatus, 'voided')))
        .limit(1);
      return row;
    },

    async insertOrder(values: NewOrder): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(values).returning();
      if (!row) throw new Error('Inserting the order returned no row');
      return row;
    },

    /** All the order's lines in one statement; answers them as listItems would. */
    async insertItems(values: NewOrderItem[]): Promise<OrderItemRow[]> {
      const rows = await db.insert(orderItems).values(values).returning();
      return rows.sort((a, b) => a.id - b.id);
    },

    /** The cart lines this order was placed from that are still in the cart. */
    async listOrderedCartItemIds(orderId: number): Promise<number[]> {
      const rows = await db
        .select({ id: orderItems.cartItemId })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.cartItemId)));
      return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
    },

    listItems(orderId: number): Promise<OrderItemRow[]> {
      return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
    },

    listFiles(orderItemIds: number[]): Promise<OrderFileRow[]> {
      if (orderItemIds.length === 0) return Promise.resolve([]);
      return db
        .select(orderArtworkColumns)
        .from(uploadedFiles)
        .where(inArray(uploadedFiles.orderItemId, orderItemIds))
        .orderBy(asc(uploadedFiles.createdAt), asc(uploadedFiles.position), asc(uploadedFiles.id));
    },
  };
}
