import type { Product } from '../src/shared/schemas/product.ts';
import { centsOf } from './money-text.ts';
import { addBusinessCardsToCart } from './store-order.ts';
import { expect, test } from './test.ts';

/**
 * A cart line's quantity and options change in the cart (and in the configurator it was
 * made in) without sending the artwork again; the server prices it again, and the tier is named
 * (docs/product/shipping-and-checkout.md#the-cart).
 */

test('a cart line’s quantity and options change without a new upload @phone', async ({ page }) => {
  const product = (await (await page.request.get('/api/products/business-cards')).json()) as Product;
  const tier = product.quantityDiscounts.reduce((top, entry) =>
    entry.minQuantity > top.minQuantity ? entry : top,
  );
  await addBusinessCardsToCart(page);

  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line.getByTestId('line-total')).toBeVisible();
  const oneTotal = centsOf(await line.getByTestId('line-total').textContent());
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/cart')
      uploads.push(request.url());
  });

  // + adds one, and the server prices two.
  await line.getByRole('button', { name: 'One more Business Cards' }).click();
  await expect(line.getByLabel('Quantity')).toHaveValue('2');
  await expect(line.getByTestId('line-quantity')).toHaveText(/^2 × \$/);
  expect(centsOf(await line.getByTestId('line-total').textContent())).toBeGreaterThan(oneTotal);
  await line.getByRole('button', { name: 'One fewer Business Cards' }).click();
  await expect(line.getByTestId('line-total')).toHaveText(`$${(oneTotal / 100).toFixed(2)}`);

  // A typed quantity past the first tier is sent with Enter; the tier is named.
  await line.getByLabel('Quantity').fill(String(tier.minQuantity));
  await line.getByLabel('Quantity').press('Enter');
  await expect(line.getByTestId('line-discount-label')).toHaveText(
    `Quantity discount (${tier.discountPercent}%)`,
  );
  await expect(line.getByTestId('line-quantity')).toContainText(tier.minQuantity.toLocaleString('en-US'));

  // A quantity that is not whole is refused beside the box, and the line keeps its quantity.
  await line.getByLabel('Quantity').fill('0');
  await line.getByRole('button', { name: 'Update' }).click();
  await expect(line.getByRole('alert')).toHaveText('Quantity must be a whole number of at least 1');

  // Change options: the configurator opens with the line's choices and its file, and updates the line.
  await line.getByRole('link', { name: 'Change the options of Business Cards' }).click();
  await expect(page.getByTestId('editing-notice')).toBeVisible();
  await expect(page.getByLabel('Quantity')).toHaveValue(String(tier.minQuantity));
  await expect(page.getByRole('list', { name: 'Files kept with this item' })).toContainText('artwork.pdf');
  const laminated = page.getByRole('radio', { name: /Laminated/ });
  await laminated.check();
  await page.getByRole('button', { name: 'Update Cart Item' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Cart updated', { exact: true })).toBeVisible();

  const updated = page.getByTestId('cart-line');
  await expect(updated).toHaveCount(1);
  await expect(updated).toContainText('Laminated');
  await expect(updated.getByRole('list', { name: 'Files for Business Cards' })).toContainText('artwork.pdf');
  await expect(updated.getByTestId('line-discount-label')).toHaveText(
    `Quantity discount (${tier.discountPercent}%)`,
  );
  expect(uploads).toEqual([]);
});

test('a typed quantity is kept when the box is left by Tab, by a click or by Continue @phone', async ({
  page,
}) => {
  await addBusinessCardsToCart(page);
  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  const box = line.getByLabel('Quantity');

  await box.fill('3');
  await box.press('Tab');
  await expect(line.getByTestId('line-quantity')).toHaveText(/^3 × \$/);

  await box.fill('4');
  await page.getByRole('heading', { name: 'Review Your Order' }).click();
  await expect(line.getByTestId('line-quantity')).toHaveText(/^4 × \$/);

  await box.fill('10');
  await page.getByRole('button', { name: 'Continue to Information' }).click();
  await expect(page.getByRole('heading', { name: 'Your Information' })).toBeVisible();
  // The cart itself holds 10, as the server reads it for this browser's session.
  const quantities = await page.evaluate(async () => {
    const session = window.localStorage.getItem('cartSessionId') ?? '';
    const response = await fetch('/api/cart', { headers: { 'X-Session-Id': session } });
    return ((await response.json()) as { quantity: number }[]).map((item) => item.quantity);
  });
  expect(quantities).toEqual([10]);
});

test('a link to change a line this cart does not have says so, and the product can be added as usual', async ({
  page,
}) => {
  await page.goto('/products/business-cards?edit=999999');
  await expect(
    page.getByRole('status').filter({ hasText: 'That item is no longer in your cart.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(page.getByTestId('editing-notice')).toHaveCount(0);
});
