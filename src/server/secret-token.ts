import { createHash, randomBytes } from 'node:crypto';

/**
 * The secrets the shop hands out (an admin session, a link to an order or a quote): 256 random bits as
 * base64url, of which the database keeps only the SHA-256, so a leaked table opens nothing.
 */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What a token looks like (43 base64url characters): anything else is refused before any lookup. */
export const secretTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** What the database keeps instead of the token. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
