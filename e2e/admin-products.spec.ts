import sharp from 'sharp';
import type { Product } from '../src/shared/schemas/product.ts';
import { logInAsAdmin } from './admin-login.ts';
import { seriousViolations } from './axe.ts';
import { shoot, shootAtBothWidths } from './screenshots.ts';
import { expect, type Page, test } from './test.ts';

/**
 * The product editor against the real server: a new product with two sizes, a material, a finish, a quantity
 * tier, two uploaded pictures and a required custom option appears in the catalogue, its configurator prices
 * a configuration as this test computes it by hand from docs/product/pricing.md, and moving the second
 * picture to the top makes it the product page's main image.
 */

/** A plain PNG of one colour, made for the test. */
async function pictureFile(
  name: string,
  background: { r: number; g: number; b: number },
  { width, height } = { width: 900, height: 600 },
) {
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

async function addEntry(
  page: Page,
  noun: string,
  code: string,
  label: string,
  amount: string,
  amountLabel: string,
) {
  await page.getByLabel(`New ${noun} code`).fill(code);
  await page.getByLabel(`New ${noun} label`).fill(label);
  await page.getByLabel(`New ${noun} ${amountLabel}`).fill(amount);
  await page.getByRole('button', { name: `Add ${noun}`, exact: true }).click();
}

async function fillValue(page: Page, where: string, code: string, label: string, price: string) {
  await page.getByLabel(`Code, ${where}`, { exact: true }).fill(code);
  await page.getByLabel(`Label, ${where}`, { exact: true }).fill(label);
  await page.getByLabel(`Price modifier ($), ${where}`, { exact: true }).fill(price);
}

test('the admin creates a product that the shop then sells at the right price', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const name = `Mesh Fence Banner ${stamp}`;
  const slug = `mesh-fence-banner-${stamp}`;

  await page.goto('/admin/products');
  await logInAsAdmin(page);
  await page.getByRole('button', { name: 'Create New Product' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('New Product');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Slug', { exact: true }).fill(slug);
  await page.getByLabel('Base price ($)').fill('20');
  await page.getByLabel('Special finishes').check();

  await addEntry(page, 'size', '2x4', "2' x 4'", '20', 'price');
  // Printed at 36 × 72 in: the artwork check measures against it.
  await page.getByLabel('New size width (in)').fill('36');
  await page.getByLabel('New size height (in)').fill('72');
  await addEntry(page, 'size', '3x6', "3' x 6'", '36.50', 'price');
  await addEntry(page, 'material', 'mesh', '9oz Mesh', '1.50', 'price modifier');
  await addEntry(page, 'finish', 'hem', 'Hemmed edges', '10', 'percentage');
  await page.getByLabel('Minimum quantity').fill('10');
  await page.getByLabel('Discount (%)').fill('15');
  await page.getByRole('button', { name: 'Add discount' }).click();

  await page.getByRole('button', { name: 'Add Option', exact: true }).click();
  await page.getByLabel('Option name, option 1').fill('Grommets');
  await page.getByLabel('Type, option 1').selectOption('select');
  await page.getByLabel('Required, option 1').check();
  await fillValue(page, 'option 1 value 1', 'none', 'No grommets', '0');
  await page.getByRole('button', { name: 'Add value, option 1' }).click();
  await fillValue(page, 'option 1 value 2', 'corners', 'Corner grommets', '2.50');
  await page
    .getByLabel('Upload images')
    .setInputFiles([
      await pictureFile('red.png', { r: 200, g: 30, b: 30 }),
      await pictureFile('blue.png', { r: 30, g: 60, b: 200 }),
    ]);
  await expect(page.getByText('2 image(s) added to product', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText('Product created', { exact: true })).toBeVisible();
  await shoot(page, 'admin-products-product-editor');

  await page.goto(`/?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await page.goto(`/products/${slug}`);
  await expect(page.getByRole('heading', { name: 'Customize Your Order' })).toBeVisible();
  const form = page.locator('form').filter({ has: page.getByLabel('Quantity') });
  await form.getByLabel('Size', { exact: true }).selectOption('3x6');
  await form.getByLabel('Grommets').selectOption('corners');
  await form.getByLabel('Quantity').fill('10');
  // (36.50 + 1.50 + 2.50) × 1.10 × 10 = 445.50, less 15 % = 378.675 → $378.68
  await expect(page.getByTestId('price-total')).toHaveText('$378.68');
  // 3600 × 1800 px at 36 × 72 in is 50 DPI: red by the defaults for a sign of this size (75 DPI at least).
  const artwork = await pictureFile('fence.png', { r: 30, g: 120, b: 60 }, { width: 3600, height: 1800 });
  await page.getByLabel(/Upload Artwork Files/).setInputFiles(artwork);
  const chosen = page.getByRole('list', { name: 'Chosen files' });
  await expect(chosen.getByText('Low resolution: this may print blurry')).toBeVisible();

  // Reorder: the second picture becomes the main one on the product page.
  const stored = (await (await page.request.get(`/api/products/${slug}`)).json()) as Product;
  expect(stored.media.map((item) => item.type)).toEqual(['image', 'image']);
  const [first, second] = stored.media;
  const mainImage = page.getByRole('img', { name: `${name}, image 1 of 2` });
  await expect(mainImage).toHaveAttribute('src', first!.url);

  // The picker finds the product by a part of its name; choosing it opens it in the editor.
  await page.goto('/admin/products');
  const picker = page.getByRole('combobox', { name: 'Product', exact: true });
  await picker.fill(stamp);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]product=${stored.id}(&|$)`));
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(picker).toHaveValue(name);
  await page.getByRole('button', { name: 'Move media 2 up' }).click();
  // The 3' x 6' size's price edited in place, and the size moved first (the configurator's default).
  await page.getByRole('button', { name: "Edit size 3' x 6'" }).click();
  await page.getByLabel('Price of size 3x6').fill('40');
  await page.getByRole('button', { name: 'Save size' }).click();
  await page.getByRole('button', { name: "Move size 3' x 6' up" }).click();
  const firstSize = page.getByRole('list', { name: 'Size Options' }).getByRole('listitem').first();
  await expect(firstSize).toContainText("3' x 6' (3x6)Default");
  await expect(firstSize).toContainText('$40.00');
  // The owner asks less of this fence banner, seen from the road: 50 DPI is great, 25 OK.
  await page.getByLabel('OK at this size from (DPI)').fill('60');
  await page.getByLabel('Great for print from (DPI)').fill('50');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Must be at least the OK threshold')).toBeVisible();
  await page.getByLabel('OK at this size from (DPI)').fill('25');
  await shootAtBothWidths(
    page,
    'admin-product-print-quality',
    page.getByRole('group', { name: /Print quality/ }),
  );
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product updated', { exact: true })).toBeVisible();
  await page.goto(`/products/${slug}`);
  await expect(mainImage).toHaveAttribute('src', second!.url);
  await expect(form.getByLabel('Size', { exact: true })).toHaveValue('3x6');
  await form.getByLabel('Grommets').selectOption('corners');
  await form.getByLabel('Quantity').fill('10');
  // (40.00 + 1.50 + 2.50) × 1.10 × 10 = 484.00, less 15 % = $411.40
  await expect(page.getByTestId('price-total')).toHaveText('$411.40');
  // The same picture is green now, by the owner's setting.
  await page.getByLabel(/Upload Artwork Files/).setInputFiles(artwork);
  await expect(chosen.getByText('Great for print')).toBeVisible();
  await expect(chosen.getByText(/about 50 DPI: great for this product \(50 DPI or more\)/)).toBeVisible();
});
