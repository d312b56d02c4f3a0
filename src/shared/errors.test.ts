import { describe, expect, it } from 'vitest';
import { apiMessages, errorCodes, webMessages } from './errors.ts';

/** Every fixed message with where it is, e.g. ['webMessages.download.failed', 'Failed to download…']. */
function fixedMessages(group: object, name: string): [string, string][] {
  return Object.entries(group).flatMap(([key, value]): [string, string][] => {
    if (typeof value === 'string') return [[`${name}.${key}`, value]];
    if (typeof value === 'object' && value !== null) return fixedMessages(value, `${name}.${key}`);
    return [];
  });
}

const all = [...fixedMessages(apiMessages, 'apiMessages'), ...fixedMessages(webMessages, 'webMessages')];

describe('the error messages', () => {
  it.each([
    // Word for word as docs/product/messages.md gives them.
    'Failed to fetch cart',
    'Failed to remove item',
    'Failed to clear cart',
    'Failed to fetch categories',
    'Failed to fetch products',
    'Product not found',
    'Failed to fetch orders',
    'Failed to update order status',
    'Failed to fetch reviews',
    'Failed to add item to cart. Please try again.',
    'Failed to process order. Please try again.',
    'File not found. It may have been moved or deleted.',
    'Failed to download file. Please try again.',
    'Downloaded file is empty. The file may be corrupted.',
    'An error occurred while downloading the file. Please check your connection and try again.',
    'Failed to update product.',
    'Creation failed',
    'Failed to create product. Please try again.',
    'Upload failed',
    'Failed to upload images. Please try again.',
    'Failed to upload videos. Please try again.',
    'Failed to add review',
    'Failed to create category',
    'Failed to update category',
    'Failed to delete category',
    'Error updating promotional settings',
    'Error creating discount code',
    'Error deleting discount code',
    'Failed to update shipping settings. Please try again.',
    'Invalid password or e-mail',
    'Failed to validate discount code',
    'Failed to create PayPal order',
    'No approval URL found in PayPal response',
    'Payment Error',
    'Payment Failed',
    'PayPal payment failed. Please try again or use a different payment method.',
    'Order Creation Failed',
    'Payment was successful but order creation failed. Please contact support.',
    'Order Failed',
    'Failed to place order. Please try again.',
    // The configurator's notices.
    'Files Required',
    'Please upload your artwork files.',
    'Design Description Required',
    'Please describe what you want us to design.',
    'Missing Information',
    'Please fill in required customer information',
    'Discount applied!',
  ])('holds SPEC’s “%s” word for word', (message) => {
    expect(all.map(([, text]) => text)).toContain(message);
  });

  it('writes each message once (the download’s 404 is the server’s own message)', () => {
    const seen = new Map<string, string[]>();
    for (const [where, text] of all) seen.set(text, [...(seen.get(text) ?? []), where]);
    const repeated = [...seen.values()].filter((places) => places.length > 1);
    expect(repeated).toEqual([['apiMessages.artworkNotFound', 'webMessages.download.notFound']]);
  });

  it('has no blank message and no message with stray spaces', () => {
    for (const [where, text] of all) expect(text, where).toMatch(/^\S(.*\S)?$/);
  });

  it('gives each error code one name', () => {
    const codes = Object.values(errorCodes);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });

  it('fills in the templated messages', () => {
    expect(apiMessages.tooManyLogins('15 minutes')).toBe('Too many failed logins. Try again in 15 minutes.');
    expect(apiMessages.tooManyQuoteRequests(5, 1)).toBe(
      'You have sent 5 quote requests in the last hour. Please try again in 1 minute, or call us.',
    );
    expect(apiMessages.tooManyQuoteRequests(5, 2)).toContain('in 2 minutes,');
    expect(webMessages.toggleDiscountCodeFailed(false, 'WELCOME10')).toBe('Could not deactivate WELCOME10');
  });
});
