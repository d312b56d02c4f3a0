import { isIPv6 } from 'node:net';
import { AppError } from '../../errors.ts';

/** Five failed logins in 15 minutes, for one account or from one address, refuse more attempts (429). */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * The address a failure is counted against: IPv4 as it is, IPv6 by its /64 network, since one
 * customer line usually holds a whole /64 and could otherwise take a fresh address for every guess.
 */
export function throttleAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const address = ip.split('%', 1)[0]!;
  if (!isIPv6(address)) return ip;
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(8).fill('0')].slice(0, Math.max(4, headGroups.length));
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

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
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    'TOO_MANY_LOGINS',
    `Too many failed logins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    429,
    undefined,
    { 'retry-after': String(seconds) },
  );
}
