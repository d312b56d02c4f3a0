import { retryAfter } from '#server/client-address';
import { AppError } from '#server/errors';
import { apiMessages } from '#shared/errors';

/**
 * Five failed logins in 15 minutes, for one account or from one address, refuse more attempts (429).
 * Attempts carrying a valid device cookie for the account count apart: five failures of that device
 * refuse only that device (decision 0016).
 */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Failures are counted per address by the shared key (IPv6 by its /64 network). */
export { throttleAddress } from '#server/client-address';

export type LoginFailure = { email: string; ip: string; at: Date };

/** When enough of these failures (oldest first) leave the window to bring them below the limit; null if below already. */
function freedAt(failures: { at: Date }[]): number | null {
  if (failures.length < LOGIN_FAILURE_LIMIT) return null;
  return failures[failures.length - LOGIN_FAILURE_LIMIT]!.at.getTime() + LOGIN_FAILURE_WINDOW_MS;
}

/**
 * When the next attempt for this e-mail and address without a trusted device is allowed, or null when
 * it is allowed now. `failures` are the window's untrusted ones, oldest first; a key is blocked until
 * enough of its failures leave the window to bring it below the limit.
 */
export function loginBlockedUntil(failures: LoginFailure[], email: string, ip: string): Date | null {
  let until: number | null = null;
  for (const matches of [(f: LoginFailure) => f.email === email, (f: LoginFailure) => f.ip === ip]) {
    const freed = freedAt(failures.filter(matches));
    if (freed !== null) until = Math.max(until ?? 0, freed);
  }
  return until === null ? null : new Date(until);
}

/** When a trusted device may try again, given its own failures of the window (oldest first); null when now. */
export function deviceBlockedUntil(failures: { at: Date }[]): Date | null {
  const freed = freedAt(failures);
  return freed === null ? null : new Date(freed);
}

export function tooManyLogins(retryAfterMs: number): AppError {
  const { seconds, minutesText } = retryAfter(retryAfterMs);
  return new AppError('TOO_MANY_LOGINS', apiMessages.tooManyLogins(minutesText), 429, undefined, {
    'retry-after': String(seconds),
  });
}
