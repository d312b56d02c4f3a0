import sharp from 'sharp';
import { shoot } from './screenshots.ts';
import { expect, test } from './test.ts';

/**
 * Issue 19, item 2: the artwork check in the browser the moment a file is chosen, updated as the size
 * changes, and the server's check on the cart line.
 */

/** A plain PNG of the given pixels (the check reads the size, not the picture). */
async function png(width: number, height: number) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: '#2148d6' } })
    .png()
    .toBuffer();
  return { name: `logo-${width}x${height}.png`, mimeType: 'image/png', buffer };
}

test('a picture too small for a 3′ × 6′ banner is red, amber at 2′ × 4′, and the cart shows the check @phone', async ({
  page,
}) => {
  await page.goto('/products/vinyl-banners');
  const form = page.locator('form').filter({ has: page.getByLabel('Quantity') });
  await form.getByLabel('Size', { exact: true }).selectOption('3x6');
  await page.getByLabel(/Upload Artwork Files/).setInputFiles(await png(7200, 3600));
  const chosen = page.getByRole('list', { name: 'Chosen files' });
  await expect(chosen.getByText('Low resolution: this may print blurry')).toBeVisible();
  await expect(chosen.getByText(/7200 × 3600 px printed at 36 × 72 in is about 100 DPI/)).toBeVisible();
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
  await expect(files.getByText(/7200 × 3600 px printed at 24 × 48 in is about 150 DPI/)).toBeVisible();
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
