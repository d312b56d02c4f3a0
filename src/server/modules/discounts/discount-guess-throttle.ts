import { retryAfter, throttleAddress } from '#server/client-address';
import type { Database } from '#server/db/client';
import { AppError } from '#server/errors';
import { type AttemptWindow, forgetAttempt, takeAttempt } from '#server/throttle/attempt-window';
import { apiMessages, errorCodes } from '#shared/errors';

/**
 * Wrong discount codes one client address (IPv6 by its /64) may send within the window, through
 * /api/validate-discount and POST /api/orders together; more code checks are refused with 429.
 */
export const DISCOUNT_GUESS_LIMIT = 30;
export const DISCOUNT_GUESS_WINDOW_MS = 60 * 1000;

/** The code checks' window (throttle/attempt-window.ts), counted by client address. */
export const discountGuessAttempts: AttemptWindow = {
  throttle: 'discount-code',
  windowMs: DISCOUNT_GUESS_WINDOW_MS,
};

function tooManyDiscountGuesses(retryAfterMs: number): AppError {
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
 * 429 and Retry-After when the address already has the limit of failures in the window (counted under
 * a lock on the address, so parallel checks on any instance see each other and cannot all pass).
 * Answers the attempt: the caller forgets it with forgetDiscountGuess when the code turned out usable,
 * so only wrong codes stay counted.
 */
export async function recordDiscountGuess(db: Database, ip: string, now: Date): Promise<string> {
  const key = { key: `address:${throttleAddress(ip)}`, limit: DISCOUNT_GUESS_LIMIT };
  const outcome = await takeAttempt(db, discountGuessAttempts, [key], now);
  if ('blockedUntil' in outcome) throw tooManyDiscountGuesses(outcome.blockedUntil.getTime() - now.getTime());
  return outcome.attempt;
}

/** The checked code was usable (or never judged): its attempt does not count. */
export async function forgetDiscountGuess(db: Database, attempt: string): Promise<void> {
  await forgetAttempt(db, attempt);
}
