import { retryAfter, throttleAddress } from '#server/client-address';
import type { Database, Executor } from '#server/db/client';
import { AppError } from '#server/errors';
import { type AttemptWindow, takeAttempt } from '#server/throttle/attempt-window';

/** Lookups one e-mail address may ask for, and one client address, per window. */
const orderLookupLimit = { perEmail: 3, perAddress: 10, windowMs: 60 * 60 * 1000 } as const;

function tooManyOrderLookups(retryAfterMs: number): AppError {
  const { seconds, minutesText } = retryAfter(retryAfterMs);
  return new AppError(
    'TOO_MANY_LOOKUPS',
    `Too many order lookups. Try again in ${minutesText}.`,
    429,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

/** The order lookups' window (throttle/attempt-window.ts), counted by e-mail and by client address. */
export const orderLookupAttempts: AttemptWindow = {
  throttle: 'order-lookup',
  windowMs: orderLookupLimit.windowMs,
};

/**
 * Counts a lookup against the e-mail address and the client's address, whether or not it names an order
 * (so the throttle tells nothing either), or refuses it (429) when either is at its limit; then runs `work`
 * in the same transaction. Counted under locks on both keys, so parallel lookups on any instance cannot
 * all pass. One transaction whatever `work` finds, so the time to answer tells nothing.
 */
export async function withOrderLookupCounted<T>(
  db: Database,
  lookup: { email: string; ip: string; now: Date },
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  const keys = [
    { key: `email:${lookup.email}`, limit: orderLookupLimit.perEmail },
    { key: `address:${throttleAddress(lookup.ip)}`, limit: orderLookupLimit.perAddress },
  ];
  const outcome = await takeAttempt(db, orderLookupAttempts, keys, lookup.now, work);
  // The window slides: the oldest counted lookup leaves it within the hour; the hour is the honest bound.
  if ('blockedUntil' in outcome) throw tooManyOrderLookups(orderLookupLimit.windowMs);
  return outcome.result;
}
