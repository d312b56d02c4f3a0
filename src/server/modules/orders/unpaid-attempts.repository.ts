import { and, asc, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { orders } from '#server/db/schema/orders';

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
