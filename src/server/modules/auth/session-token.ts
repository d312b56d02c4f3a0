import { createHash, randomBytes } from 'node:crypto';

/** A new admin session id: 256 random bits, sent to the browser only in the httpOnly cookie. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the session id, so a leaked table opens no session. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
