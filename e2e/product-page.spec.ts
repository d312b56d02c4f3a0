import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './test.ts';

// The product page on the seeded shop (docs/product/storefront.md#product-page): gallery, tabs, reviews,
// sanitised HTML. Every seeded product has two images; vinyl-banners has three approved reviews and one
// pending.

/** Records a one-second WebM clip in the browser (no video file ships with the repository). */
async function recordClip(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm;codecs=vp8' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    let frame = 0;
    const draw = () => {
      context.fillStyle = frame++ % 2 ? '#1d4ed8' : '#f59e0b';
      context.fillRect(0, 0, canvas.width, canvas.height);
    };
    draw();
    recorder.start();
    const timer = setInterval(draw, 100);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    recorder.stop();
    clearInterval(timer);
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/**
 * Serves the seeded posters product with a media list of three images and a video (given out of order),
 * the video answered by `clip` (or a 404 without one).
 */
async function serveProductWithVideo(page: Page, clip: Buffer | null) {
  await page.route('**/media/e2e/clip.webm', (route) =>
    clip
      ? route.fulfill({ status: 200, contentType: 'video/webm', body: clip })
      : route.fulfill({ status: 404, body: '' }),
  );
  await page.route('**/api/products/posters', async (route) => {
    const response = await route.fetch();
    const product = await response.json();
    product.media = [
      { type: 'image', url: product.images[1], thumbnail: null, order: 2 },
      { type: 'video', url: '/media/e2e/clip.webm', thumbnail: null, order: 1 },
      { type: 'image', url: product.images[0], thumbnail: null, order: 0 },
      { type: 'image', url: '/media/products/flyers-1.webp', thumbnail: null, order: 3 },
    ];
    await route.fulfill({ response, json: product });
  });
}

/**
 * Opens `path` the way a link inside the shop does: the browser's router asks the API for the product,
 * so a test's changed answer (page.route) is what the page shows. A page's first load is rendered by the
 * server from its own reads (docs/decisions/0021) and asks the API for nothing.
 */
async function openInApp(page: Page, path: string) {
  await page.goto('/');
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

function gallery(page: Page) {
  return page.getByRole('region', { name: 'Vinyl Banners media' });
}

test.describe('the product page', () => {
  test('shows the breadcrumb, heading, rating, benefits and configurator of a seeded product', async ({
    page,
  }) => {
    await page.goto('/products/vinyl-banners');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'Banners & Signs' })).toHaveAttribute(
      'href',
      '/?category=banners-signs#products',
    );
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Vinyl Banners');
    await expect(page.getByRole('heading', { level: 1, name: 'Vinyl Banners' })).toBeVisible();
    await expect(page.getByText('3 Reviews', { exact: true })).toBeVisible();
    for (const benefit of [
      'Great Quality',
      'Fade Resistant',
      'Waterproof',
      'Best Prices',
      'Custom Size',
      'Fast Turnaround',
    ]) {
      await expect(page.getByRole('listitem').filter({ hasText: benefit })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Customize Your Order' })).toBeVisible();
    await expect(page).toHaveTitle(/Vinyl Banners/);

    await breadcrumb.getByRole('link', { name: 'Banners & Signs' }).click();
    await expect(page).toHaveURL(/\/\?category=banners-signs#products$/);
    // Leaving the product page removes its JSON-LD.
    await expect(
      page.locator('script[type="application/ld+json"]', { hasText: 'Vinyl Banners' }),
    ).toHaveCount(0);
  });

  test('gallery: arrows, thumbnails, counter, full-screen dialog, arrow keys and Escape', async ({
    page,
  }) => {
    await page.goto('/products/vinyl-banners');
    const media = gallery(page);
    const counter = media.getByText(/^\d+ \/ \d+$/);
    const mainImage = media.getByRole('group').getByRole('img');
    await expect(counter).toHaveText('1 / 2');
    await expect(mainImage).toHaveAttribute('src', /vinyl-banners-1\.webp$/);
    await expect(mainImage).toHaveAttribute('fetchpriority', 'high');
    expect(await mainImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await media.getByRole('button', { name: 'Next media' }).click();
    await expect(counter).toHaveText('2 / 2');
    await expect(mainImage).toHaveAttribute('src', /vinyl-banners-2\.webp$/);
    await media.getByRole('button', { name: 'Next media' }).click();
    await expect(counter).toHaveText('1 / 2');
    await media.getByRole('button', { name: 'Previous media' }).click();
    await expect(counter).toHaveText('2 / 2');

    await media.getByRole('button', { name: 'Show image 1 of 2' }).click();
    await expect(counter).toHaveText('1 / 2');
    await expect(media.getByRole('button', { name: 'Show image 1 of 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('2 / 2');
    await expect(media.getByRole('button', { name: 'Show image 2 of 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await media.getByRole('button', { name: 'View full screen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vinyl Banners media' });
    await expect(dialog).toBeVisible();
    const dialogCounter = dialog.getByText(/^\d+ \/ \d+$/);
    await expect(dialogCounter).toHaveText('2 / 2');
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    expect(box?.width).toBe(viewport?.width);
    expect(box?.height).toBe(viewport?.height);
    await page.keyboard.press('ArrowLeft');
    await expect(dialogCounter).toHaveText('1 / 2');
    await dialog.getByRole('button', { name: 'Next media' }).click();
    await expect(dialogCounter).toHaveText('2 / 2');
    await dialog.getByRole('button', { name: 'Show image 1 of 2' }).click();
    await expect(dialogCounter).toHaveText('1 / 2');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(counter).toHaveText('1 / 2');
    await expect(media.getByRole('button', { name: 'View full screen' })).toBeFocused();
  });

  test('a video plays muted by itself on a desktop, with play/pause, mute and Space', async ({ page }) => {
    await page.goto('about:blank');
    const clip = await recordClip(page);
    await serveProductWithVideo(page, clip);
    await openInApp(page, '/products/posters');
    const media = page.getByRole('region', { name: 'Posters media' });
    const counter = media.getByText(/^\d+ \/ \d+$/);
    await expect(counter).toHaveText('1 / 4');
    await expect(media.getByRole('button', { name: /^Show / })).toHaveCount(4);
    await expect(media.getByRole('button', { name: 'Show video 2 of 4' })).toBeVisible();

    await media.getByRole('button', { name: 'Next media' }).click();
    await expect(counter).toHaveText('2 / 4');
    const video = media.locator('video');
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(media.getByRole('button', { name: 'Pause video' })).toBeVisible();
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);

    await media.getByRole('button', { name: 'Pause video' }).click();
    await expect(media.getByRole('button', { name: 'Play video' })).toBeVisible();
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

    await media.getByRole('group', { name: '2 of 4' }).focus();
    await page.keyboard.press('Space');
    await expect(media.getByRole('button', { name: 'Pause video' })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(media.getByRole('button', { name: 'Play video' })).toBeVisible();

    await media.getByRole('button', { name: 'Unmute video' }).click();
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);
    await media.getByRole('button', { name: 'Mute video' }).click();
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);

    await media.getByRole('button', { name: 'View full screen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Posters media' });
    await expect(dialog.getByText(/^\d+ \/ \d+$/)).toHaveText('2 / 4');
    await expect(dialog.getByRole('button', { name: 'Pause video' })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('button', { name: 'Play video' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(/^\d+ \/ \d+$/)).toHaveText('4 / 4');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(counter).toHaveText('4 / 4');
  });

  test('a product whose overview holds <script> or onerror= shows the text without running it', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.route('**/api/products/flyers', async (route) => {
      const response = await route.fetch();
      const product = await response.json();
      product.overview =
        '<p>Safe text</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2"><a href="javascript:alert(3)">A link</a>';
      await route.fulfill({ response, json: product });
    });
    await openInApp(page, '/products/flyers');
    const overview = page.getByRole('tabpanel', { name: 'Overview' });
    await expect(overview.getByText('Safe text')).toBeVisible();
    await expect(overview.locator('script')).toHaveCount(0);
    await expect(overview.locator('[onerror]')).toHaveCount(0);
    await expect(overview.getByText('A link')).not.toHaveAttribute('href', /javascript/);
    await overview.getByText('A link').click();
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test('tabs show the overview, specifications, FAQs and the approved reviews', async ({ page }) => {
    await page.goto('/products/vinyl-banners');
    const tabs = page.getByRole('tablist', { name: 'Product information' });
    await expect(tabs.getByRole('tab')).toHaveText(['Overview', 'Specifications', 'FAQs', 'Reviews (3)']);
    await expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Overview' }).locator('li').first()).toBeVisible();

    await tabs.getByRole('tab', { name: 'Specifications' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Specifications' }).getByRole('table')).toBeVisible();

    // The tabs follow the arrow keys.
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'FAQs' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page
        .getByRole('tabpanel', { name: 'FAQs' })
        .getByRole('heading', { name: 'What design files do you accept?' }),
    ).toBeVisible();

    await tabs.getByRole('tab', { name: 'Reviews (3)' }).click();
    const reviews = page.getByRole('tabpanel', { name: 'Reviews (3)' });
    await expect(reviews.getByRole('article')).toHaveCount(3);
    // Newest first; the pending review is not shown.
    await expect(reviews.getByRole('article').getByRole('heading')).toHaveText([
      'Priya Patel',
      'Derek Thompson',
      'Maria Gonzalez',
    ]);
    await expect(reviews.getByText('Tom Becker')).toHaveCount(0);
    const priya = reviews.getByRole('article').first();
    await expect(priya.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(priya.locator('time')).toHaveText(/\w+ \d{1,2}, \d{4}/);
    await expect(priya.getByText('Great quality for the price.', { exact: false })).toBeVisible();
  });

  test('a product without reviews says so', async ({ page, request }) => {
    const products: { slug: string; name: string; reviewCount: number }[] = await (
      await request.get('/api/products')
    ).json();
    const quiet = products.find((product) => product.reviewCount === 0);
    test.skip(!quiet, 'every seeded product has reviews');
    await page.goto(`/products/${quiet?.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: quiet?.name })).toBeVisible();
    await expect(page.getByText('No reviews yet').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Reviews (0)' }).click();
    await expect(page.getByRole('tabpanel').getByText('No reviews yet')).toBeVisible();
  });

  test('axe finds no serious or critical problems, also in the full-screen gallery', async ({ page }) => {
    await page.goto('/products/vinyl-banners');
    await expect(page.getByRole('heading', { name: 'Customize Your Order' })).toBeVisible();
    const serious = (results: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
      results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`);
    expect(serious(await new AxeBuilder({ page }).analyze())).toEqual([]);
    await page.getByRole('tab', { name: 'Reviews (3)' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(serious(await new AxeBuilder({ page }).analyze())).toEqual([]);
    await page.getByRole('button', { name: 'View full screen' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(serious(await new AxeBuilder({ page }).analyze())).toEqual([]);
  });

  test('works on a phone: stacked layout, gallery, tabs, no autoplay @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'checks the phone layout');
    await serveProductWithVideo(page, null);
    await openInApp(page, '/products/posters');
    await expect(page.getByRole('heading', { level: 1, name: 'Posters' })).toBeVisible();
    const media = page.getByRole('region', { name: 'Posters media' });
    const configurator = page.getByRole('heading', { name: 'Customize Your Order' });
    await expect(configurator).toBeVisible();
    // Gallery first, configurator under it.
    const galleryBox = await media.boundingBox();
    const configuratorBox = await configurator.boundingBox();
    expect(galleryBox && configuratorBox && galleryBox.y + galleryBox.height <= configuratorBox.y).toBe(true);
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );

    await media.getByRole('button', { name: 'Next media' }).tap();
    await expect(media.getByText(/^\d+ \/ \d+$/)).toHaveText('2 / 4');
    // Phones do not start videos by themselves.
    await expect(media.getByRole('button', { name: 'Play video' })).toBeVisible();
    expect(await media.locator('video').evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

    const reviewsTab = page.getByRole('tab', { name: /^Reviews \(\d+\)$/ });
    await reviewsTab.scrollIntoViewIfNeeded();
    await expect(reviewsTab).toBeInViewport({ ratio: 1 });
    await reviewsTab.tap();
    await expect(reviewsTab).toHaveAttribute('aria-selected', 'true');
  });
});
