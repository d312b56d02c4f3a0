import type { CatalogSort } from './catalog.ts';
import type { ProductCard } from './schemas/catalog-page.ts';
import type { Category } from './schemas/category.ts';
import type { Product } from './schemas/product.ts';
import type { PromoSettings } from './schemas/promo.ts';

/**
 * The public data a server-rendered storefront page was rendered from (docs/decisions/0021): the server
 * reads it through its services, renders the page with it and embeds it in the HTML; the browser puts
 * the same answers into its query cache before hydrating, so it shows the same page without asking
 * again. Public data only: never a cart, a session or anything an admin alone may read.
 */
export interface StorefrontPageData {
  /** When the server rendered the page (ms since the epoch): the promo countdown's clock until hydrated. */
  renderedAt: number;
  /** GET /api/promo-settings. */
  promo: PromoSettings;
  /**
   * GET /api/categories (the catalogue's chips, the product page's breadcrumb and options); null on a
   * page that shows none ('Page Not Found'), so the browser asks for them when it needs them.
   */
  categories: Category[] | null;
  page: HomePageData | ProductPageData | NotFoundPageData;
}

/** The catalogue request the home page makes for the URL's `?q&category&sort`, and its first page. */
export interface CatalogFirstPage {
  request: { q: string; category: string | null; sort: CatalogSort };
  /** GET /api/products?…&page=1: the cards and the x-total-count header. */
  cards: ProductCard[];
  total: number;
}

interface HomePageData {
  kind: 'home';
  catalog: CatalogFirstPage;
}

interface ProductPageData {
  kind: 'product';
  /** The slug as the router reads it from the path. */
  slug: string;
  /** GET /api/products/{slug}; null when it answers 404 (no such active product). */
  product: Product | null;
}

/** 'Page Not Found': nothing but the chrome's data. */
interface NotFoundPageData {
  kind: 'not-found';
}

/** The HTML of a server-rendered page's app, and the source files of its lazy chunks (to preload). */
export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: AsyncIterable<Uint8Array | string>;
  /** As Vite's manifest names them (paths relative to src/web). */
  chunks: string[];
}

/**
 * The render entry's export (src/web/entry-server.tsx, built into dist/server-render): the page at the
 * absolute `url` rendered from `data`, or null when the URL is not a server-rendered page (the cart, the
 * admin). Rejects when rendering fails.
 */
export type RenderStorefrontPage = (url: string, data: StorefrontPageData) => Promise<RenderedPage | null>;

/** The id of the `<script type="application/json">` element that carries the data. */
export const pageDataElementId = 'page-data';

/**
 * JSON that is safe as the text of a `<script type="application/json">` element: `<` is escaped (so no
 * `</script>` or `<!--` can end or change the element), and so are `>`, `&` and the two line separators
 * JSON allows but older JavaScript parsers did not. JSON.parse reads it back unchanged.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
