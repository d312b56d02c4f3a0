import type { ProductLookup } from '#server/modules/products/products.service';
import { slugSchema } from '#shared/schemas/common';
import type { Product } from '#shared/schemas/product';
import {
  absoluteUrl,
  defaultPageMeta,
  homePageMeta,
  pageNotFoundPageMeta,
  productCanonicalPath,
  productMainImageItem,
  productNotFoundPageMeta,
  productPageMeta,
} from '#shared/seo';
import type { PageHead } from './page-head.ts';

/** What the client router shows at a page path. */
type PageTarget =
  | { kind: 'home' }
  | { kind: 'private' }
  | { kind: 'product'; slug: string; product: Product | null }
  | { kind: 'not-found' };

/**
 * A page path's status and head (docs/decisions/0006-page-status-codes.md), and what the page shows (the
 * product that was looked up for its head, so rendering the page needs no second query).
 */
export type PageResponse = { status: 200 | 404; head: PageHead; target: PageTarget };

export type SeoDeps = { products: Pick<ProductLookup, 'findActiveBySlug'>; origin: string };

function decodeSegments(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null; // a malformed %-escape: no page of the shop
  }
}

async function productPage(slug: string, pathname: string, deps: SeoDeps): Promise<PageResponse> {
  const product = slugSchema.safeParse(slug).success ? await deps.products.findActiveBySlug(slug) : undefined;
  if (!product) {
    return {
      status: 404,
      head: { meta: productNotFoundPageMeta(deps.origin, pathname), noindex: true },
      target: { kind: 'product', slug, product: null },
    };
  }
  return {
    status: 200,
    head: { meta: productPageMeta(product, deps.origin), preloadImage: productMainImageItem(product) },
    target: { kind: 'product', slug, product },
  };
}

/** Where a page path leads, before anything is looked up: a product is named by its slug. */
export type PagePath =
  | { kind: 'home' }
  | { kind: 'private' }
  | { kind: 'order'; number: string }
  | { kind: 'product'; slug: string }
  | { kind: 'not-found' };

/**
 * What the client router will show at `pathname` (the path of the request, without its query): home, a
 * product (`/products/{slug}` or `/{slug}`), the cart, admin or order lookup (not indexed), a customer's
 * order page (`/orders/{number}`, its status known once its token is checked), or 'Page Not Found'.
 */
export function pagePathOf(pathname: string): PagePath {
  const segments = decodeSegments(pathname);
  if (!segments) return { kind: 'not-found' };
  const [first = '', second = ''] = segments;
  if (segments.length === 0) return { kind: 'home' };
  if (segments.length === 2 && first === 'orders') return { kind: 'order', number: second };
  const isPrivate =
    (segments.length === 1 && (first === 'cart' || first === 'admin' || first === 'order-lookup')) ||
    (segments.length === 2 && (first === 'admin' || first === 'quote'));
  if (isPrivate) return { kind: 'private' };
  if (segments.length === 1) return { kind: 'product', slug: first };
  if (segments.length === 2 && first === 'products') return { kind: 'product', slug: second };
  return { kind: 'not-found' };
}

/**
 * The status and head of the page at `pathname` (see pagePathOf). A product is looked up so its page
 * carries its own tags and an unknown slug answers 404.
 */
export async function resolvePage(pathname: string, deps: SeoDeps): Promise<PageResponse> {
  const path = pagePathOf(pathname);
  switch (path.kind) {
    case 'home':
      return { status: 200, head: { meta: homePageMeta(deps.origin) }, target: path };
    case 'order':
    case 'private':
      return {
        status: 200,
        head: { meta: defaultPageMeta(deps.origin, pathname), noindex: true },
        target: { kind: 'private' },
      };
    case 'product':
      return productPage(path.slug, pathname, deps);
    case 'not-found':
      return {
        status: 404,
        head: { meta: pageNotFoundPageMeta(deps.origin, pathname), noindex: true },
        target: path,
      };
  }
}

/** robots.txt: everything but the cart and admin may be crawled; names the sitemap. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /cart',
    'Disallow: /orders/',
    'Disallow: /order-lookup',
    'Disallow: /quote/',
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => xmlEscapes[char]!);

export type SitemapProduct = { slug: string; updatedAt: Date };

/** sitemap.xml: home and every active product at its canonical address, with its last change. */
export function sitemapXml(products: readonly SitemapProduct[], origin: string): string {
  const url = (loc: string, lastmod?: Date) =>
    `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  const newest = products.reduce<Date | undefined>(
    (latest, product) => (!latest || product.updatedAt > latest ? product.updatedAt : latest),
    undefined,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url(absoluteUrl(origin, '/'), newest),
    ...products.map((product) =>
      url(absoluteUrl(origin, productCanonicalPath(product.slug)), product.updatedAt),
    ),
    '</urlset>',
    '',
  ].join('\n');
}
