import { productFromPrice } from '../src/shared/catalog.ts';
import { expect, test } from './test.ts';

/**
 * The server writes each page's SEO tags into the HTML, readable without JavaScript
 * (docs/product/storefront.md#pages).
 */
test.describe('SEO in the HTML', () => {
  test('a product page answers with its title, description, canonical, Open Graph, JSON-LD and preload', async ({
    request,
    baseURL,
  }) => {
    const product = await (await request.get('/api/products/vinyl-banners')).json();
    for (const path of ['/products/vinyl-banners', '/vinyl-banners']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${product.seoTitle}</title>`);
      expect(html).toContain(`<meta name="description" content="${product.seoDescription}">`);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}/products/vinyl-banners">`);
      expect(html).toContain(`<meta property="og:title" content="${product.seoTitle}">`);
      expect(html).toContain(
        `<meta property="og:image" content="${baseURL}/media/products/vinyl-banners-1.webp">`,
      );
      expect(html).toContain('<link rel="preload" as="image" href="/media/products/vinyl-banners-1.webp"');
      const jsonLd = /<script type="application\/ld\+json" id="page-json-ld">([^<]*)<\/script>/.exec(
        html,
      )?.[1];
      expect(jsonLd).toBeDefined();
      const data = JSON.parse(jsonLd ?? '{}');
      expect(data).toMatchObject({
        '@type': 'Product',
        name: 'Vinyl Banners',
        // Sizes and a custom size: from the lowest price a customer can pay.
        offers: { '@type': 'AggregateOffer', lowPrice: productFromPrice(product), priceCurrency: 'USD' },
        aggregateRating: { ratingValue: product.averageRating, reviewCount: product.reviewCount },
      });
    }
  });

  test('the home page, an unknown product, robots.txt and the sitemap', async ({ request, baseURL }) => {
    const home = await (await request.get('/')).text();
    expect(home).toContain('<title>PrintPro Signs | Custom Printing &amp; Signage</title>');
    expect(home).toContain(`<link rel="canonical" href="${baseURL}/">`);

    const missing = await request.get('/products/no-such-product');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('<meta name="robots" content="noindex">');

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

    const products = (await (await request.get('/api/products')).json()) as { slug: string }[];
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${baseURL}/</loc>`);
    for (const { slug } of products) expect(sitemap).toContain(`<loc>${baseURL}/products/${slug}</loc>`);
  });

  test('the client keeps the title right while navigating and removes the product JSON-LD on leaving', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('PrintPro Signs | Custom Printing & Signage');
    await page.locator('#products').getByRole('link', { name: 'Customize Now: Business Cards' }).click();
    const cards = await (await page.request.get('/api/products/business-cards')).json();
    await expect(page).toHaveTitle(cards.seoTitle);
    await expect(page.locator('#page-json-ld')).toHaveCount(1);
    expect(JSON.parse((await page.locator('#page-json-ld').textContent()) ?? '{}')).toMatchObject({
      name: 'Business Cards',
    });
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveTitle('PrintPro Signs | Custom Printing & Signage');
    await expect(
      page.locator('script[type="application/ld+json"]', { hasText: 'Business Cards' }),
    ).toHaveCount(0);
  });
});
