import type { ProductLookup } from '#server/modules/products/products.service';
import { slugSchema } from '#shared/schemas/common';
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

/** A page path's status and head (docs/decisions/0006-page-status-codes.md). */
export type PageResponse = { status: 200 | 404; head: PageHead };

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
    return { status: 404, head: { meta: productNotFoundPageMeta(deps.origin, pathname), noindex: true } };
  }
  return {
    status: 200,
    head: { meta: productPageMeta(product, deps.origin), preloadImage: productMainImageItem(product) },
  };
}

/**
 * What the client router will show at `pathname` (the path of the request, without its query):
 * home, a product (`/products/{slug}` or `/{slug}`), the cart or admin (not indexed), or 'Page Not Found'.
 * A product is looked up so its page carries its own tags and an unknown slug answers 404.
 */
export async function resolvePage(pathname: string, deps: SeoDeps): Promise<PageResponse> {
  const notFound: PageResponse = {
    status: 404,
    head: { meta: pageNotFoundPageMeta(deps.origin, pathname), noindex: true },
  };
  const segments = decodeSegments(pathname);
  if (!segments) return notFound;
  const [first = '', second = ''] = segments;
  if (segments.length === 0) return { status: 200, head: { meta: homePageMeta(deps.origin) } };
  const isPrivate =
    (segments.length === 1 && (first === 'cart' || first === 'admin')) ||
    (segments.length === 2 && first === 'admin');
  if (isPrivate) {
    return { status: 200, head: { meta: defaultPageMeta(deps.origin, pathname), noindex: true } };
  }
  if (segments.length === 1) return productPage(first, pathname, deps);
  if (segments.length === 2 && first === 'products') return productPage(second, pathname, deps);
  return notFound;
}

/** robots.txt: everything but the cart and admin may be crawled; names the sitemap. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /cart',
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
