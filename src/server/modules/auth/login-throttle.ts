import { retryAfter } from '#server/client-address';
import { AppError } from '#server/errors';
import type { AttemptKey, AttemptWindow } from '#server/throttle/attempt-window';
import { apiMessages } from '#shared/errors';

/**
 * Five failed logins in 15 minutes, for one account or from one address, refuse more attempts (429).
 * Attempts carrying a valid device cookie for the account count apart: five failures of that device
 * refuse only that device (decision 0016).
 */
const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Failures are counted per address by the shared key (IPv6 by its /64 network). */
export { throttleAddress } from '#server/client-address';

/** The login attempts' window (throttle/attempt-window.ts). */
export const loginAttempts: AttemptWindow = { throttle: 'admin-login', windowMs: LOGIN_FAILURE_WINDOW_MS };

/** What login attempts are forgotten by: a trusted device's, an account's untrusted ones, or all of an account's. */
export const loginKey = {
  device: (device: string) => `device:${device}`,
  untrusted: (email: string) => `email:${email}`,
  account: (email: string) => `account:${email}`,
};

/**
 * The keys a login attempt counts against: one carrying a trusted device cookie, its device alone (strangers
 * locking the account or sharing the address do not lock it out, and its failures lock neither); any other,
 * the account and the address. Every attempt is also filed under its account, without a limit, so a
 * password reset forgets them all.
 */
export function loginKeys(email: string, address: string, device: string | null): AttemptKey[] {
  const account = { key: loginKey.account(email), limit: Number.POSITIVE_INFINITY };
  if (device) return [{ key: loginKey.device(device), limit: LOGIN_FAILURE_LIMIT }, account];
  return [
    { key: loginKey.untrusted(email), limit: LOGIN_FAILURE_LIMIT },
    { key: `address:${address}`, limit: LOGIN_FAILURE_LIMIT },
    account,
  ];
}

export function tooManyLogins(retryAfterMs: number): AppError {
  const { seconds, minutesText } = retryAfter(retryAfterMs);
  return new AppError('TOO_MANY_LOGINS', apiMessages.tooManyLogins(minutesText), 429, undefined, {
    'retry-after': String(seconds),
  });
}
