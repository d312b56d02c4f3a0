import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { orderItems, orders, products, uploadedFiles } from '#server/db/schema';
import { type ArtworkFileRow, artworkFactColumns } from '#server/uploads/artwork-facts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type OrderFileRow = ArtworkFileRow & { orderItemId: number | null };

const fileColumns = {
  id: uploadedFiles.id,
  orderItemId: uploadedFiles.orderItemId,
  originalName: uploadedFiles.originalName,
  size: uploadedFiles.size,
  mimeType: uploadedFiles.mimeType,
  ...artworkFactColumns,
};

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

    /**
     * Hands each ordered cart line's artwork to its order line, in one statement (the file stays linked
     * to the cart line too, until that is removed); answers the linked files as listFiles would.
     */
    linkFiles(orderId: number): Promise<OrderFileRow[]> {
      const linked = db.$with('linked').as(
        db
          .update(uploadedFiles)
          .set({ orderItemId: sql`${orderItems.id}` })
          .from(orderItems)
          .where(and(eq(orderItems.orderId, orderId), eq(uploadedFiles.cartItemId, orderItems.cartItemId)))
          .returning({
            ...fileColumns,
            createdAt: uploadedFiles.createdAt,
            position: uploadedFiles.position,
          }),
      );
      return db
        .with(linked)
        .select({
          id: linked.id,
          orderItemId: linked.orderItemId,
          originalName: linked.originalName,
          size: linked.size,
          mimeType: linked.mimeType,
          pixelWidth: linked.pixelWidth,
          pixelHeight: linked.pixelHeight,
          pageCount: linked.pageCount,
          pageWidthPt: linked.pageWidthPt,
          pageHeightPt: linked.pageHeightPt,
          thumbnail: linked.thumbnail,
          printDpiGreat: linked.printDpiGreat,
          printDpiOk: linked.printDpiOk,
        })
        .from(linked)
        .orderBy(asc(linked.createdAt), asc(linked.position), asc(linked.id));
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
        .select(fileColumns)
        .from(uploadedFiles)
        .where(inArray(uploadedFiles.orderItemId, orderItemIds))
        .orderBy(asc(uploadedFiles.createdAt), asc(uploadedFiles.position), asc(uploadedFiles.id));
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
