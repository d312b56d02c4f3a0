// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CatalogFirstPage, StorefrontPageData } from '#shared/page-data';
import type { ProductCard } from '#shared/schemas/catalog-page';
import { defaultPromoSettings } from '#shared/schemas/promo';
import { renderPage } from './entry-server.tsx';
import { testCategory, testProduct } from './test/fixtures.ts';

/*
 * The render entry as the server runs it: in Node, without a window or a document (docs/decisions/0021).
 * The built entry and the page routes are tested in src/server/modules/seo/web-client.ssr.test.ts; hydration
 * in the browser in e2e/server-rendering.spec.ts.
 */

const origin = 'https://shop.example';
const renderedAt = Date.parse('2026-05-01T12:00:00.000Z');
const category = testCategory({ id: 3, name: 'Banners & Signs', slug: 'banners-signs' });
const product = testProduct({ categoryId: 3, overview: '<p>Made to <strong>last</strong>.</p>' });
const card: ProductCard = {
  id: 11,
  name: 'Yard Signs',
  slug: 'yard-signs',
  description: 'Corrugated plastic signs.',
  categoryId: 3,
  basePrice: '15.00',
  fromPrice: '12.50',
  image: '/media/products/yard-signs.webp',
  imageThumbnail: null,
  tags: ['Top Seller'],
  freeShipping: false,
  averageRating: null,
  reviewCount: 0,
};

function pageData(page: StorefrontPageData['page'], overrides: Partial<StorefrontPageData> = {}) {
  return {
    renderedAt,
    promo: { ...defaultPromoSettings, endTime: '2026-05-02T14:30:15.000Z' },
    categories: [category],
    page,
    ...overrides,
  } satisfies StorefrontPageData;
}

async function html(url: string, data: StorefrontPageData): Promise<string | null> {
  const rendered = await renderPage(`${origin}${url}`, data);
  if (!rendered) return null;
  let text = '';
  for await (const chunk of rendered.html) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk);
  return text;
}

const homeData = (request: CatalogFirstPage['request'] = { q: '', category: null, sort: 'popular' }) =>
  pageData({ kind: 'home', catalog: { request, cards: [card], total: 1 } });

describe('renderPage', () => {
  it('renders a product page from its data, with the chrome and the promo banner', async () => {
    const page = await html(
      '/products/vinyl-banners',
      pageData({ kind: 'product', slug: product.slug, product }),
    );
    expect(page).not.toBeNull();
    expect(page).toContain('<h1');
    expect(page).toContain('Vinyl Banners');
    // The breadcrumb's category comes from the categories in the data; the overview tab is open.
    expect(page).toContain('Banners &amp; Signs');
    expect(page).toContain('Made to <strong>last</strong>.');
    expect(page).toContain('Customize Your Order');
    // The banner counts down from the time the page was rendered: 1d 02:30:15 (26.5 hours) to the shop's end time.
    expect(page).toContain(defaultPromoSettings.bannerText);
    expect(page).toContain('1d 02:30:15');
    expect(page).not.toContain('Loading product');
  });

  it('names the chunks of a lazy page, so the server can preload them', async () => {
    const rendered = await renderPage(
      `${origin}/vinyl-banners`,
      pageData({ kind: 'product', slug: product.slug, product }),
    );
    expect(rendered?.chunks).toEqual(['features/product/components/product-page.tsx']);
  });

  it("renders a missing product's 'Product Not Found' without asking for it", async () => {
    const page = await html(
      '/products/no-such-sign',
      pageData({ kind: 'product', slug: 'no-such-sign', product: null }),
    );
    expect(page).toContain('Product Not Found');
    expect(page).not.toContain('Loading product');
  });

  it('renders the home page with the first page of the catalogue', async () => {
    const page = await html('/', homeData());
    expect(page).toContain('Find Your Perfect Product');
    expect(page).toContain('Yard Signs');
    expect(page).toContain('/products/yard-signs');
  });

  it("renders the catalogue of the URL's search, category and sort", async () => {
    const request = { q: 'sign', category: 'banners-signs', sort: 'price-asc' as const };
    const page = await html('/?q=sign&category=banners-signs&sort=price-asc', homeData(request));
    expect(page).toContain('Yard Signs');
  });

  it("renders 'Page Not Found' with the chrome", async () => {
    const page = await html('/a/b', pageData({ kind: 'not-found' }, { categories: null }));
    expect(page).toContain('Page Not Found');
    expect(page).toContain(defaultPromoSettings.bannerText);
  });

  it('leaves the cart and the admin to the browser', async () => {
    for (const url of ['/cart', '/admin', '/admin/orders']) {
      expect(await renderPage(`${origin}${url}`, pageData({ kind: 'not-found' }))).toBeNull();
    }
  });

  it('writes no script: the CSP allows none inline, and the data travels beside the HTML', async () => {
    const page = await html(
      '/products/vinyl-banners',
      pageData({ kind: 'product', slug: product.slug, product }),
    );
    expect(page).not.toMatch(/<script/i);
  });

  it('shows no banner when the promotion has ended or is switched off', async () => {
    const ended = { ...defaultPromoSettings, endTime: '2026-05-01T11:00:00.000Z' };
    const off = { ...defaultPromoSettings, bannerEnabled: false };
    for (const promo of [ended, off]) {
      const page = await html('/a/b', pageData({ kind: 'not-found' }, { promo }));
      expect(page).not.toContain(defaultPromoSettings.bannerText);
    }
  });
});
