import { and, asc, eq, gt, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { orders } from '#server/db/schema';
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

/** Whether one of the session's orders (a late capture of a voided one too) is being captured at PayPal. */
export async function hasCaptureInProgress(tx: Executor, sessionId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.sessionId, sessionId),
        inArray(orders.paymentStatus, ['pending', 'voided']),
        isNull(orders.paypalCaptureId),
        isNotNull(orders.captureStartedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
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

/**
 * Voids unpaid PayPal attempts (docs/product/orders-and-statuses.md, decision 0015): the rows stay, with
 * payment status voided, their approval can no longer be captured, and the discount uses they held are
 * answered so the caller gives them back. An order being captured (captureStartedAt set) or with a capture is
 * never voided. `which` narrows the attempts: one cart session's (a newer checkout), or those placed before a
 * time (the 30-minute clean-up). Rows are locked in id order; the clean-up skips those another transaction
 * holds.
 */
export async function voidUnpaidPaypalAttempts(
  tx: Executor,
  which: { sessionId: string } | { placedBefore: Date },
  now: Date,
): Promise<{ ids: number[]; discountCodes: string[] }> {
  const query = tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        'sessionId' in which
          ? eq(orders.sessionId, which.sessionId)
          : lt(orders.createdAt, which.placedBefore),
        eq(orders.paymentMethod, 'paypal'),
        eq(orders.paymentStatus, 'pending'),
        isNull(orders.paypalCaptureId),
        isNull(orders.captureStartedAt),
      ),
    )
    .orderBy(asc(orders.id));
  // A checkout waits for a row another request holds (e.g. POST /paypal/order in another tab), so no
  // attempt of its cart stays payable; the clean-up skips it and comes back next time.
  const candidates =
    'sessionId' in which ? await query.for('update') : await query.for('update', { skipLocked: true });
  if (candidates.length === 0) return { ids: [], discountCodes: [] };
  const voided = await tx
    .update(orders)
    // The key is let go, so the same checkout sent again (same details, same cart) places a new order.
    .set({ paymentStatus: 'voided', voidedAt: now, idempotencyKey: null, updatedAt: now })
    .where(
      and(
        inArray(
          orders.id,
          candidates.map((row) => row.id),
        ),
        eq(orders.paymentStatus, 'pending'),
        isNull(orders.paypalCaptureId),
        isNull(orders.captureStartedAt),
      ),
    )
    .returning({ id: orders.id, code: orders.discountCode });
  return {
    ids: voided.map((row) => row.id),
    discountCodes: voided.flatMap((row) => (row.code === null ? [] : [row.code])),
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

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
