import { and, asc, eq, gt, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { orders } from '#server/db/schema/orders';
import type { PaymentStatus } from '#shared/schemas/checkout';

/** The order columns the PayPal calls need. */
export type PayableOrder = {
  id: number;
  sessionId: string | null;
  total: string;
  paymentMethod: 'paypal' | 'store';
  paymentStatus: PaymentStatus;
  paypalOrderId: string | null;
  paypalCaptureId: string | null;
  captureStartedAt: Date | null;
  discountCode: string | null;
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
  captureStartedAt: orders.captureStartedAt,
  discountCode: orders.discountCode,
  createdAt: orders.createdAt,
};

/** PostgreSQL's integer range: a larger id names no order (and must not reach the query). */
const MAX_ID = 2_147_483_647;

export function createPaymentsRepository(db: Executor) {
  return {
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

    /** The order, locked FOR UPDATE until the transaction ends (run it inside one). */
    async lockOrder(orderId: number): Promise<PayableOrder | undefined> {
      const [row] = await db.select(payableColumns).from(orders).where(eq(orders.id, orderId)).for('update');
      return row;
    },

    /** Marks an unpaid order as being captured (run under its row lock, before PayPal is asked). */
    async markCaptureStarted(orderId: number, now: Date): Promise<void> {
      await db
        .update(orders)
        .set({ captureStartedAt: now, updatedAt: now })
        .where(and(eq(orders.id, orderId), isNull(orders.paypalCaptureId)));
    },

    /** PayPal refused the capture: no money moved, so the attempt may be voided again like any other. */
    async clearCaptureStarted(orderId: number, now: Date): Promise<void> {
      await db
        .update(orders)
        .set({ captureStartedAt: null, updatedAt: now })
        .where(and(eq(orders.id, orderId), isNull(orders.paypalCaptureId)));
    },

    /** PayPal orders whose capture started before `before` and never got an answer recorded (oldest first). */
    async listStalledCaptures(before: Date, limit: number): Promise<PayableOrder[]> {
      return db
        .select(payableColumns)
        .from(orders)
        .where(
          and(
            eq(orders.paymentMethod, 'paypal'),
            inArray(orders.paymentStatus, ['pending', 'voided']),
            isNull(orders.paypalCaptureId),
            isNotNull(orders.paypalOrderId),
            lt(orders.captureStartedAt, before),
          ),
        )
        .orderBy(asc(orders.captureStartedAt))
        .limit(limit);
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

/** Whether the session placed an order after this one: then this attempt was superseded, not just left. */
export async function hasNewerOrder(tx: Executor, sessionId: string, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.sessionId, sessionId), gt(orders.id, orderId)))
    .limit(1);
  return row !== undefined;
}

/** A capture checked against the order: COMPLETED, or PENDING while PayPal holds the payment for review. */
export type VerifiedCapture = { id: string; completed: boolean };

/**
 * Records the verified capture with one guarded UPDATE: only an order with no capture recorded yet
 * changes, so of two captures racing, exactly one records (the other finds nothing to update). A
 * completed capture marks the order paid; a pending one only records its id, and the payment stays
 * pending until PayPal settles it. A voided order that PayPal reports captured anyway is revived: what
 * a customer paid is an order. Run it inside the transaction that also empties the cart.
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
      // A capture PayPal holds for review of a revived order is pending again, like any held capture.
      paymentStatus: capture.completed ? 'completed' : 'pending',
      paidAt: capture.completed ? new Date() : null,
      captureStartedAt: null,
      voidedAt: null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(orders.id, orderId),
        inArray(orders.paymentStatus, ['pending', 'voided']),
        isNull(orders.paypalCaptureId),
      ),
    )
    .returning({ id: orders.id });
  return rows.length === 1;
}
