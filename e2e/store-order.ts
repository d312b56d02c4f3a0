import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cartFields } from '../scripts/lib/cart-fields.mjs';
import { type APIRequestContext, expect, type Page } from './test.ts';

export const artworkPdf = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'artwork.pdf');

/** Business cards as they start, with the artwork uploaded, added to this browser's cart. */
export async function addBusinessCardsToCart(page: Page): Promise<void> {
  await page.goto('/products/business-cards');
  await page.getByLabel(/Upload Artwork Files/).setInputFiles(artworkPdf);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to Cart', { exact: true })).toBeVisible();
}

/**
 * A customer's order placed through the shop's API, as the checkout's last step sends it (the checkout's
 * screens have journeys of their own: checkout.spec.ts): business cards with the artwork, picked up and
 * paid in store, printed as submitted (so the order may go to In Progress without a proof). Answers the
 * order number.
 */
export async function placeStoreOrder(
  request: APIRequestContext,
  customer: { name: string; email?: string },
): Promise<string> {
  const session = { 'x-session-id': randomUUID() };
  const product = await request.get('/api/products/business-cards');
  expect(product.status()).toBe(200);
  const added = await request.post('/api/cart', {
    headers: session,
    multipart: {
      ...cartFields(await product.json()),
      files: { name: 'artwork.pdf', mimeType: 'application/pdf', buffer: readFileSync(artworkPdf) },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const placed = await request.post('/api/orders', {
    headers: { ...session, 'idempotency-key': randomUUID() },
    data: {
      customer: { name: customer.name, email: customer.email ?? 'ada@example.com' },
      shippingMethod: 'pickup',
      paymentMethod: 'store',
      proofRequested: false,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { orderNumber: string }).orderNumber;
}
