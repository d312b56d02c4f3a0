import { hashSecretToken, newSecretToken } from '#server/secret-token';

/** A new admin session id: 256 random bits, sent to the browser only in the httpOnly cookie. */
export const newSessionToken = newSecretToken;

/** What the database keeps instead of the session id, so a leaked table opens no session. */
export const hashSessionToken = hashSecretToken;
