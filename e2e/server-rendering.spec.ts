import { expect, type Page, test, waitForHydration } from './test.ts';

/*
 * The storefront's pages arrive rendered (docs/decisions/0021): the first paint is the real page, the
 * browser hydrates it without asking again for what the page shows, nothing moves, and React reports no
 * hydration mismatch. Each runs on the desktop and the phone projects.
 */

/** API requests and console errors of a page, from before its first load. */
function watch(page: Page) {
  const apiRequests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiRequests.push(`${url.pathname}${url.search}`);
  });
  page.on('console', (message) => {
    // A 404 page and the admin's 401 are answers, not errors of the page.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { apiRequests, errors };
}

/**
 * A hydration mismatch, as React reports it: in words in development, by number in production
 * (react.dev/errors/418 'Hydration failed…', 423 'an error while hydrating', 425 'Text content does not
 * match').
 */
const hydrationError = /hydrat|did not match|didn't match|react\.dev\/errors\/(418|419|421|422|423|425)/i;

/**
 * The page's cumulative layout shift from its start, as the browser measured it (layout-shift entries,
 * buffered, without those right after input), after `settleMs` more of the page's life.
 */
async function cumulativeLayoutShift(page: Page, settleMs = 1500): Promise<number> {
  return page.evaluate(
    (wait) =>
      new Promise<number>((resolve) => {
        let total = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(total);
        }, wait);
      }),
    settleMs,
  );
}

test.describe('server-rendered pages', () => {
  test('a product page shows itself without asking for the product or the categories @phone', async ({
    page,
  }) => {
    const { apiRequests, errors } = watch(page);
    const response = await page.goto('/products/vinyl-banners');
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    // In the HTML itself: the heading, the configurator, the banner, and the page's chunk among the scripts
    // the boot script loads.
    expect(html).toMatch(/<h1[^>]*>Vinyl Banners<\/h1>/);
    expect(html).toContain('Customize Your Order');
    expect(html).toMatch(/"preload":\[[^\]]*"\/assets\/product-page-[^"]+\.js"/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vinyl Banners' })).toBeVisible();
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');

    expect(apiRequests.filter((url) => url.startsWith('/api/products'))).toEqual([]);
    expect(apiRequests.filter((url) => url.startsWith('/api/categories'))).toEqual([]);
    expect(apiRequests.filter((url) => url.startsWith('/api/promo-settings'))).toEqual([]);
    expect(errors.filter((text) => hydrationError.test(text))).toEqual([]);
    expect(errors).toEqual([]);

    // Hydrated: the tabs answer, and the reviews are asked for when their tab opens.
    await page.getByRole('tab', { name: /^Reviews \(\d+\)$/ }).click();
    await expect(page.getByRole('tab', { name: /^Reviews/ })).toHaveAttribute('aria-selected', 'true');
    await expect
      .poll(() => apiRequests.some((url) => /^\/api\/products\/\d+\/reviews$/.test(url)))
      .toBe(true);
  });

  test('a product page asks for its scripts only once its main picture is in @phone', async ({ page }) => {
    // What the browser did, in order: the main picture's arrival and every script request.
    const events: string[] = [];
    page.on('requestfinished', (request) => {
      if (/\/media\/products\/vinyl-banners-1(-600)?\.webp$/.test(request.url())) events.push('picture');
    });
    page.on('request', (request) => {
      if (request.resourceType() === 'script') events.push(`script ${new URL(request.url()).pathname}`);
    });
    await page.goto('/products/vinyl-banners');
    await page.waitForLoadState('networkidle');
    const firstScript = events.findIndex((event) => event.startsWith('script'));
    expect(events.indexOf('picture')).toBeGreaterThanOrEqual(0);
    expect(firstScript).toBeGreaterThan(events.indexOf('picture'));
    expect(events).toContainEqual(expect.stringMatching(/^script \/assets\/product-page-[^/]+\.js$/));
  });

  test('the home page shows the first page of the catalogue without asking for it @phone', async ({
    page,
  }) => {
    const { apiRequests, errors } = watch(page);
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('Find Your Perfect Product');
    expect(html).toContain('Customize Now');
    await expect(page.getByRole('link', { name: /Customize Now/ }).first()).toBeVisible();
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');

    expect(apiRequests.filter((url) => url.startsWith('/api/products'))).toEqual([]);
    expect(apiRequests.filter((url) => url.startsWith('/api/categories'))).toEqual([]);
    expect(errors).toEqual([]);

    // Hydrated: a sort asks the server for its page.
    const filters = page.getByRole('button', { name: /Filters/ });
    if ((await filters.getAttribute('aria-expanded')) !== 'true') await filters.click();
    await page.getByText('Newest First', { exact: true }).click();
    await expect.poll(() => apiRequests.some((url) => url.includes('sort=newest'))).toBe(true);
  });

  test("the home page's URL state is rendered as asked, without a request", async ({ page }) => {
    const { apiRequests, errors } = watch(page);
    await page.goto('/?category=banners-signs&sort=price-asc&view=list');
    await expect(page.getByRole('link', { name: /Customize Now/ }).first()).toBeVisible();
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(apiRequests.filter((url) => url.startsWith('/api/products'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("an unknown product is rendered 'Product Not Found' with 404, and not asked for again", async ({
    page,
  }) => {
    const { apiRequests, errors } = watch(page);
    const response = await page.goto('/products/no-such-sign');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(apiRequests.filter((url) => url.startsWith('/api/products'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  for (const path of ['/products/vinyl-banners', '/']) {
    test(`nothing moves while ${path} loads and hydrates (CLS ≤ 0.05) @phone`, async ({ page, isMobile }) => {
      // On the phone, the phone profile of docs/performance-and-scaling.md: 4× slower CPU, slow 3G.
      if (isMobile) {
        test.setTimeout(180_000);
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 2000,
          downloadThroughput: (500 * 1024) / 8,
          uploadThroughput: (500 * 1024) / 8,
        });
      }
      const { errors } = watch(page);
      await page.goto(path, { timeout: 120_000 });
      await waitForHydration(page);
      await page.waitForLoadState('networkidle', { timeout: 120_000 });
      const shift = await cumulativeLayoutShift(page);
      test.info().annotations.push({ type: 'CLS', description: `${path}: ${shift.toFixed(4)}` });
      expect(shift).toBeLessThanOrEqual(0.05);
      expect(errors).toEqual([]);
    });
  }

  test('the cart and the admin are still rendered by the browser', async ({ page }) => {
    const { errors } = watch(page);
    const cart = await page.goto('/cart');
    expect(await cart?.text()).toContain('<div id="root"></div>');
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
    const admin = await page.goto('/admin');
    expect(await admin?.text()).toContain('<div id="root"></div>');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the product page and the home page show their content and the promo banner @phone', async ({
    page,
  }) => {
    await page.goto('/products/vinyl-banners');
    await expect(page.getByRole('heading', { level: 1, name: 'Vinyl Banners' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Customize Your Order' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Promotion' })).toBeVisible();
    await expect(page.getByText('needs JavaScript')).toHaveCount(0);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Find Your Perfect Product' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Customize Now/ }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Promotion' })).toBeVisible();
  });
});
