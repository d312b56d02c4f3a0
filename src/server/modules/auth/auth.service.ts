import type { Database } from '#server/db/client';
import { unauthorized } from '#server/errors';
import { apiMessages } from '#shared/errors';
import type { AdminMe } from '#shared/schemas/admin';
import { type AuthRepository, createAuthRepository } from './auth.repository.ts';
import { newDeviceCookie, trustedDevice } from './device-cookie.ts';
import { loginKey, loginKeys, throttleAddress, tooManyLogins } from './login-throttle.ts';
import { verifyPassword } from './password.ts';
import { hashSessionToken, newSessionToken } from './session-token.ts';

/** A session ends after 12 hours without a request. */
const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most once a minute, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/**
 * An unknown e-mail is checked against this scrypt hash (of a random password nobody knows, made with the
 * same parameters as real ones), so it takes as long as a wrong password and tells nothing.
 */
const UNKNOWN_ACCOUNT_HASH =
  'scrypt$131072$8$1$6apCRZSObVz60QpGamvIyA==$gEiNDE0jT4rF8pZWva9alkUPeJk50lI506uGaoV2Vzo=';

/**
 * Checks the password and opens a new session; the caller ends the session the browser had before, if
 * any. Wrong e-mail and wrong password answer alike. An attempt carrying a valid device cookie for the
 * account is throttled per device; any other attempt per account and per address (decision 0016). A
 * successful login answers a new device cookie for the browser to keep.
 */
export async function login(
  repository: AuthRepository,
  input: { email: string; password: string; ip: string; deviceCookie?: string | undefined },
  now = new Date(),
): Promise<{ token: string; admin: AdminMe; deviceCookie: string }> {
  const email = input.email.trim().toLowerCase();
  const ip = throttleAddress(input.ip);
  const admin = await repository.findAdminByEmail(email);
  const device = admin ? trustedDevice(input.deviceCookie, email, admin.passwordHash) : null;
  // The attempt is counted as a failure before the password is checked, until the password proves right,
  // so attempts sent in parallel cannot all pass the check before any of them has failed.
  const attempt = await repository.takeLoginAttempt(loginKeys(email, ip, device), now);
  if ('blockedUntil' in attempt) throw tooManyLogins(attempt.blockedUntil.getTime() - now.getTime());

  const valid = admin
    ? await verifyPassword(input.password, admin.passwordHash)
    : (await verifyPassword(input.password, UNKNOWN_ACCOUNT_HASH)) && false;
  if (!admin || !valid) throw unauthorized(apiMessages.invalidPassword, 'INVALID_PASSWORD');
  // This attempt's row too. A trusted login leaves the account lock to run out: strangers keep it.
  await repository.forgetLoginAttempts(device ? loginKey.device(device) : loginKey.untrusted(email));
  const token = newSessionToken();
  await repository.insertSession({
    tokenHash: hashSessionToken(token),
    adminId: admin.id,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
  });
  return {
    token,
    admin: { id: admin.id, email: admin.email },
    deviceCookie: newDeviceCookie(email, admin.passwordHash).value,
  };
}

/** The admin of a live session, sliding its idle expiry forward; null for a missing, unknown or expired one. */
async function authenticate(
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

/** authenticate() on this database, for the admin guard (modules/auth/admin-guard.ts), which holds no repository. */
export function createSessionAuthenticator(db: Database) {
  const repository = createAuthRepository(db);
  return (token: string | undefined, now?: Date): Promise<AdminMe | null> =>
    authenticate(repository, token, now);
}

export async function logout(repository: AuthRepository, token: string | undefined): Promise<void> {
  if (token) await repository.deleteSession(hashSessionToken(token));
}

export function cleanupAuthRecords(repository: AuthRepository, now = new Date()) {
  return repository.deleteExpiredSessions(now);
}
