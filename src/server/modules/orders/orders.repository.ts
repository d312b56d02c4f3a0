import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderItems, orders, uploadedFiles } from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type OrderFileRow = {
  id: string;
  orderItemId: number | null;
  originalName: string;
  size: number;
  mimeType: string;
};

export function createOrdersRepository(db: Executor) {
  return {
    async findByIdempotencyKey(key: string): Promise<{ id: number; sessionId: string | null } | undefined> {
      const [row] = await db
        .select({ id: orders.id, sessionId: orders.sessionId })
        .from(orders)
        .where(eq(orders.idempotencyKey, key))
        .limit(1);
      return row;
    },

    async findById(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    async findForSession(id: number, sessionId: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.sessionId, sessionId)))
        .limit(1);
      return row;
    },

    async insertOrder(values: NewOrder): Promise<number> {
      const [row] = await db.insert(orders).values(values).returning({ id: orders.id });
      return row!.id;
    },

    async insertItem(values: NewOrderItem): Promise<number> {
      const [row] = await db.insert(orderItems).values(values).returning({ id: orderItems.id });
      return row!.id;
    },

    /** Hands a cart line's artwork to its order line (the file stays linked to the cart line too, until it is removed). */
    async linkFiles(cartItemId: number, orderItemId: number): Promise<void> {
      await db.update(uploadedFiles).set({ orderItemId }).where(eq(uploadedFiles.cartItemId, cartItemId));
    },

    listItems(orderId: number): Promise<OrderItemRow[]> {
      return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
    },

    listFiles(orderItemIds: number[]): Promise<OrderFileRow[]> {
      if (orderItemIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: uploadedFiles.id,
          orderItemId: uploadedFiles.orderItemId,
          originalName: uploadedFiles.originalName,
          size: uploadedFiles.size,
          mimeType: uploadedFiles.mimeType,
        })
        .from(uploadedFiles)
        .where(inArray(uploadedFiles.orderItemId, orderItemIds))
        .orderBy(asc(uploadedFiles.createdAt), asc(uploadedFiles.id));
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
