import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { shoot } from './screenshots.ts';
import { expect, type Page, test } from './test.ts';

/**
 * Screenshots of every checkout step at 1280 and 390 px (screenshots/checkout-<step>-<width>.png, not
 * committed), and the layout they show: the summary beside the steps on a desktop, below them on a phone.
 */

const artwork = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'artwork.pdf');

async function shootStep(page: Page, step: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, `checkout-${step}`, { fullPage: true });
}

async function box(page: Page, name: string) {
  const found = await page.getByRole('region', { name }).boundingBox();
  if (!found) throw new Error(`${name} is not on screen`);
  return found;
}

for (const width of [1280, 390]) {
  test(`checkout steps at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
    await shootStep(page, 'empty');

    await page.goto('/products/business-cards');
    await page.getByLabel(/Upload Artwork Files/).setInputFiles(artwork);
    await page.getByRole('button', { name: 'Order Now' }).click();
    await expect(page.getByRole('heading', { name: 'Review Your Order' })).toBeVisible();
    await page.getByRole('region', { name: 'Order Summary' }).getByLabel('Discount code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('summary-discount')).toBeVisible();
    // Let the 'Discount applied!' toast close (5 s) so it covers nothing in the pictures.
    const applied = page.getByText('Discount applied!', { exact: true });
    await expect(applied).toBeVisible();
    await expect(applied).toBeHidden({ timeout: 10_000 });
    await shootStep(page, 'review');

    const step = await box(page, 'Review Your Order');
    const summary = await box(page, 'Order Summary');
    if (width >= 1024) expect(summary.x).toBeGreaterThanOrEqual(step.x + step.width);
    else expect(summary.y + summary.height).toBeLessThanOrEqual(step.y);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.getByRole('button', { name: 'Continue to Information' }).click();
    await page.getByLabel(/Full Name/).fill('Grace Hopper');
    await page.getByLabel(/Email/).fill('grace@example.com');
    await page.getByLabel(/Phone/).fill('555-0100');
    await shootStep(page, 'info');
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await expect(page.getByTestId('shipping-price-standard')).toHaveText('$15.00');
    await shootStep(page, 'shipping');
    await page.getByRole('radio', { name: /Store Pickup/ }).check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('radio', { name: 'PayPal (test mode)' })).toBeChecked();
    await shootStep(page, 'payment');
    const promised = await page.getByTestId('payment-delivery-dates').textContent();
    expect(promised).toMatch(/^Ready for pickup /);
    await page.getByRole('radio', { name: /Pay in Store/ }).check();
    await page.getByRole('button', { name: /^Place Order/ }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    // The confirmation repeats the checkout's date, and the proof asked for (the default) in its words.
    await expect(page.getByTestId('confirmation-expected')).toHaveText(
      `${promised}, if you approve your proof the day it arrives`,
    );
    await expect(page.getByText(/your order goes to print once you approve it/)).toBeVisible();
    await shootStep(page, 'confirmation');
  });
}
