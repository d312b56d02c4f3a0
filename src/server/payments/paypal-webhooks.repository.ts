import { and, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { orders, paypalWebhookEvents } from '#server/db/schema';
import type { PaymentStatus } from '#shared/schemas/checkout';

/** The webhook's reads and writes (see paypalWebhookEvents and orders in db/schema.ts). */
export function createPaypalWebhooksRepository(db: Executor) {
  return {
    /** Records the event as acted on; false when it was already (a redelivery). Run it in the effect's transaction. */
    async recordEvent(eventId: string, eventType: string, resourceId: string | null): Promise<boolean> {
      const rows = await db
        .insert(paypalWebhookEvents)
        .values({ eventId, eventType, resourceId })
        .onConflictDoNothing()
        .returning({ eventId: paypalWebhookEvents.eventId });
      return rows.length === 1;
    },

    /** The order with this PayPal capture, locked until the transaction ends. */
    async lockOrderByCapture(captureId: string) {
      const [row] = await db
        .select({
          id: orders.id,
          total: orders.total,
          paymentStatus: orders.paymentStatus,
        })
        .from(orders)
        .where(eq(orders.paypalCaptureId, captureId))
        .for('update')
        .limit(1);
      return row;
    },

    async hasPaypalOrder(paypalOrderId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.paypalOrderId, paypalOrderId))
        .limit(1);
      return row !== undefined;
    },

    /** Moves the payment from one status to another; false when it was not in `from` any more. */
    async settlePayment(
      orderId: number,
      from: PaymentStatus,
      to: PaymentStatus,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ paymentStatus: to, updatedAt: now, ...(to === 'completed' ? { paidAt: now } : {}) })
        .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, from)))
        .returning({ id: orders.id });
      return rows.length === 1;
    },
  };
}
