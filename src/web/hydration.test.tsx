// @vitest-environment node
import { act, StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtinEnvironments } from 'vitest/runtime';
import type { StorefrontPageData } from '#shared/page-data';
import type { ProductCard } from '#shared/schemas/catalog-page';
import { defaultPromoSettings } from '#shared/schemas/promo';
import { seedPageData } from './app/page-data.ts';
import { AppProviders } from './app/providers.tsx';
import { resolveLazyMatches } from './app/router.ts';
import { routes } from './app/routes.tsx';
import { renderPage } from './entry-server.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { testCategory, testProduct } from './test/fixtures.ts';

/*
 * Server HTML hydrated by the browser's code, with React's development build, which reports every
 * mismatch between the two (text, elements and attributes; the production build used by the browser
 * tests leaves attribute mismatches unreported and unrepaired). The page is rendered as the server does,
 * without a window; then a jsdom window (a phone's or a desktop's, by its media queries) takes over and
 * the browser's entry steps run: seed the cache, load the lazy route, hydrate (src/web/main.tsx).
 */

// DOMPurify binds to the window there is when it is first imported, which here is the server render's
// none; the browser's copy binds to its window. This one binds to the jsdom window when it sanitises.
vi.mock('dompurify', async (importOriginal) => {
  const { default: createDOMPurify } = await importOriginal<typeof import('dompurify')>();
  return {
    default: {
      sanitize: (html: string, options: object) =>
        createDOMPurify(globalThis.window as unknown as Window & typeof globalThis).sanitize(html, options),
    },
  };
});

const origin = 'https://shop.example';
const renderedAt = Date.parse('2026-05-01T12:00:00.000Z');
const category = testCategory({ id: 3, slug: 'banners-signs' });
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
  tags: ['Top Seller', 'Fast Shipping'],
  freeShipping: true,
  averageRating: 4.5,
  reviewCount: 2,
};
const product = testProduct({
  categoryId: 3,
  overview: '<p>Made to <strong>last</strong>.</p>',
  media: [
    { type: 'video', url: '/media/products/banner.webm', thumbnail: null, order: 0 },
    {
      type: 'image',
      url: '/media/products/banner.webp',
      thumbnail: '/media/products/banner-600.webp',
      order: 1,
    },
  ],
});

function pageData(page: StorefrontPageData['page']): StorefrontPageData {
  return { renderedAt, promo: defaultPromoSettings, categories: [category], page };
}

const pages: [string, string, StorefrontPageData][] = [
  ['a product page', '/products/vinyl-banners', pageData({ kind: 'product', slug: product.slug, product })],
  ['a missing product', '/no-such-sign', pageData({ kind: 'product', slug: 'no-such-sign', product: null })],
  [
    'the home page',
    '/#products',
    pageData({
      kind: 'home',
      catalog: { request: { q: '', category: null, sort: 'popular' }, cards: [card], total: 1 },
    }),
  ],
  [
    'the home page with a category, a sort and the list view',
    '/?category=banners-signs&sort=price-asc&view=list',
    pageData({
      kind: 'home',
      catalog: { request: { q: '', category: 'banners-signs', sort: 'price-asc' }, cards: [card], total: 1 },
    }),
  ],
  ["'Page Not Found'", '/a/b', { ...pageData({ kind: 'not-found' }), categories: null }],
];

async function serverHtml(url: string, data: StorefrontPageData): Promise<string> {
  const rendered = await renderPage(`${origin}${url}`, data);
  if (!rendered) throw new Error(`${url} is not server-rendered`);
  let html = '';
  for await (const chunk of rendered.html) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk);
  return html;
}

let teardown: (() => Promise<void>) | null = null;
afterEach(async () => {
  await teardown?.();
  teardown = null;
});

/**
 * Vitest's jsdom environment, set up now (after the server render) with the page's HTML, its window
 * answering media queries like a `device`.
 */
async function openWindow(url: string, html: string, device: 'phone' | 'desktop'): Promise<Window> {
  const environment = await builtinEnvironments.jsdom.setup(globalThis, {
    jsdom: {
      url: `${origin}${url}`,
      html: `<!doctype html><html><head></head><body><div id="root">${html}</div></body></html>`,
      pretendToBeVisual: true,
    },
  });
  const global = globalThis as Record<string, unknown>;
  global.IS_REACT_ACT_ENVIRONMENT = true;
  teardown = async () => {
    delete global.IS_REACT_ACT_ENVIRONMENT;
    await environment.teardown(globalThis);
  };
  const desktopQueries = ['(min-width: 768px)'];
  window.matchMedia = (query: string) =>
    ({
      matches: device === 'desktop' ? desktopQueries.includes(query) : query === '(pointer: coarse)',
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.scrollTo = () => {};
  // What jsdom does not do as browsers do: a parsed <video muted> is muted, and videos can play.
  for (const video of document.querySelectorAll('video')) video.muted = video.hasAttribute('muted');
  HTMLMediaElement.prototype.play = () => Promise.resolve();
  HTMLMediaElement.prototype.pause = () => {};
  return window;
}

describe('hydrating server-rendered pages', () => {
  for (const [name, url, data] of pages) {
    for (const device of ['phone', 'desktop'] as const) {
      it(`${name} hydrates without a mismatch on a ${device}`, async () => {
        const html = await serverHtml(url, data);
        const window = await openWindow(url, html, device);
        const consoleErrors: unknown[] = [];
        const recoverable: unknown[] = [];
        const spy = vi.spyOn(console, 'error').mockImplementation((...args) => {
          // Both of React's renderers run in this one process, which React warns about; a browser has one.
          if (String(args[0]).startsWith('Detected multiple renderers concurrently')) return;
          consoleErrors.push(args);
        });
        try {
          const { hydrateRoot } = await import('react-dom/client');
          const client = createQueryClient();
          seedPageData(client, data);
          await resolveLazyMatches(routes, window.location);
          const router = createBrowserRouter(routes);
          const container = window.document.getElementById('root')!;
          const root = await act(async () =>
            hydrateRoot(
              container,
              <StrictMode>
                <AppProviders client={client} renderedAt={data.renderedAt}>
                  <RouterProvider router={router} />
                </AppProviders>
              </StrictMode>,
              { onRecoverableError: (error) => recoverable.push(error) },
            ),
          );
          expect(recoverable).toEqual([]);
          expect(consoleErrors).toEqual([]);
          // Hydrated, the page is the same page.
          expect(container.textContent).toContain(
            data.page.kind === 'home'
              ? 'Yard Signs'
              : data.page.kind === 'product'
                ? 'Product'
                : 'Page Not Found',
          );
          await act(async () => root.unmount());
          client.clear();
        } finally {
          spy.mockRestore();
        }
      });
    }
  }
});
