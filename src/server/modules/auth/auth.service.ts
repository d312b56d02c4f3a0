import { type AdminMe, invalidPasswordMessage } from '../../../shared/schemas/admin.ts';
import { unauthorized } from '../../errors.ts';
import type { AuthRepository } from './auth.repository.ts';
import {
  LOGIN_FAILURE_WINDOW_MS,
  loginBlockedUntil,
  throttleAddress,
  tooManyLogins,
} from './login-throttle.ts';
import { verifyPassword } from './password.ts';
import { hashSessionToken, newSessionToken } from './session-token.ts';

/** A session ends after 12 hours without a request. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most once a minute, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/**
 * An unknown e-mail is checked against this scrypt hash (of a random password nobody knows, made with the
 * same parameters as real ones), so it takes as long as a wrong password and tells nothing.
 */
const UNKNOWN_ACCOUNT_HASH =
  'scrypt$131072$8$1$6apCRZSObVz60QpGamvIyA==$gEiNDE0jT4rF8pZWva9alkUPeJk50lI506uGaoV2Vzo=';

/**
 * Checks the password (throttled per account and per address) and opens a new session; the caller
 * ends the session the browser had before, if any. Wrong e-mail and wrong password answer alike.
 */
export async function login(
  repository: AuthRepository,
  input: { email: string; password: string; ip: string },
  now = new Date(),
): Promise<{ token: string; admin: AdminMe }> {
  const email = input.email.trim().toLowerCase();
  const ip = throttleAddress(input.ip);
  // The attempt is written first and counts as a failure until the password proves right, so
  // attempts sent in parallel cannot all pass the check before any of them has failed.
  const attemptId = await repository.recordAttempt(email, ip, now);
  const earlier = await repository.listEarlierFailures(
    email,
    ip,
    new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS),
    attemptId,
  );
  const blockedUntil = loginBlockedUntil(earlier, email, ip);
  if (blockedUntil) {
    await repository.deleteAttempt(attemptId);
    throw tooManyLogins(blockedUntil.getTime() - now.getTime());
  }

  const admin = await repository.findAdminByEmail(email);
  const valid = admin
    ? await verifyPassword(input.password, admin.passwordHash)
    : (await verifyPassword(input.password, UNKNOWN_ACCOUNT_HASH)) && false;
  if (!admin || !valid) throw unauthorized(invalidPasswordMessage, 'INVALID_PASSWORD');
  await repository.clearFailuresOfEmail(email); // this attempt's row too
  const token = newSessionToken();
  await repository.insertSession({
    tokenHash: hashSessionToken(token),
    adminId: admin.id,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
  });
  return { token, admin: { id: admin.id, email: admin.email } };
}

/** The admin of a live session, sliding its idle expiry forward; null for a missing, unknown or expired one. */
export async function authenticate(
  repository: AuthRepository,
  token: string | undefined,
  now = new Date(),
): Promise<AdminMe | null> {
  if (!token) return null;
  const tokenHash = hashSessionToken(token);
  const session = await repository.findLiveSession(tokenHash, now);
  if (!session) return null;
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await repository.touchSession(tokenHash, now, new Date(now.getTime() + SESSION_IDLE_MS));
  }
  return { id: session.adminId, email: session.email };
}

export async function logout(repository: AuthRepository, token: string | undefined): Promise<void> {
  if (token) await repository.deleteSession(hashSessionToken(token));
}

export function cleanupAuthRecords(repository: AuthRepository, now = new Date()) {
  return repository.deleteStale(now, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS));
}
