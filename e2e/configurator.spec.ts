import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Big from 'big.js';
import type { Category } from '../src/shared/schemas/category.ts';
import type { CustomOption } from '../src/shared/schemas/custom-option.ts';
import type { Product } from '../src/shared/schemas/product.ts';
import { expect, type Page, test } from './test.ts';

const artwork = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'artwork.pdf');

/**
 * The configurator's live total, checked against a price this test computes on its own, straight from
 * docs/product/pricing.md (not with src/shared/pricing.ts): unit = size + material (+ two-sided) (+ rush) (+
 * cut shape) (+ custom options), × (1 + finish %), × 1.1 laminated, × quantity, less the best quantity
 * discount.
 */
interface Choices {
  size?: string;
  material?: string;
  twoSided: boolean;
  rush: boolean;
  cutShape?: string;
  finish?: string;
  laminated: boolean;
  quantity: number;
  options: Record<string, boolean | string | string[]>;
}

function expectedTotal(product: Product, options: CustomOption[], choices: Choices): string {
  let unit = new Big(product.sizes.find((s) => s.value === choices.size)?.price ?? product.basePrice);
  unit = unit.plus(product.materials.find((m) => m.value === choices.material)?.priceModifier ?? 0);
  if (choices.twoSided) unit = unit.plus(product.doubleSidedPrice);
  if (choices.rush) unit = unit.plus(product.rushFee);
  unit = unit.plus(product.cutShapes.find((c) => c.value === choices.cutShape)?.price ?? 0);
  for (const option of options) {
    const choice = choices.options[option.id];
    const values = option.values ?? [];
    if (choice === true) unit = unit.plus(values[0]?.priceModifier ?? 0);
    if (typeof choice === 'string')
      unit = unit.plus(values.find((v) => v.value === choice)?.priceModifier ?? 0);
    if (Array.isArray(choice)) {
      for (const code of choice) unit = unit.plus(values.find((v) => v.value === code)?.priceModifier ?? 0);
    }
  }
  const finish = product.finishes.find((f) => f.value === choices.finish);
  if (finish) unit = unit.times(new Big(1).plus(new Big(finish.priceModifier).div(100)));
  if (choices.laminated) unit = unit.times('1.1');
  let total = unit.times(choices.quantity);
  const discount = Math.max(
    0,
    ...product.quantityDiscounts
      .filter((tier) => tier.minQuantity <= choices.quantity)
      .map((tier) => tier.discountPercent),
  );
  total = total.times(new Big(100).minus(discount).div(100));
  const dollars = total.round(2, Big.roundHalfUp).toFixed(2);
  return `$${Number(dollars).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
}

async function load(page: Page, slug: string) {
  const product = (await (await page.request.get(`/api/products/${slug}`)).json()) as Product;
  const categories = (await (await page.request.get('/api/categories')).json()) as Category[];
  const categoryOptions = categories.find((c) => c.id === product.categoryId)?.options.customOptions ?? [];
  const productIds = new Set(product.customOptions.map((o) => o.id));
  const options = [...categoryOptions.filter((o) => !productIds.has(o.id)), ...product.customOptions];
  await page.goto(`/products/${slug}`);
  await expect(page.getByRole('heading', { name: 'Customize Your Order' })).toBeVisible();
  return { product, options };
}

const total = (page: Page) => page.getByTestId('price-total');

const last = <T>(list: readonly T[]): T => {
  const item = list[list.length - 1];
  if (item === undefined) throw new Error('empty list');
  return item;
};

/** Walks every control the product has, checking the total after each change. */
async function walkControls(page: Page, product: Product, options: CustomOption[]) {
  const choices: Choices = {
    size: product.sizes[0]?.value,
    material: product.materials[0]?.value,
    twoSided: false,
    rush: false,
    cutShape: product.hasCutShapes ? product.cutShapes[0]?.value : undefined,
    finish: product.hasFinishes ? product.finishes[0]?.value : undefined,
    laminated: false,
    quantity: 1,
    options: {},
  };
  const check = async () => expect(total(page)).toHaveText(expectedTotal(product, options, choices));
  await check();
  const form = page.locator('form').filter({ has: page.getByLabel('Quantity') });

  if (product.sizes.length > 1) {
    choices.size = last(product.sizes).value;
    await form.getByLabel('Size', { exact: true }).selectOption(choices.size);
    await check();
  }
  if (product.materials.length > 1) {
    choices.material = last(product.materials).value;
    await form.getByLabel('Material', { exact: true }).selectOption(choices.material);
    await check();
  }
  if (product.hasDoubleSided) {
    choices.twoSided = true;
    await form.getByRole('radio', { name: /Two-sided/ }).check();
    await check();
  }
  if (product.hasCutShapes && product.cutShapes.length > 1) {
    choices.cutShape = last(product.cutShapes).value;
    await form.getByLabel('Cut Shape', { exact: true }).selectOption(choices.cutShape);
    await check();
  }
  if (product.hasFinishes && product.finishes.length > 1) {
    choices.finish = last(product.finishes).value;
    await form.getByLabel('Finish', { exact: true }).selectOption(choices.finish);
    await check();
  }
  if (product.hasLamination) {
    choices.laminated = true;
    await form.getByRole('radio', { name: /Laminated/ }).check();
    await check();
  }
  for (const option of options) {
    const values = option.values ?? [];
    const group = form.getByRole('group', { name: option.name });
    if (option.type === 'boolean') {
      choices.options[option.id] = true;
      await group.getByRole('radio', { name: /^Yes/ }).check();
    } else if (option.type === 'select') {
      choices.options[option.id] = last(values).value;
      await form.getByLabel(option.name).selectOption(last(values).value);
    } else {
      choices.options[option.id] = values.map((v) => v.value);
      for (const value of values) await group.getByRole('checkbox', { name: value.label }).check();
    }
    await check();
  }
  choices.rush = true;
  await form.getByRole('radio', { name: /Rush/ }).check();
  await check();

  const topTier = [...product.quantityDiscounts].sort((a, b) => b.minQuantity - a.minQuantity)[0];
  for (const quantity of [topTier ? topTier.minQuantity - 1 : 3, topTier ? topTier.minQuantity : 7]) {
    choices.quantity = quantity;
    await form.getByLabel('Quantity').fill(String(quantity));
    await check();
  }
  choices.quantity = 1;
  await form.getByLabel('Quantity').fill('0');
  await check();
}

test.describe('the configurator', () => {
  for (const slug of ['vinyl-banners', 'business-cards', 'yard-signs']) {
    test(`${slug}: every control changes the total to the expected price`, async ({ page }) => {
      const { product, options } = await load(page, slug);
      await walkControls(page, product, options);
    });
  }

  test('the next quantity tier is announced', async ({ page }) => {
    const { product } = await load(page, 'vinyl-banners');
    const first = [...product.quantityDiscounts].sort((a, b) => a.minQuantity - b.minQuantity)[0];
    if (!first) throw new Error('vinyl-banners has quantity discounts in the demo catalogue');
    await expect(
      page.getByText(`Add ${first.minQuantity - 1} more to save ${first.discountPercent}%`),
    ).toBeVisible();
  });

  test('upload mode without a file and create mode without a description are blocked @phone', async ({
    page,
  }) => {
    await load(page, 'business-cards');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Files Required', { exact: true })).toBeVisible();
    await expect(page.getByText('Please upload your artwork files.', { exact: true })).toBeVisible();

    await page.getByRole('radio', { name: /Design it for me/ }).check();
    await page.getByLabel(/Design Description/).fill('   ');
    await page.getByRole('button', { name: 'Order Now' }).click();
    await expect(page.getByText('Design Description Required', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Please describe what you want us to design.', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/products\/business-cards$/);
  });

  test('a required option left unanswered takes the focus and says why beside it @phone', async ({
    page,
  }) => {
    await load(page, 'yard-signs');
    await page.getByLabel(/Upload Artwork Files/).setInputFiles(artwork);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const stakes = page.getByLabel(/^Wire Stakes/);
    await expect(stakes).toBeFocused();
    await expect(stakes).toHaveAttribute('aria-invalid', 'true');
    await expect(stakes).toHaveAccessibleDescription('Wire Stakes is required');
    await expect(stakes).toBeInViewport();
    await expect(page.getByText('Choose your options', { exact: true })).toBeVisible();
    await stakes.selectOption('none');
    await expect(stakes).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('options start on the owner’s starting answers: Grommets every 2 ft, Wind Slits No @phone', async ({
    page,
  }) => {
    await load(page, 'vinyl-banners');
    const grommets = page.getByRole('combobox', { name: /^Grommets/ });
    await expect(grommets).toHaveValue('every-2ft');
    await expect(grommets.locator('option', { hasText: 'Choose…' })).toHaveCount(0);
    await expect(
      page.getByRole('group', { name: /^Wind Slits/ }).getByRole('radio', { name: 'No' }),
    ).toBeChecked();
  });

  test('a file of another type or over 10 MB is refused in the browser, naming it', async ({ page }) => {
    await load(page, 'business-cards');
    await page.getByLabel(/Upload Artwork Files/).setInputFiles([
      {
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
      },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('text') },
      { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
    ]);
    const alert = page.getByRole('alert').filter({ hasText: 'notes.txt' });
    await expect(alert).toContainText('notes.txt is not a supported file type.');
    await expect(alert).toContainText('huge.pdf is larger than 10MB.');
    await expect(page.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')).toHaveCount(1);
  });
});
