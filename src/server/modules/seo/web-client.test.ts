import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressAssets } from '#server/build/precompress-assets';
import { pageBootScriptSource } from '#server/plugins/page-boot';
import { insertProduct, insertReview } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { createTestClientDir } from '#server/test/test-client';

let t: TestApp;
let clientDir: string;
const script = 'export const greeting = "hello, print shop";\n'.repeat(200);
beforeAll(async () => {
  clientDir = createTestClientDir();
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), script);
  await precompressAssets(clientDir);
  t = await createTestApp({ clientDir, publicUrl: 'https://shop.example' });

  const banner = await insertProduct(t.handle.db, {
    name: 'Vinyl Banners',
    slug: 'vinyl-banners',
    description: 'Full-color custom vinyl banners.',
    basePrice: '24.99',
    // One size: the offer is its price, the one a customer pays.
    sizes: [{ value: '2x4', label: "2' x 4'", price: '24.99' }],
    seoKeywords: 'banners, vinyl',
    images: ['/media/products/vinyl-banners-1.webp'],
    media: [
      {
        type: 'image',
        url: '/media/products/vinyl-banners-1.webp',
        thumbnail: '/media/products/vinyl-banners-1-600.webp',
        order: 0,
      },
    ],
  });
  await insertReview(t.handle.db, banner.id, { rating: 5 });
  await insertReview(t.handle.db, banner.id, { rating: 4 });
  await insertReview(t.handle.db, banner.id, { rating: 1, isApproved: false });
  await insertProduct(t.handle.db, { slug: 'plain-sign', name: 'Plain Sign', images: [], media: [] });
  await insertProduct(t.handle.db, {
    slug: 'evil-sign',
    name: '</title><script>alert(1)</script>',
    seoDescription: '"><img src=x onerror=alert(2)>',
    // Bare JSON-LD (a <script> wrapper could not hold '</script>' inside): valid, so it is used.
    seoScriptTags: '{"@type":"Product","name":"</script><script>alert(3)</script>"}',
    images: ['/media/"onerror="alert(4).webp'],
  });
  await insertProduct(t.handle.db, { slug: 'bad-json-ld', seoScriptTags: '<script>alert(5)</script>' });
  await insertProduct(t.handle.db, { slug: 'archived-sign', isArchived: true });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const jsonLdOf = (html: string) => {
  const match = /<script type="application\/ld\+json" id="page-json-ld">([^<]*)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
};

describe('the home page', () => {
  it.each(['/', '/?q=banner&sort=price-low'])('carries the shop tags at %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>PrintPro Signs | Custom Printing &amp; Signage</title>');
    expect(html).toContain('<meta name="description" content="Custom vinyl banners, signs');
    expect(html).toContain('<meta name="keywords" content="custom banners');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/">');
    expect(html).toContain('<meta property="og:url" content="https://shop.example/">');
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).not.toContain('name="robots"');
    expect(html).not.toContain('<!--app-head-->');
    expect(jsonLdOf(html)).toMatchObject({ '@type': 'Organization', url: 'https://shop.example/' });
  });
});

