import { retryAfter } from '../../client-address.ts';
import { AppError } from '../../errors.ts';

/** Five failed logins in 15 minutes, for one account or from one address, refuse more attempts (429). */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Failures are counted per address by the shared key (IPv6 by its /64 network). */
export { throttleAddress } from '../../client-address.ts';

export type LoginFailure = { email: string; ip: string; at: Date };

/**
 * When the next attempt for this e-mail and address is allowed, or null when it is allowed now.
 * `failures` are those of the window, oldest first; a key is blocked until enough of its failures
 * leave the window to bring it below the limit.
 */
export function loginBlockedUntil(failures: LoginFailure[], email: string, ip: string): Date | null {
  let until: number | null = null;
  for (const matches of [(f: LoginFailure) => f.email === email, (f: LoginFailure) => f.ip === ip]) {
    const mine = failures.filter(matches);
    if (mine.length < LOGIN_FAILURE_LIMIT) continue;
    const freedAt = mine[mine.length - LOGIN_FAILURE_LIMIT]!.at.getTime() + LOGIN_FAILURE_WINDOW_MS;
    until = Math.max(until ?? 0, freedAt);
  }
  return until === null ? null : new Date(until);
}

export function tooManyLogins(retryAfterMs: number): AppError {
  const { seconds, minutesText } = retryAfter(retryAfterMs);
  return new AppError(
    'TOO_MANY_LOGINS',
    `Too many failed logins. Try again in ${minutesText}.`,
    429,
    undefined,
    { 'retry-after': String(seconds) },
  );
}
