import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lowestCustomSizeCents } from '../src/shared/custom-size.ts';
import { formatUSD } from '../src/shared/money.ts';
import type { Product } from '../src/shared/schemas/product.ts';
import { logInAsAdmin } from './admin-login.ts';
import { centsOf } from './money-text.ts';
import { expect, test } from './test.ts';

/**
 * A 4 ft × 10 ft custom vinyl banner (docs/product/pricing.md#custom-sizes), five of them (the 5 % tier). The
 * price shown is checked against the rule computed here from the product's own setting: max(area × rate,
 * minimum) + the chosen material and grommets, × 5, less 5 %, rounded once. Then the cart, the confirmation
 * and the admin's order all name the size in the feet it was typed in, with its inches:
 * '4 × 10 ft (48 × 120 in, custom)'.
 */

const artwork = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'artwork.pdf');
const sizeText = '4 × 10 ft (48 × 120 in, custom)';

/** Whole cents, half-up, of a non-negative exact amount given as a fraction. */
const roundHalfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

test('a custom 4 ft × 10 ft banner is priced by area, ordered, and named everywhere', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const product = (await (await page.request.get('/api/products/vinyl-banners')).json()) as Product;
  const setting = product.customSize;
  expect(setting).not.toBeNull();
  if (!setting) return;
  const matte = product.materials.find((material) => material.value === '15oz-matte-vinyl')!;
  const grommets = product.customOptions.find((option) => option.name === 'Grommets')!;
  const corners = grommets.values!.find((value) => value.value === 'corners')!;
  const tier = product.quantityDiscounts.find((entry) => entry.minQuantity === 5)!;

  // The rule, in whole cents: 48 × 120 in = 40 sq ft.
  const areaCents = roundHalfUp(48 * 120 * centsOf(`$${setting.ratePerSqFt}`), 144);
  const sizeCents = Math.max(areaCents, centsOf(`$${setting.minimumCharge}`));
  const unitCents =
    sizeCents + centsOf(`$${matte.priceModifier}`) + Math.round(Number(corners.priceModifier) * 100);
  const expectedTotal = roundHalfUp(unitCents * 5 * (100 - tier.discountPercent), 100);

  await page.goto('/products/vinyl-banners');
  const form = page.locator('form').filter({ has: page.getByLabel('Quantity') });
  await form.getByLabel('Size', { exact: true }).selectOption({
    label: `Custom size (from ${formatUSD(lowestCustomSizeCents(setting))})`,
  });
  await form.getByLabel('Width (ft)').fill('4.1');
  await form.getByLabel('Height (ft)').fill('10');
  await expect(form.getByText('Width must be a multiple of 0.5 ft')).toBeVisible();
  await expect(page.getByTestId('price-total')).toHaveCount(0);
  await page.getByLabel(/Upload Artwork Files/).setInputFiles(artwork);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Choose your options', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Width (ft)')).toBeFocused();

  await form.getByLabel('Width (ft)').fill('4');
  await expect(form.getByText('Width must be a multiple of 0.5 ft')).toHaveCount(0);
  await expect(page.getByTestId('custom-size-rate')).toHaveText(`40 sq ft at $${setting.ratePerSqFt}/sq ft`);
  await form.getByLabel('Material').selectOption(matte.value);
  await form.getByLabel(/Grommets/).selectOption(corners.value);
  await form.getByLabel('Quantity').fill('5');
  await form.getByLabel('Quantity').blur();
  await expect(page.getByTestId('price-discount-label')).toHaveText(
    `Quantity discount (${tier.discountPercent}%)`,
  );
  expect(centsOf(await page.getByTestId('price-total').textContent())).toBe(expectedTotal);

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to Cart', { exact: true })).toBeVisible();

  await page.goto('/cart');
  const line = page.getByTestId('cart-line').filter({ has: page.getByRole('link', { name: product.name }) });
  await expect(line).toContainText(sizeText);
  expect(centsOf(await line.getByTestId('line-total').textContent())).toBe(expectedTotal);

  const customerName = `Custom Size ${Date.now()}`;
  await page.getByRole('button', { name: 'Continue to Information' }).click();
  await page.getByLabel(/Full Name/).fill(customerName);
  await page.getByLabel(/Email/).fill('sizes@example.com');
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await page.getByRole('radio', { name: /Store Pickup/ }).check();
  await page.getByRole('radio', { name: /Print as submitted/ }).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: /Pay in Store/ }).check();
  await page.getByRole('button', { name: /^Place Order/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const ordered = page
    .getByRole('list', { name: 'Ordered items' })
    .getByRole('listitem')
    .filter({ hasText: product.name });
  await expect(ordered.first()).toContainText(sizeText);
  expect(centsOf(await ordered.first().getByTestId('line-breakdown-total').textContent())).toBe(
    expectedTotal,
  );
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';

  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await adminPage.goto('/admin/orders');
  await logInAsAdmin(adminPage);
  await adminPage
    .getByRole('table', { name: 'Orders table' })
    .getByRole('button', { name: `View order ${orderNumber}` })
    .click();
  const dialog = adminPage.getByRole('dialog');
  await expect(dialog).toContainText(customerName);
  await expect(dialog).toContainText(sizeText);
  await admin.close();
});