describe('a product page', () => {
  it.each(['/products/vinyl-banners', '/vinyl-banners', '/products/vinyl-banners/?ref=x'])(
    'carries the product tags at %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      const html = response.body;
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain('<title>Vinyl Banners | Custom Printing | PrintPro Signs</title>');
      expect(html).toContain('<meta name="description" content="Full-color custom vinyl banners.">');
      expect(html).toContain('<meta name="keywords" content="banners, vinyl">');
      expect(html).toContain('<link rel="canonical" href="https://shop.example/products/vinyl-banners">');
      expect(html).toContain(
        '<meta property="og:title" content="Vinyl Banners | Custom Printing | PrintPro Signs">',
      );
      expect(html).toContain('<meta property="og:description" content="Full-color custom vinyl banners.">');
      expect(html).toContain(
        '<meta property="og:url" content="https://shop.example/products/vinyl-banners">',
      );
      expect(html).toContain('<meta property="og:type" content="product">');
      expect(html).toContain(
        '<meta property="og:image" content="https://shop.example/media/products/vinyl-banners-1.webp">',
      );
      expect(html).toContain(
        '<link rel="preload" as="image" href="/media/products/vinyl-banners-1.webp" imagesrcset="/media/products/vinyl-banners-1-600.webp 600w, /media/products/vinyl-banners-1.webp 1200w" imagesizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw" fetchpriority="high">',
      );
      expect(html).not.toContain('name="robots"');
      expect(jsonLdOf(html)).toMatchObject({
        '@type': 'Product',
        name: 'Vinyl Banners',
        url: 'https://shop.example/products/vinyl-banners',
        image: 'https://shop.example/media/products/vinyl-banners-1.webp',
        offers: { '@type': 'Offer', price: '24.99', priceCurrency: 'USD' },
        aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
      });
    },
  );

  it('has no rating, keywords, image or preload when the product has none', async () => {
    const html = (await get('/plain-sign')).body;
    const jsonLd = jsonLdOf(html);
    expect(jsonLd).toMatchObject({ '@type': 'Product', offers: { price: '10.00' } });
    expect(jsonLd).not.toHaveProperty('aggregateRating');
    expect(html).not.toMatch(/name="keywords"|og:image|rel="preload"/);
  });

  it("escapes the product's text and uses its own JSON-LD with < written as \\u003c", async () => {
    const response = await get('/products/evil-sign');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Custom Printing');
    expect(html).toContain('content="&quot;&gt;&lt;img src=x onerror=alert(2)&gt;"');
    expect(html).toContain('href="/media/&quot;onerror=&quot;alert(4).webp"');
    expect(html).not.toMatch(/alert\([1-4]\)<|<script>|<img/);
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(3)');
    expect(jsonLdOf(html)).toEqual({ '@type': 'Product', name: '</script><script>alert(3)</script>' });
  });

  it('generates the JSON-LD when the product script is not JSON-LD', async () => {
    const html = (await get('/bad-json-ld')).body;
    expect(html).not.toContain('alert(5)');
    expect(jsonLdOf(html)).toMatchObject({ '@type': 'Product', offers: { '@type': 'Offer' } });
  });
});

describe('paths that name no product', () => {
  it.each([
    '/products/no-such-product',
    '/no-such-product',
    '/archived-sign',
    '/products/archived-sign',
    '/products/Not_A_Slug',
    '/favicon.ico',
  ])("answer 404 'Product Not Found' with the app and noindex at %s", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const html = response.body;
    expect(html).toContain('<title>Product Not Found | PrintPro Signs</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<div id="root"></div>');
    expect(jsonLdOf(html)).toBeNull();
  });

  it.each(['/some/unknown/page', '/products/a/b', '/cart/x'])(
    "answer 404 'Page Not Found' with noindex at %s",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>Page Not Found | PrintPro Signs</title>');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
    },
  );
});

describe('cart and admin', () => {
  it.each(['/cart', '/admin', '/admin/orders'])(
    'answer 200 with the shop tags and noindex at %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>PrintPro Signs | Custom Printing &amp; Signage</title>');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).toContain(`<link rel="canonical" href="https://shop.example${url}">`);
      expect(jsonLdOf(response.body)).toBeNull();
    },
  );
});

describe('page requests', () => {
  it('answer a path that is not valid %-encoding with 400', async () => {
    expect((await get('/%E0%A4%A')).statusCode).toBe(400);
  });

  it('answer HEAD with the same status', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/vinyl-banners' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url: '/no-such-product' })).statusCode).toBe(404);
  });

  it('keep the content security policy, which blocks inline scripts (but the boot script, by its hash) and not the JSON-LD data block', async () => {
    const response = await get('/vinyl-banners');
    const scriptSrc = response.headers['content-security-policy']
      ?.toString()
      .split(';')
      .find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${pageBootScriptSource}`);
    expect(response.body).toContain('<script type="application/ld+json" id="page-json-ld">');
  });
});

describe('static files', () => {
  const asset = (acceptEncoding: string) =>
    t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': acceptEncoding },
    });

  it.each([
    ['br, gzip, deflate', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
  ])("sends the build's compressed copy as it is for %s", async (acceptEncoding, encoding, suffix) => {
    const response = await asset(acceptEncoding);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const copy = readFileSync(path.join(clientDir, 'assets', `app-abc123.js${suffix}`));
    expect(response.rawPayload.equals(copy)).toBe(true);
  });

  it('sends the file itself to a client that takes no compression', async () => {
    const response = await asset('identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });
});
