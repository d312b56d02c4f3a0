import { retryAfter, throttleAddress } from '#server/client-address';
import type { Database } from '#server/db/client';
import { AppError } from '#server/errors';
import { apiMessages, errorCodes } from '#shared/errors';
import { createDiscountCodeFailuresRepository } from './discount-code-failures.repository.ts';

/**
 * Wrong discount codes one client address (IPv6 by its /64) may send within the window, through
 * /api/validate-discount and POST /api/orders together; more code checks are refused with 429.
 */
export const DISCOUNT_GUESS_LIMIT = 30;
export const DISCOUNT_GUESS_WINDOW_MS = 60 * 1000;

/**
 * When the next code check is allowed, or null when it is allowed now: `earlier` are the address's
 * failures (and checks still running) of the window, oldest first; at the limit it waits until the
 * oldest that counts leaves the window.
 */
export function guessBlockedUntil(earlier: readonly Date[]): Date | null {
  if (earlier.length < DISCOUNT_GUESS_LIMIT) return null;
  const oldest = earlier[earlier.length - DISCOUNT_GUESS_LIMIT]!;
  return new Date(oldest.getTime() + DISCOUNT_GUESS_WINDOW_MS);
}

export function tooManyDiscountGuesses(retryAfterMs: number): AppError {
  const { seconds, minutesText } = retryAfter(retryAfterMs);
  return new AppError(
    errorCodes.tooManyDiscountCodes,
    apiMessages.tooManyWrongDiscountCodes(minutesText),
    429,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

/**
 * Counts a code check against the client's address BEFORE the code is looked at, or refuses it with
 * 429 and Retry-After when the address already has the limit of failures in the window. Counting and
 * recording happen in one transaction under a lock on the address, so parallel checks (on any
 * instance) see each other and cannot all pass. Answers the record's id: the caller deletes it with
 * forgetDiscountGuess when the code turned out usable, so only wrong codes stay counted.
 */
export async function recordDiscountGuess(db: Database, ip: string, now: Date): Promise<number> {
  const address = throttleAddress(ip);
  const outcome = await db.transaction(async (tx): Promise<{ until: Date } | { id: number }> => {
    const repository = createDiscountCodeFailuresRepository(tx);
    await repository.lockAddress(address);
    const earlier = await repository.listSince(address, new Date(now.getTime() - DISCOUNT_GUESS_WINDOW_MS));
    const until = guessBlockedUntil(earlier);
    if (until) return { until };
    return { id: await repository.insert(address, now) };
  });
  if ('until' in outcome) throw tooManyDiscountGuesses(outcome.until.getTime() - now.getTime());
  return outcome.id;
}

/** The checked code was usable (or never judged): its record does not count. */
export async function forgetDiscountGuess(db: Database, id: number): Promise<void> {
  await createDiscountCodeFailuresRepository(db).deleteById(id);
}

/** The periodic clean-up: failures older than the window count no more. */
export function cleanupDiscountGuesses(db: Database, now = new Date()): Promise<number> {
  return createDiscountCodeFailuresRepository(db).deleteBefore(
    new Date(now.getTime() - DISCOUNT_GUESS_WINDOW_MS),
  );
}
