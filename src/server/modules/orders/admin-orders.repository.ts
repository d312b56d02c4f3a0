import { and, asc, count, desc, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { orderItems, orders, uploadedFiles } from '#server/db/schema';
import type { TrackingCarrier } from '#shared/order-tracking';
import type { AdminOrderView } from '#shared/schemas/admin';
import type { OrderStatus } from '#shared/schemas/checkout';

/**
 * Orders the shop has to fulfil: paid in store, or with a PayPal capture (completed, or held by PayPal
 * for review). A PayPal checkout the buyer never approved is an attempt, not an order, and is left out.
 */
const placedOrders = or(eq(orders.paymentMethod, 'store'), isNotNull(orders.paypalCaptureId));
/** PayPal checkouts left unpaid and voided (a newer checkout, or 30 minutes): the abandoned payments. */
const abandonedPayments = eq(orders.paymentStatus, 'voided');

function listFilter(status: OrderStatus | undefined, view: AdminOrderView): SQL | undefined {
  const shown = view === 'abandoned' ? abandonedPayments : placedOrders;
  return status ? and(shown, eq(orders.status, status)) : shown;
}

export function createAdminOrdersRepository(db: Executor) {
  return {
    /** One page, newest first, and how many match in all. */
    async listPage(
      filter: { status: OrderStatus | undefined; view: AdminOrderView },
      limit: number,
      offset: number,
    ) {
      const where = listFilter(filter.status, filter.view);
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: orders.id,
            customerName: orders.customerName,
            customerEmail: orders.customerEmail,
            createdAt: orders.createdAt,
            total: orders.total,
            status: orders.status,
            paymentMethod: orders.paymentMethod,
            paymentStatus: orders.paymentStatus,
          })
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    /** The lines of these orders (for the list's first product and item count), in one query. */
    listItemsOf(orderIds: number[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          orderId: orderItems.orderId,
          productName: orderItems.productName,
          size: orderItems.size,
          options: orderItems.options,
        })
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.orderId), asc(orderItems.id));
    },

    /** What the artwork check needs of every file of these orders: its facts, its line's size and sides. */
    listFileFactsOf(orderIds: number[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          orderId: orderItems.orderId,
          sizeWidthIn: orderItems.sizeWidthIn,
          sizeHeightIn: orderItems.sizeHeightIn,
          isDoubleSided: orderItems.isDoubleSided,
          pixelWidth: uploadedFiles.pixelWidth,
          pixelHeight: uploadedFiles.pixelHeight,
          pageCount: uploadedFiles.pageCount,
          pageWidthPt: uploadedFiles.pageWidthPt,
          pageHeightPt: uploadedFiles.pageHeightPt,
        })
        .from(uploadedFiles)
        .innerJoin(orderItems, eq(orderItems.id, uploadedFiles.orderItemId))
        .where(inArray(orderItems.orderId, orderIds));
    },

    /** The order's row, unlocked. */
    async findOrder(id: number) {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    /** The order's row, locked until the transaction ends (run it inside one). */
    async lockOrder(id: number) {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
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

    async findFile(id: string) {
      const [row] = await db
        .select({
          storageKey: uploadedFiles.storageKey,
          originalName: uploadedFiles.originalName,
          mimeType: uploadedFiles.mimeType,
        })
        .from(uploadedFiles)
        .where(eq(uploadedFiles.id, id))
        .limit(1);
      return row;
    },
  };
}
export type AdminOrdersRepository = ReturnType<typeof createAdminOrdersRepository>;
