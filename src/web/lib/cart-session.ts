/**
 * The anonymous cart is keyed by a client-generated UUID kept in local storage
 * (docs/product/shipping-and-checkout.md#the-cart).
 */
export const CART_SESSION_KEY = 'cartSessionId';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Used when local storage is unavailable (private mode, blocked storage): one id per page load. */
let memoryId: string | undefined;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

function randomUuid(): string {
  // randomUUID only exists in secure contexts (https or localhost); fall back to getRandomValues.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Returns the cart session id, creating and storing one on the first visit (or when the stored one is not a UUID). */
export function getCartSessionId(): string {
  try {
    const stored = window.localStorage.getItem(CART_SESSION_KEY);
    if (isUuid(stored)) return stored;
    const id = memoryId ?? randomUuid();
    memoryId = id;
    window.localStorage.setItem(CART_SESSION_KEY, id);
    return id;
  } catch {
    // Storage blocked (private mode, disabled cookies): keep one id for this page load.
    memoryId ??= randomUuid();
    return memoryId;
  }
}
