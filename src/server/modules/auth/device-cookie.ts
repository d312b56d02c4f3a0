import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's device cookie ("Slow Down Online Guessing Attacks with Device Cookies"): a browser that has
 * logged in to an account keeps `<e-mail>,<nonce>,<signature>`; its later login attempts for that
 * account are throttled per device instead of per account, so strangers failing on the account do not
 * lock its owner out (decision 0016).
 */
export const ADMIN_DEVICE_COOKIE = 'admin_device';
/** Sent only with the login request: no other route reads it. */
export const DEVICE_COOKIE_PATH = '/api/admin/login';
/** The browser keeps it a year; each successful login replaces it with a new one. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The signing key of one account, derived from its stored password hash (random salt and scrypt
 * output, kept only in the database): every instance has it, it survives restarts, and a password
 * reset makes every device cookie of the account worthless.
 */
function deviceKey(passwordHash: string): Buffer {
  return Buffer.from(hkdfSync('sha256', passwordHash, '', 'printshop admin device cookie v1', 32));
}

function sign(email: string, nonce: string, passwordHash: string): string {
  return createHmac('sha256', deviceKey(passwordHash)).update(`${email},${nonce}`).digest('base64url');
}

/** A new device cookie for the account (e-mail trimmed and lowercased) and the device id it carries. */
export function newDeviceCookie(email: string, passwordHash: string): { value: string; device: string } {
  const nonce = randomBytes(16).toString('base64url');
  return { value: `${email},${nonce},${sign(email, nonce, passwordHash)}`, device: nonce };
}

/**
 * The device id of a cookie signed for this account (e-mail trimmed and lowercased); null for a
 * missing, malformed, forged or tampered cookie, or one issued for another e-mail or before the
 * account's password last changed.
 */
export function trustedDevice(
  cookie: string | undefined,
  email: string,
  passwordHash: string,
): string | null {
  if (!cookie) return null;
  // The nonce and the signature are base64url (no commas); the e-mail is everything before them.
  const signatureAt = cookie.lastIndexOf(',');
  const nonceAt = cookie.lastIndexOf(',', signatureAt - 1);
  if (nonceAt <= 0) return null;
  const cookieEmail = cookie.slice(0, nonceAt);
  const nonce = cookie.slice(nonceAt + 1, signatureAt);
  if (cookieEmail !== email || !/^[\w-]{22}$/.test(nonce)) return null;
  const given = Buffer.from(cookie.slice(signatureAt + 1));
  const expected = Buffer.from(sign(email, nonce, passwordHash));
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}
