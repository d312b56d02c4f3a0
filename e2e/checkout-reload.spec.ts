import { addBusinessCardsToCart } from './store-order.ts';
import { expect, test } from './test.ts';

/**
 * The checkout survives a reload (the step is in the URL, the details in the tab's
 * session storage), and the browser's back and forward buttons move between its steps
 * (docs/product/shipping-and-checkout.md#the-checkout-steps-cart).
 */

test('a reload keeps the step and the details; back and forward move between steps @phone', async ({
  page,
}) => {
  await addBusinessCardsToCart(page);

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continue to Information' }).click();
  await expect(page).toHaveURL(/\/cart\?step=info$/);
  await page.getByLabel(/Full Name/).fill('Grace Hopper');
  await page.getByLabel(/Email/).fill('grace@example.com');
  await page.getByLabel(/Street Address/).fill('1 Navy Yard');
  await page.getByLabel(/City/).fill('Arlington');
  await page.getByLabel(/State/).selectOption('VA');
  await page.getByLabel(/ZIP Code/).fill('22202');
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await expect(page).toHaveURL(/\/cart\?step=shipping$/);
  await page.getByRole('radio', { name: /Rush Shipping/ }).check();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Shipping Method' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Rush Shipping/ })).toBeChecked();
  await expect(page.getByText('Ships to: 1 Navy Yard, Arlington, VA 22202')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/cart\?step=info$/);
  await expect(page.getByRole('heading', { name: 'Your Information' })).toBeVisible();
  await expect(page.getByLabel(/Full Name/)).toHaveValue('Grace Hopper');
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Shipping Method' })).toBeVisible();

  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/cart\?step=payment$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expect(page.getByText('grace@example.com')).toBeVisible();
  await page.getByRole('button', { name: 'Back to Shipping' }).click();
  await expect(page).toHaveURL(/\/cart\?step=shipping$/);
});
