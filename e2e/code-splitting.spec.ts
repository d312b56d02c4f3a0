import { gzipSync } from 'node:zlib';
import { expect, test } from './test.ts';

/**
 * docs/performance-and-scaling.md: the admin code is its own chunk, and no storefront page ever downloads it.
 */
test('the storefront never loads the admin chunk; /admin does', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  await page.goto('/');
  await expect(page.getByRole('link', { name: /Customize Now/ }).first()).toBeVisible();
  await page
    .getByRole('link', { name: /Customize Now/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Customize Your Order' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  const storefront = [...scripts];
  expect(storefront.length).toBeGreaterThan(0);
  expect(storefront.filter((path) => /admin/i.test(path))).toEqual([]);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(scripts.slice(storefront.length).filter((path) => /admin-app/.test(path))).toHaveLength(1);
});

/**
 * docs/performance-and-scaling.md: the home page's JavaScript, as the browser downloads it for the first
 * view, under 150 KB gzipped.
 */
test('the home page loads less than 150 KB of gzipped JavaScript, without the schema library', async ({
  page,
}) => {
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Customize Now/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(bodies);
  const gzipped = scripts.reduce((total, body) => total + gzipSync(body, { level: 9 }).length, 0);
  expect(gzipped).toBeLessThan(150 * 1024);
  // zod is for forms (checkout, admin): the first view validates nothing.
  expect(scripts.filter((body) => body.includes('ZodError'))).toEqual([]);
});

/** docs/performance-and-scaling.md: scripts arrive precompressed by the build, and their sources stay private. */
test('scripts come brotli-compressed and name no public source map', async ({ page }) => {
  const scripts: { path: string; encoding: string | undefined; body: Promise<Buffer> }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const headers = await response.allHeaders();
    scripts.push({
      path: new URL(response.url()).pathname,
      encoding: headers['content-encoding'],
      body: response.body(),
    });
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Customize Now/ }).first()).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  const large: string[] = [];
  for (const script of scripts) {
    const body = await script.body;
    expect(body.toString('utf8'), script.path).not.toContain('sourceMappingURL');
    if (body.length >= 1024) {
      large.push(script.path);
      expect(script.encoding, script.path).toBe('br');
    }
    const map = await page.request.get(`${script.path}.map`);
    expect(map.headers()['content-type'] ?? '', `${script.path}.map`).not.toContain('json');
    expect(map.status(), `${script.path}.map`).toBe(404);
  }
  expect(large.length).toBeGreaterThan(0);
});
