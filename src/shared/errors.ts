/**
 * Reading API error bodies (`{ message, code, issues? }`, see ErrorBody in schemas/common.ts) and the
 * SPEC §8 messages that both the server and the browser use.
 */

/** SPEC §6/§8: the admin login failure, returned by the server and shown by the login screen. */
export const invalidPasswordMessage = 'Invalid password';
/** SPEC §7: a product that does not exist (404 body and the storefront's thrown message). */
export const productNotFoundMessage = 'Product not found';
/** SPEC §8: an artwork file that is gone (404 body and the admin's alert). */
export const fileNotFoundMessage = 'File not found. It may have been moved or deleted.';
/** SPEC §5: a store-pay order without name or email. */
export const missingCustomerInfoMessage = 'Please fill in required customer information';

/**
 * The human message of an API error body: its `message`, else its `error` (the shape the PayPal order
 * call uses), else the fallback. Blank strings and non-objects give the fallback.
 */
export function errorMessageFrom(body: unknown, fallback: string): string {
  if (typeof body !== 'object' || body === null) return fallback;
  for (const key of ['message', 'error'] as const) {
    const value: unknown = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return fallback;
}
