import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from './test.ts';

export const artworkPdf = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'artwork.pdf');

/** Business cards as they start, with the artwork uploaded, added to this browser's cart. */
export async function addBusinessCardsToCart(page: Page): Promise<void> {
  await page.goto('/products/business-cards');
  await page.getByLabel(/Upload Artwork Files/).setInputFiles(artworkPdf);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to Cart', { exact: true })).toBeVisible();
}

/**
 * A customer in their own browser context: business cards with the artwork, picked up and paid in store,
 * printed as submitted (so the order may go to In Progress without a proof). Answers the order number.
 */
export async function placeStoreOrder(
  page: Page,
  customer: { name: string; email?: string },
): Promise<string> {
  await addBusinessCardsToCart(page);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continue to Information' }).click();
  await page.getByLabel(/Full Name/).fill(customer.name);
  await page.getByLabel(/Email/).fill(customer.email ?? 'ada@example.com');
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await page.getByRole('radio', { name: /Store Pickup/ }).check();
  await page.getByRole('radio', { name: /Print as submitted/ }).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: /Pay in Store/ }).check();
  await page.getByRole('button', { name: /^Place Order/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  return (await page.getByTestId('order-number').textContent()) ?? '';
}
