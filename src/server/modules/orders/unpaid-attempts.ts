import type { Database, Executor } from '#server/db/client';
import { AppError } from '#server/errors';
import { releaseDiscountUses } from '#server/modules/discounts/discounts.service';
import { apiMessages, errorCodes } from '#shared/errors';
import { hasCaptureInProgress, voidUnpaidPaypalAttempts } from './unpaid-attempts.repository.ts';

/** How long an unpaid PayPal attempt holds its discount-code use before the clean-up voids it. */
export const UNPAID_PAYPAL_ATTEMPT_MS = 30 * 60 * 1000;

/**
 * A newer checkout of this cart session (POST /api/orders, inside its transaction, after it locked the
 * cart lines): the session's unpaid PayPal attempts are voided and give their discount uses back. While
 * one of them is being captured the checkout is refused (409): the money may be moving, and that order
 * keeps the cart's lines and artwork.
 */
export async function voidSessionPaypalAttempts(
  tx: Executor,
  sessionId: string,
  now: Date,
  /** The code the new order will take: locked with the released ones, in one order (no deadlock). */
  codeToTake: string | null = null,
): Promise<void> {
  if (await hasCaptureInProgress(tx, sessionId))
    throw new AppError(errorCodes.paymentInProgress, apiMessages.paymentInProgress, 409);
  const voided = await voidUnpaidPaypalAttempts(tx, { sessionId }, now);
  await releaseDiscountUses(tx, voided.discountCodes, codeToTake);
}

/**
 * The periodic clean-up: PayPal attempts left unpaid for 30 minutes are voided and give their discount
 * uses back. Answers the voided order ids.
 */
export async function voidAbandonedPaypalAttempts(db: Database, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const placedBefore = new Date(now.getTime() - UNPAID_PAYPAL_ATTEMPT_MS);
    const voided = await voidUnpaidPaypalAttempts(tx, { placedBefore }, now);
    await releaseDiscountUses(tx, voided.discountCodes);
    return voided.ids;
  });
}
