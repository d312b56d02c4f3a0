import sharp from 'sharp';
import { shoot } from './screenshots.ts';
import { expect, test } from './test.ts';

/**
 * The artwork check (docs/product/storefront.md#the-artwork-check) in the browser the moment a file is
 * chosen, updated as the size changes, and the server's check on the cart line.
 */

/** A plain JPEG of the given pixels: a large picture in few bytes (the browser reads its size, not its pixels). */
async function jpeg(width: number, height: number) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: '#2148d6' } })
    .jpeg({ quality: 50 })
    .toBuffer();
  return { name: `banner-${width}x${height}.jpg`, mimeType: 'image/jpeg', buffer };
}

/** A plain PNG of the given pixels (the check reads the size, not the picture). */
async function png(width: number, height: number) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: '#2148d6' } })
    .png()
    .toBuffer();
  return { name: `logo-${width}x${height}.png`, mimeType: 'image/png', buffer };
}

test('a picture too small for a 3′ × 6′ sign is red, amber at 2′ × 4′, and the cart shows the check @phone', async ({
  page,
}) => {
  await page.goto('/products/vinyl-banners');
  const form = page.locator('form').filter({ has: page.getByLabel('Quantity') });
  await form.getByLabel('Size', { exact: true }).selectOption('3x6');
  await page.getByLabel(/Upload Artwork Files/).setInputFiles(await png(3600, 1800));
  const chosen = page.getByRole('list', { name: 'Chosen files' });
  await expect(chosen.getByText('Low resolution: this may print blurry')).toBeVisible();
  await expect(
    chosen.getByText(
      /3600 × 1800 px printed at 36 × 72 in is about 50 DPI, under the 75 DPI a sign of this size needs/,
    ),
  ).toBeVisible();
  await expect(chosen.locator('img')).toBeVisible();
  await chosen.scrollIntoViewIfNeeded();
  await shoot(page, 'configurator-artwork-red');

  await form.getByLabel('Size', { exact: true }).selectOption('2x4');
  await expect(chosen.getByText('OK at this size')).toBeVisible();
  await expect(chosen.getByText('Low resolution: this may print blurry')).toHaveCount(0);
  await shoot(page, 'configurator-artwork-amber');

  // A warning, not a block: the line goes to the cart with the server's own check.
  await form.getByRole('combobox', { name: 'Grommets' }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to Cart', { exact: true })).toBeVisible();
  await page.goto('/cart');
  const files = page.getByRole('list', { name: /^Files for/ });
  await expect(files.getByText('OK at this size')).toBeVisible();
  await expect(
    files.getByText(/3600 × 1800 px printed at 24 × 48 in is about 75 DPI: fine for a sign/),
  ).toBeVisible();
  await expect(files.locator('img')).toHaveAttribute('src', /^data:image\/webp;base64,/);
  await files.scrollIntoViewIfNeeded();
  await shoot(page, 'cart-artwork-check');

  // Changing the line in the configurator: the kept file is checked again at each size chosen.
  await page.getByRole('link', { name: 'Change the options of Vinyl Banners' }).click();
  const kept = page.getByRole('list', { name: 'Files kept with this item' });
  await expect(kept.getByText('OK at this size')).toBeVisible();
  await form.getByLabel('Size', { exact: true }).selectOption('3x6');
  await expect(kept.getByText('Low resolution: this may print blurry')).toBeVisible();
});

test('a 3′ × 10′ banner’s picture at about 120 DPI is green: a banner is seen from afar', async ({
  page,
}) => {
  await page.goto('/products/vinyl-banners');
  const form = page.locator('form').filter({ has: page.getByLabel('Quantity') });
  await form.getByLabel('Size', { exact: true }).selectOption('3x10');
  // 4320 × 14400 px over 36 × 120 in (2.8 m²): 120 DPI, past the 100 DPI a banner of this size needs.
  await page.getByLabel(/Upload Artwork Files/).setInputFiles(await jpeg(4320, 14400));
  const chosen = page.getByRole('list', { name: 'Chosen files' });
  await expect(chosen.getByText('Great for print')).toBeVisible();
  await expect(
    chosen.getByText(
      '4320 × 14400 px printed at 36 × 120 in is about 120 DPI: great for a banner of this size, seen from 10 feet or more (100 DPI or more).',
    ),
  ).toBeVisible();
  await chosen.scrollIntoViewIfNeeded();
  await shoot(page, 'configurator-artwork-banner-green');
});
