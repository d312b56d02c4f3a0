import { expect, test } from './test.ts';

/**
 * A renamed file is refused in the browser before any upload, and a file the server
 * refuses shows the server's reason (not 'Please try again', which a retry could never mend).
 */

test('a renamed file is refused before upload; the server’s refusal is shown in its words @phone', async ({
  page,
}) => {
  const cartPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/cart') {
      cartPosts.push(request.url());
    }
  });
  await page.goto('/products/business-cards');
  const upload = page.getByLabel(/Upload Artwork Files/);

  await upload.setInputFiles({
    name: 'fake.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('This is a text file that someone renamed to .pdf'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'fake.pdf' })).toHaveText(
    'fake.pdf is not a PDF, PNG, JPEG or Illustrator file inside, whatever its name says. Save or export it in one of those formats.',
  );
  await expect(page.getByRole('list', { name: 'Chosen files' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Please upload your artwork files.').first()).toBeVisible();
  expect(cartPosts).toEqual([]);

  // PostScript passes the browser's first-bytes check, but the server takes it only as an Illustrator
  // (.ai) file: its answer is what the customer reads.
  await upload.setInputFiles({
    name: 'logo.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%!PS-Adobe-3.0\n%%BoundingBox: 0 0 100 100\nshowpage\n'),
  });
  await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('logo.pdf');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Unsupported file type: logo.pdf', { exact: true })).toBeVisible();
  await expect(page.getByText('Failed to add item to cart. Please try again.')).toHaveCount(0);
  expect(cartPosts).toHaveLength(1);
});
