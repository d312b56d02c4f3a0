import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Product } from '../src/shared/schemas/product.ts';
import { centsOf } from './money-text.ts';
import { expect, type Locator, type Page, test } from './test.ts';

/**
 * Every set of numbers printed together adds up as written (docs/decisions/0024-printed-line-arithmetic.md),
 * and the quantity tier is named, in the configurator, the cart and the confirmation, for three products with
 * tiers (each ordered past its highest tier, laminated and with its dearest finish where it has them, so that
 * the unit price holds fractions of a cent where it can). The arithmetic is checked from the page's own text.
 */

const artwork = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'artwork.pdf');
const slugs = ['custom-stickers', 'business-cards', 'flyers'];

type Printed = { quantity: string; before: number; discountLabel: string; discount: number; total: number };

/** '12 × $84.48' → its product in cents; 'Quantity 12' → null. */
function productOf(quantityText: string): number | null {
  const match = /^([\d,]+) × (\$[\d,.]+)$/.exec(quantityText.trim());
  if (!match) return null;
  return Number(match[1]!.replaceAll(',', '')) * centsOf(match[2]!);
}

function expectAddsUp(printed: Printed, quantity: number, tierPercent: number) {
  const product = productOf(printed.quantity);
  if (product === null) {
    expect(printed.quantity).toBe(`Quantity ${quantity.toLocaleString('en-US')}`);
  } else {
    expect(product).toBe(printed.before);
  }
  expect(printed.before - printed.discount).toBe(printed.total);
  expect(printed.discountLabel).toBe(`Quantity discount (${tierPercent}%)`);
}

async function expectEach(each: Locator, total: number, quantity: number) {
  const text = (await each.textContent()) ?? '';
  const cents = centsOf(text.replace('about', ''));
  // Printed plainly only when quantity × each is the total.
  expect(text.startsWith('about '), text).toBe(cents * quantity !== total);
}

async function readConfigurator(page: Page): Promise<Printed> {
  return {
    quantity: (await page.getByTestId('price-quantity').textContent()) ?? '',
    before: centsOf(await page.getByTestId('price-before').textContent()),
    discountLabel: (await page.getByTestId('price-discount-label').textContent()) ?? '',
    discount: centsOf(await page.getByTestId('price-discount').textContent()),
    total: centsOf(await page.getByTestId('price-total').textContent()),
  };
}

async function readLine(line: Locator): Promise<Printed> {
  return {
    quantity: (await line.getByTestId('line-quantity').textContent()) ?? '',
    before: centsOf(await line.getByTestId('line-before').textContent()),
    discountLabel: (await line.getByTestId('line-discount-label').textContent()) ?? '',
    discount: centsOf(await line.getByTestId('line-discount').textContent()),
    total: centsOf(await line.getByTestId('line-breakdown-total').textContent()),
  };
}

type Configured = { name: string; quantity: number; tierPercent: number; printed: Printed };

async function configure(page: Page, slug: string): Promise<Configured> {
  const product = (await (await page.request.get(`/api/products/${slug}`)).json()) as Product;
  const top = product.quantityDiscounts.reduce((best, tier) =>
    tier.minQuantity > best.minQuantity ? tier : best,
  );
  const quantity = top.minQuantity + 3;
  await page.goto(`/products/${slug}`);
  const form = page.locator('form').filter({ has: page.getByLabel('Quantity') });
  if (product.hasFinishes && product.finishes.length > 1) {
    const dearest = product.finishes.reduce((best, finish) =>
      finish.priceModifier > best.priceModifier ? finish : best,
    );
    await form.getByLabel('Finish', { exact: true }).selectOption(dearest.value);
  }
  if (product.hasLamination) await form.getByRole('radio', { name: /Laminated/ }).check();
  await form.getByLabel('Quantity').fill(String(quantity));
  await form.getByLabel('Quantity').blur();
  await expect(page.getByTestId('price-discount-label')).toHaveText(
    `Quantity discount (${top.discountPercent}%)`,
  );
  // The price breaks mark the row of the quantity chosen, with the tier's discount.
  await expect(page.getByTestId('tier-table').locator('tr[aria-current="true"]')).toContainText(
    `${quantity >= top.minQuantity ? `${top.minQuantity.toLocaleString('en-US')}+` : ''}${top.discountPercent}%`,
  );
  const printed = await readConfigurator(page);
  expectAddsUp(printed, quantity, top.discountPercent);
  await expectEach(page.getByTestId('price-each'), printed.total, quantity);
  await page.getByLabel(/Upload Artwork Files/).setInputFiles(artwork);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to Cart', { exact: true })).toBeVisible();
  return { name: product.name, quantity, tierPercent: top.discountPercent, printed };
}

test('a line’s price adds up as written and names its tier: configurator, cart, confirmation @phone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const configured: Configured[] = [];
  for (const slug of slugs) configured.push(await configure(page, slug));

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Review Your Order' })).toBeVisible();
  for (const { name, quantity, tierPercent, printed } of configured) {
    const line = page.getByTestId('cart-line').filter({ has: page.getByRole('link', { name }) });
    const shown = await readLine(line);
    expectAddsUp(shown, quantity, tierPercent);
    // The cart prints the configurator's figures, and its line total is the one in the line's corner.
    expect(shown).toEqual(printed);
    expect(centsOf(await line.getByTestId('line-total').textContent())).toBe(printed.total);
    await expectEach(line.getByTestId('line-each'), printed.total, quantity);
  }

  await page.getByRole('button', { name: 'Continue to Information' }).click();
  await page.getByLabel(/Full Name/).fill('Grace Hopper');
  await page.getByLabel(/Email/).fill('grace@example.com');
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await page.getByRole('radio', { name: /Pickup/ }).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: /Pay in Store/ }).check();
  await page.getByRole('button', { name: /^Place Order/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();

  const items = page.getByRole('list', { name: 'Ordered items' });
  for (const { name, quantity, tierPercent, printed } of configured) {
    const line = items.getByRole('listitem').filter({ hasText: name }).first();
    const shown = await readLine(line);
    expectAddsUp(shown, quantity, tierPercent);
    expect(shown).toEqual(printed);
    await expectEach(line.getByTestId('line-each'), printed.total, quantity);
  }
});
