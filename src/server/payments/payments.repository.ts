import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { orders } from '../db/schema.ts';

/** The order columns the PayPal calls need. */
export type PayableOrder = {
  id: number;
  sessionId: string | null;
  total: string;
  paymentMethod: 'paypal' | 'store';
  paymentStatus: 'pending' | 'completed';
  paypalOrderId: string | null;
  paypalCaptureId: string | null;
  createdAt: Date;
};

const payableColumns = {
  id: orders.id,
  sessionId: orders.sessionId,
  total: orders.total,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  paypalOrderId: orders.paypalOrderId,
  paypalCaptureId: orders.paypalCaptureId,
  createdAt: orders.createdAt,
};

/** PostgreSQL's integer range: a larger id names no order (and must not reach the query). */
const MAX_ID = 2_147_483_647;

export function createPaymentsRepository(db: Executor) {
  return {
    /** The order with this id placed by this cart session. */
    async findOrderForSession(orderId: number, sessionId: string): Promise<PayableOrder | undefined> {
      if (!Number.isInteger(orderId) || orderId < 1 || orderId > MAX_ID) return undefined;
      const [row] = await db
        .select(payableColumns)
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.sessionId, sessionId)));
      return row;
    },

    /** The order of this cart session that the PayPal order pays. */
    async findOrderByPaypalId(paypalOrderId: string, sessionId: string): Promise<PayableOrder | undefined> {
      const [row] = await db
        .select(payableColumns)
        .from(orders)
        .where(and(eq(orders.paypalOrderId, paypalOrderId), eq(orders.sessionId, sessionId)));
      return row;
    },

    /** Links the PayPal order to an order not yet captured; false when it is paid or its capture is held. */
    async setPaypalOrderId(orderId: number, paypalOrderId: string): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ paypalOrderId, updatedAt: new Date() })
        .where(
          and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending'), isNull(orders.paypalCaptureId)),
        )
        .returning({ id: orders.id });
      return rows.length === 1;
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

/** A capture checked against the order: COMPLETED, or PENDING while PayPal holds the payment for review. */
export type VerifiedCapture = { id: string; completed: boolean };

/**
 * Records the verified capture with one guarded UPDATE: only an order with no capture recorded yet
 * changes, so of two captures racing, exactly one records (the other finds nothing to update). A
 * completed capture marks the order paid; a pending one only records its id, and the payment stays
 * pending until PayPal settles it. Run it inside the transaction that also empties the cart.
 */
export async function recordCapture(
  tx: Executor,
  orderId: number,
  capture: VerifiedCapture,
): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({
      paypalCaptureId: capture.id,
      ...(capture.completed ? { paymentStatus: 'completed' as const } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending'), isNull(orders.paypalCaptureId)))
    .returning({ id: orders.id });
  return rows.length === 1;
}
