import { deflateSync } from 'node:zlib';
import type { Product } from '../src/shared/schemas/product.ts';
import { logInAsAdmin } from './admin-login.ts';
import { seriousViolations } from './axe.ts';
import { expect, newVisitor, type Page, test } from './test.ts';

/**
 * The Reviews tab against the real server (docs/product/admin.md#reviews-tab): a customer's review waits for
 * approval, shows on the product page once the admin approves it, and the admin adds, edits and deletes
 * reviews.
 */

// yard-signs for the customer's review (not vinyl-banners: product-page.spec.ts counts its reviews);
// flyers for the admin's own reviews, so the two journeys never change each other's counts.
const customerSlug = 'yard-signs';
const adminSlug = 'flyers';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A real 48×32 RGB PNG (an orange and blue split), built here so no binary fixture is needed. */
function samplePng(): Buffer {
  const width = 48;
  const height = 32;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0); // filter: none
    for (let x = 0; x < width; x += 1) rows.push(...(x < width / 2 ? [245, 158, 11] : [29, 78, 216]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function productOf(page: Page, slug: string): Promise<Product> {
  const response = await page.request.get(`/api/products/${slug}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Product;
}

async function approvedRatings(page: Page, productId: number): Promise<number[]> {
  const response = await page.request.get(`/api/products/${productId}/reviews`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { rating: number }[]).map((review) => review.rating);
}

/** How the stars read out an average (the server keeps two decimals, the stars one). */
function ratingLabel(ratings: number[]): string {
  const average = Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 100) / 100;
  return `Rated ${Number(average.toFixed(1))} out of 5`;
}

const reviewCountText = (count: number) => `${count} ${count === 1 ? 'Review' : 'Reviews'}`;

async function openAdminReviews(page: Page) {
  await page.goto('/admin/reviews');
  await logInAsAdmin(page);
  await expect(page.getByRole('button', { name: 'Add Review' })).toBeVisible();
}

async function deleteReview(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete review by ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this review?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Review deleted successfully', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('review-card').filter({ hasText: name })).toHaveCount(0);
}

// One customer submission per run (the server allows five an hour from one address): admin-desktop only.
test('a customer review waits for approval, then shows on the product page', async ({
  page,
  browser,
}, testInfo) => {
  const name = `Rita Reviewer ${testInfo.project.name} ${Date.now()}`;
  const comment = `Sturdy signs, crisp colours and quick delivery (${name}).`;
  const product = await productOf(page, customerSlug);
  const count = product.reviewCount;
  const ratings = await approvedRatings(page, product.id);
  expect(ratings).toHaveLength(count);
  expect(count).toBeGreaterThan(0);

  const { context: shopper, page: customer } = await newVisitor(browser);
  try {
    await customer.goto(`/products/${customerSlug}`);
    await expect(customer.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(customer.getByText(reviewCountText(count), { exact: true })).toBeVisible();
    await customer.getByRole('tab', { name: `Reviews (${count})` }).click();
    const reviewsPanel = customer.getByRole('tabpanel', { name: `Reviews (${count})` });
    await expect(reviewsPanel.getByRole('article')).toHaveCount(count);

    await reviewsPanel.getByRole('button', { name: 'Write a review' }).click();
    const form = reviewsPanel.getByRole('form', { name: 'Write a review' });
    await form.getByLabel('Your name').fill(name);
    const fourStars = form.getByRole('radio', { name: '4 stars' });
    // The radio itself is visually hidden: choose the star the way a shopper does, through its label.
    await form
      .locator('label')
      .filter({ has: customer.getByRole('radio', { name: '4 stars' }) })
      .click();
    await expect(fourStars).toBeChecked();
    await form.getByLabel('Your review').fill(comment);
    await form.getByLabel(/^Photos/).setInputFiles({
      name: 'sign-in-the-yard.png',
      mimeType: 'image/png',
      buffer: samplePng(),
    });
    await expect(form.getByRole('img', { name: 'Preview of sign-in-the-yard.png' })).toBeVisible();
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(reviewsPanel.getByRole('status')).toHaveText(
      'Thank you for your review! It will appear here once it has been approved.',
    );

    // Waiting for approval: not on the page, and not counted.
    await customer.reload();
    await customer.getByRole('tab', { name: `Reviews (${count})` }).click();
    await expect(reviewsPanel.getByRole('article')).toHaveCount(count);
    await expect(reviewsPanel.getByText(comment)).toHaveCount(0);
    await expect(customer.getByText(reviewCountText(count), { exact: true })).toBeVisible();

    // The admin finds it under the product, pending, with its picture, and approves it.
    await openAdminReviews(page);
    // The filter searches the products as the admin types.
    await page.getByRole('combobox', { name: 'Filter by product' }).fill(product.name);
    await page.getByRole('option', { name: product.name, exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Filter by product' })).toHaveValue(product.name);
    await expect(page).toHaveURL(new RegExp(`[?&]product=${product.id}(&|$)`));
    const card = page.getByTestId('review-card').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    // Only this product's reviews are listed.
    await expect(page.getByTestId('review-card')).toHaveCount(count + 1);
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();
    await expect(card).toContainText(comment);
    await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(card.getByRole('list', { name: `Pictures from ${name}` }).getByRole('link')).toHaveCount(1);
    await card.getByRole('button', { name: `Approve review by ${name}` }).click();
    await expect(page.getByText('Review approved successfully', { exact: true }).first()).toBeVisible();
    await expect(card.getByText('Approved', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `Approve review by ${name}` })).toHaveCount(0);

    // Now the product page lists it, counts it and averages it in.
    const after = [...ratings, 4];
    await customer.reload();
    await expect(customer.getByText(reviewCountText(count + 1), { exact: true })).toBeVisible();
    const headerRating = customer
      .locator('p')
      .filter({ has: customer.getByText(reviewCountText(count + 1), { exact: true }) });
    await expect(headerRating.getByRole('img', { name: ratingLabel(after) })).toBeVisible();
    expect(ratingLabel(after)).not.toBe(ratingLabel(ratings));
    await customer.getByRole('tab', { name: `Reviews (${count + 1})` }).click();
    const panelAfter = customer.getByRole('tabpanel', { name: `Reviews (${count + 1})` });
    await expect(panelAfter.getByRole('article')).toHaveCount(count + 1);
    await expect(panelAfter.getByRole('img', { name: ratingLabel(after) })).toBeVisible();
    const review = panelAfter.getByRole('article').filter({ hasText: name });
    await expect(review.getByRole('heading', { name })).toBeVisible();
    await expect(review).toContainText(comment);
    await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    const photo = review.getByRole('button', { name: `View photo 1 of 1 from ${name}` });
    await expect(photo).toBeVisible();
    const thumbnail = photo.locator('img');
    await expect(thumbnail).toHaveAttribute('src', /^\/media\/reviews\/[0-9a-f]+\.webp$/);
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    const stored = await productOf(page, customerSlug);
    expect(stored.reviewCount).toBe(count + 1);
  } finally {
    await shopper.close();
  }

  // Cleanup: the admin deletes it, and the product is back to its count.
  await deleteReview(page, name);
  expect((await productOf(page, customerSlug)).reviewCount).toBe(count);
});

test('the admin adds, edits and deletes a review @phone', async ({ page }, testInfo) => {
  const name = `Admin Added ${testInfo.project.name} ${Date.now()}`;
  const comment = `Great flyers for our bake sale (${name}).`;
  const edited = `Great flyers, reordered twice (${name}).`;
  const product = await productOf(page, adminSlug);

  // Filtered to the product (the whole list is long, and slow to scan on two shared cores).
  await page.goto(`/admin/reviews?product=${product.id}`);
  await logInAsAdmin(page);
  const filter = page.getByRole('combobox', { name: 'Filter by product' });
  await expect(filter).toHaveValue(product.name);
  await expect(page.getByTestId('review-card').first()).toBeVisible();
  await expect(page.getByTestId('review-card').filter({ hasNotText: product.name })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  // The filter's list, open: all products first, then the shop's products by name.
  await filter.click();
  const options = page.getByRole('listbox', { name: 'Products' }).getByRole('option');
  await expect(options.first()).toHaveText('All products');
  await expect(options.filter({ hasText: product.name })).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await filter.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Products' })).toBeHidden();
  await expect(filter).toHaveValue(product.name);

  await page.getByRole('button', { name: 'Add Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Review' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Review' }).click();
  await expect(dialog.getByText('Customer name is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Comment is required', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Customer name')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);

  // The product filter preselects the product.
  await expect(dialog.getByRole('combobox', { name: 'Product', exact: true })).toHaveValue(product.name);
  await dialog.getByLabel('Customer name').fill(name);
  const threeStars = dialog.getByRole('radio', { name: '3 stars' });
  await dialog
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '3 stars' }) })
    .click();
  await expect(threeStars).toBeChecked();
  await dialog.getByLabel('Comment', { exact: true }).fill(comment);
  await dialog.getByRole('button', { name: 'Create Review' }).click();
  await expect(page.getByText('Review added successfully', { exact: true }).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByTestId('review-card').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(product.name);
  await expect(card).toContainText(comment);
  // The admin's own reviews need no approval.
  await expect(card.getByText('Approved', { exact: true })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Rated 3 out of 5' })).toBeVisible();

  await card.getByRole('button', { name: `Edit review by ${name}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Review' });
  await expect(editDialog.getByLabel('Customer name')).toHaveValue(name);
  await expect(editDialog.getByLabel('Comment', { exact: true })).toHaveValue(comment);
  await editDialog.getByLabel('Comment', { exact: true }).fill(edited);
  await editDialog.getByRole('button', { name: 'Update Review' }).click();
  await expect(page.getByText('Review updated successfully', { exact: true }).first()).toBeVisible();
  await expect(editDialog).toBeHidden();
  await expect(card).toContainText(edited);
  await expect(card).not.toContainText(comment);
  const listed = await (await page.request.get(`/api/products/${product.id}/reviews`)).json();
  expect(listed).toEqual(
    expect.arrayContaining([expect.objectContaining({ customerName: name, comment: edited, rating: 3 })]),
  );

  await deleteReview(page, name);
  const left = (await (await page.request.get(`/api/products/${product.id}/reviews`)).json()) as {
    customerName: string;
  }[];
  expect(left.map((review) => review.customerName)).not.toContain(name);
});
