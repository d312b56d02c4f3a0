import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PageScripts, pageBootScript, pageScriptsElementId } from '#server/plugins/page-boot';
import { insertCategory, insertProduct } from '#server/test/fixtures';
import { buildServerRender, testClientManifest } from '#server/test/server-render-build';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { createTestClientDir, testIndexHtml } from '#server/test/test-client';
import { pageDataElementId, type StorefrontPageData } from '#shared/page-data';
import { defaultPromoSettings } from '#shared/schemas/promo';
import { clientManifestFile, renderEntryFile } from './page-render.ts';

/*
 * The storefront's pages rendered on the server (docs/decisions/0021), through the page routes with the
 * render entry built for real (buildServerRender). The render entry's own cases are in
 * src/web/entry-server.test.tsx, hydration in the browser in e2e/server-rendering.spec.ts.
 */

const indexHtml = testIndexHtml.replace(
  '<body><div id="root"></div></body>',
  '<body><div id="root"></div><noscript>needs JavaScript</noscript><script type="module" src="/assets/index-e1.js"></script></body>',
);

let t: TestApp;
let renderDir: string;
beforeAll(async () => {
  renderDir = await buildServerRender();
  t = await createTestApp({
    clientDir: createTestClientDir(indexHtml),
    renderDir,
    publicUrl: 'https://shop.example',
  });
  const banners = await insertCategory(t.handle.db, { name: 'Banners & Signs', slug: 'banners-signs' });
  await insertCategory(t.handle.db, { name: 'Custom Printing', slug: 'custom-printing' });
  await insertProduct(t.handle.db, {
    name: 'Vinyl Banners',
    slug: 'vinyl-banners',
    description: 'Full-color custom vinyl banners.',
    categoryId: banners.id,
    tags: ['Top Seller'],
    overview: '<p>Heat-welded <strong>hems</strong>.</p><script>alert(1)</script>',
  });
  await insertProduct(t.handle.db, { name: 'Business Cards', slug: 'business-cards' });
  await insertProduct(t.handle.db, {
    name: '</script><script>alert("name")</script><!--',
    slug: 'evil-sign',
    description: 'Line\u2028separator & <b>tags</b>',
  });
  await insertProduct(t.handle.db, { slug: 'archived-sign', isArchived: true });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The data embedded in a page, or null. */
function pageDataOf(html: string): StorefrontPageData | null {
  const match = new RegExp(`<script type="application/json" id="${pageDataElementId}">([^<]*)</script>`).exec(
    html,
  );
  return match ? (JSON.parse(match[1]!) as StorefrontPageData) : null;
}

/** The script URLs a rendered page's boot script loads (page-boot.ts), or null. */
function pageScriptsOf(html: string): PageScripts | null {
  const match = new RegExp(
    `<script type="application/json" id="${pageScriptsElementId}">([^<]*)</script>`,
  ).exec(html);
  return match ? (JSON.parse(match[1]!) as PageScripts) : null;
}

/** The app's HTML inside #root. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">') + '<div id="root">'.length;
  return html.slice(start, html.indexOf(`<script type="application/json" id="${pageDataElementId}">`));
}

describe('a product page', () => {
  it.each(['/products/vinyl-banners', '/vinyl-banners'])('is rendered at %s with its data', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    // The head is the page's, as before (web-client.test.ts has every tag).
    expect(html).toContain('<title>Vinyl Banners | Custom Printing | PrintPro Signs</title>');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/products/vinyl-banners">');
    const root = rootOf(html);
    expect(root).toMatch(/<h1[^>]*>Vinyl Banners<\/h1>/);
    expect(root).toContain('Banners &amp; Signs');
    expect(root).toContain('Heat-welded <strong>hems</strong>.');
    expect(root).toContain(defaultPromoSettings.bannerText);
    expect(html).not.toContain('needs JavaScript');
  });

  it('embeds exactly what the API answers, so the browser asks for none of it again', async () => {
    const data = pageDataOf((await get('/products/vinyl-banners')).body);
    expect(data?.page).toEqual({
      kind: 'product',
      slug: 'vinyl-banners',
      product: (await get('/api/products/vinyl-banners')).json(),
    });
    expect(data?.categories).toEqual((await get('/api/categories')).json());
    expect(data?.promo).toEqual((await get('/api/promo-settings')).json());
    // The product's HTML is the API's: sanitised.
    expect(JSON.stringify(data)).not.toContain('alert(1)');
  });

  it('loads its scripts through the boot script, which the content security policy lets run by its hash', async () => {
    const response = await get('/vinyl-banners');
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    // No module script or preload in the head: the boot script asks for them once the main picture is in.
    expect(head).not.toMatch(/<script type="module"[^>]*src=/);
    expect(head).not.toContain('rel="modulepreload"');
    expect(pageScriptsOf(response.body)).toEqual({
      entry: '/assets/index-e1.js',
      preload: ['/assets/button-b1.js', '/assets/product-page-p1.js', '/assets/tabs-t1.js'],
    });
    const boot = /<script type="module">([\s\S]*?)<\/script>/.exec(head)?.[1];
    expect(boot).toBe(pageBootScript);
    const hash = `'sha256-${createHash('sha256').update(boot!).digest('base64')}'`;
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' ${hash}`);
  });

  it("answers 404 with the rendered 'Product Not Found' for a missing or archived product", async () => {
    for (const slug of ['no-such-sign', 'archived-sign']) {
      const response = await get(`/products/${slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>Product Not Found | PrintPro Signs</title>');
      expect(rootOf(response.body)).toContain('Product Not Found');
      expect(pageDataOf(response.body)?.page).toEqual({ kind: 'product', slug, product: null });
    }
  });

  it('embeds data that cannot end its script element', async () => {
    const html = (await get('/evil-sign')).body;
    const start = html.indexOf(`id="${pageDataElementId}">`);
    const data = html.slice(start, html.indexOf('</script>', start));
    expect(data).not.toMatch(/<\/script|<!--|\u2028/i);
    const parsed = pageDataOf(html);
    expect(parsed?.page).toMatchObject({
      kind: 'product',
      product: {
        name: '</script><script>alert("name")</script><!--',
        description: 'Line\u2028separator & <b>tags</b>',
      },
    });
    // The only scripts are the boot module, the JSON-LD and the data blocks: nothing else inline runs (CSP).
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    for (const tag of scripts) expect(tag).toMatch(/type="(module|application\/json|application\/ld\+json)"/);
    expect(html.match(/<script type="module">/g)).toHaveLength(1);
  });
});

describe('the home page', () => {
  it('is rendered with the first page of the catalogue', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>PrintPro Signs | Custom Printing &amp; Signage</title>');
    const root = rootOf(response.body);
    expect(root).toContain('Find Your Perfect Product');
    expect(root).toContain('Vinyl Banners');
    expect(root).toContain('Business Cards');
    expect(root).toContain(defaultPromoSettings.bannerText);
    // Only the entry's own imports to preload: the home page is in the entry chunk.
    expect(pageScriptsOf(response.body)).toEqual({
      entry: '/assets/index-e1.js',
      preload: ['/assets/button-b1.js'],
    });
  });

  it.each([
    ['/', { q: '', category: null, sort: 'popular' }, ''],
    [
      '/?q=%20Vinyl%20&sort=newest&view=list',
      { q: 'Vinyl', category: null, sort: 'newest' },
      'q=Vinyl&sort=newest',
    ],
    [
      '/?category=banners-signs&sort=price-asc',
      { q: '', category: 'banners-signs', sort: 'price-asc' },
      'category=banners-signs&sort=price-asc',
    ],
    // An unknown category or sort shows every product in the default order, as the catalogue does.
    ['/?category=no-such-category&sort=sideways', { q: '', category: null, sort: 'popular' }, ''],
  ])('embeds the catalogue page the URL %s asks for', async (url, request, apiQuery) => {
    const data = pageDataOf((await get(url)).body);
    expect(data?.page.kind).toBe('home');
    if (data?.page.kind !== 'home') return;
    expect(data.page.catalog.request).toEqual(request);
    const api = await get(`/api/products?${apiQuery}`);
    expect(data.page.catalog.cards).toEqual(api.json());
    expect(data.page.catalog.total).toBe(Number(api.headers['x-total-count']));
    expect(data.categories).toEqual((await get('/api/categories')).json());
  });
});

describe('other pages', () => {
  it("renders 'Page Not Found' with 404", async () => {
    const response = await get('/a/b/c');
    expect(response.statusCode).toBe(404);
    expect(rootOf(response.body)).toContain('Page Not Found');
    expect(pageDataOf(response.body)).toMatchObject({ categories: null, page: { kind: 'not-found' } });
  });

  it.each(['/cart', '/cart?order=12', '/admin', '/admin/orders'])(
    'leaves %s to the browser: the shell',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(pageDataOf(response.body)).toBeNull();
    },
  );

  it('answers HEAD with the status and no rendering', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/vinyl-banners' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('without a working render entry', () => {
  async function appWith(renderFiles: Record<string, string> | null) {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'broken-render-'));
    for (const [name, text] of Object.entries(renderFiles ?? {})) writeFileSync(path.join(dir, name), text);
    const app = await createTestApp({
      clientDir: createTestClientDir(indexHtml),
      ...(renderFiles ? { renderDir: dir } : {}),
      logger: { level: 'error', stream },
    });
    await insertProduct(app.handle.db, { name: 'Vinyl Banners', slug: 'vinyl-banners' });
    return { app, lines };
  }

  it('sends the client shell with the head when the render entry is not built', async () => {
    const { app } = await appWith(null);
    try {
      const response = await app.app.inject({ method: 'GET', url: '/vinyl-banners' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Vinyl Banners | Custom Printing | PrintPro Signs</title>');
      expect(response.body).toContain('<div id="root"></div>');
      expect(pageDataOf(response.body)).toBeNull();
    } finally {
      await app.close();
    }
  });

  it('logs a failed render and sends the client shell, so the page still works', async () => {
    const { app, lines } = await appWith({
      [renderEntryFile]: 'export async function renderPage() { throw new Error("render exploded"); }\n',
      [clientManifestFile]: JSON.stringify(testClientManifest),
    });
    try {
      const response = await app.app.inject({ method: 'GET', url: '/products/vinyl-banners' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Vinyl Banners | Custom Printing | PrintPro Signs</title>');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('needs JavaScript');
      expect(pageDataOf(response.body)).toBeNull();
      expect(lines.join('')).toContain('render exploded');
    } finally {
      await app.close();
    }
  });
});
