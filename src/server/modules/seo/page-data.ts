import { z } from 'zod';
import { type CatalogSort, parseCatalogQuery } from '#shared/catalog';
import type { CatalogFirstPage, StorefrontPageData } from '#shared/page-data';
import {
  type CatalogPageQuery,
  catalogPageSize,
  type ProductCard,
  productCardListSchema,
} from '#shared/schemas/catalog-page';
import { type Category, categoryListSchema } from '#shared/schemas/category';
import { type Product, productSchema } from '#shared/schemas/product';
import { type PromoSettings, promoSettingsSchema } from '#shared/schemas/promo';
import { type PageResponse, pagePathOf, resolvePage } from './seo.service.ts';

/**
 * The public reads a server-rendered storefront page is made from (docs/decisions/0021): the same
 * services the storefront's GET routes answer with (src/server/storefront-reads.ts builds them).
 */
export interface StorefrontReads {
  /** GET /api/products/{slug}: the active product with its tabs' HTML sanitised, or undefined. */
  findProduct(slug: string): Promise<Product | undefined>;
  /** GET /api/categories. */
  listCategories(): Promise<Category[]>;
  /** GET /api/promo-settings. */
  getPromoSettings(): Promise<PromoSettings>;
  /** GET /api/products?…: one page of the catalogue and how many match. */
  listCatalogPage(query: CatalogPageQuery): Promise<{ cards: ProductCard[]; total: number }>;
  /** Whether /orders/{number}?token=... opens an order (its token is one of the order's links). */
  orderPageExists(number: string, token: string | undefined): Promise<boolean>;
}

export type PageDataDeps = { reads: StorefrontReads; origin: string; now?: () => number };

/** The page's status and head, and the data to render it from (null: the browser renders it). */
export type LoadedPage = PageResponse & { data: StorefrontPageData | null };

/**
 * The answers exactly as the API sends them (its response schemas, as fastify-type-provider-zod encodes
 * them), so the browser's cache holds the same. The browser reads a product as `Product`, as it reads
 * GET /api/products/{slug}; the schema's encoded type only differs in its defaults being optional.
 */
const asSent = {
  product: (product: Product) => z.encode(productSchema, product) as Product,
  categories: (categories: Category[]) => z.encode(categoryListSchema, categories),
  promo: (promo: PromoSettings) => z.encode(promoSettingsSchema, promo),
  cards: (cards: ProductCard[]) => z.encode(productCardListSchema, cards),
};

/**
 * The catalogue's first page for the home page's URL: the request the catalogue makes for its
 * `?q&category&sort` (an unknown category shows every product, src/web/features/catalog) and its answer.
 */
async function catalogFirstPage(
  search: string,
  categories: Promise<Category[]>,
  reads: StorefrontReads,
): Promise<CatalogFirstPage> {
  const query = parseCatalogQuery(search);
  const q = query.q.trim();
  const read = (category: string | null, sort: CatalogSort) =>
    reads.listCatalogPage({
      ...(q === '' ? {} : { q }),
      ...(category === null ? {} : { category }),
      sort,
      page: 1,
      pageSize: catalogPageSize,
    });
  // Read alongside the categories; a category the shop does not have is read again as all products.
  let page = await read(query.category, query.sort);
  let category = query.category;
  if (category !== null && !(await categories).some((known) => known.slug === category)) {
    category = null;
    page = await read(null, query.sort);
  }
  return { request: { q, category, sort: query.sort }, cards: asSent.cards(page.cards), total: page.total };
}

/**
 * What the server answers at a page URL (the path and its query): the status and head of resolvePage
 * (decision 0006) and, for a storefront page (home, a product, 'Page Not Found'), the public data it is
 * rendered from. The product read for the head is the one the page shows: one query for both. The reads
 * of a page run side by side; the cart and the admin read nothing.
 */
export async function loadPage(url: string, deps: PageDataDeps): Promise<LoadedPage> {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const search = queryStart === -1 ? '' : url.slice(queryStart);
  const { reads } = deps;
  const seoDeps = { products: { findActiveBySlug: reads.findProduct }, origin: deps.origin };
  const renderedAt = (deps.now ?? Date.now)();
  const path = pagePathOf(pathname);

  switch (path.kind) {
    case 'private':
      return { ...(await resolvePage(pathname, seoDeps)), data: null };
    case 'order': {
      // The browser renders the page; a link that opens no order answers 404, the same for every reason.
      const token = new URLSearchParams(search).get('token') ?? undefined;
      const [resolved, exists] = await Promise.all([
        resolvePage(pathname, seoDeps),
        reads.orderPageExists(path.number, token),
      ]);
      return { ...resolved, status: exists ? 200 : 404, data: null };
    }
    case 'home': {
      const categories = reads.listCategories();
      const [resolved, promo, catalog, categoryList] = await Promise.all([
        resolvePage(pathname, seoDeps),
        reads.getPromoSettings(),
        catalogFirstPage(search, categories, reads),
        categories,
      ]);
      const data: StorefrontPageData = {
        renderedAt,
        promo: asSent.promo(promo),
        categories: asSent.categories(categoryList),
        page: { kind: 'home', catalog },
      };
      return { ...resolved, data };
    }
    case 'product': {
      const [resolved, promo, categories] = await Promise.all([
        resolvePage(pathname, seoDeps),
        reads.getPromoSettings(),
        reads.listCategories(),
      ]);
      const product = resolved.target.kind === 'product' ? resolved.target.product : null;
      const data: StorefrontPageData = {
        renderedAt,
        promo: asSent.promo(promo),
        categories: asSent.categories(categories),
        page: { kind: 'product', slug: path.slug, product: product ? asSent.product(product) : null },
      };
      return { ...resolved, data };
    }
    case 'not-found': {
      const [resolved, promo] = await Promise.all([resolvePage(pathname, seoDeps), reads.getPromoSettings()]);
      const data: StorefrontPageData = {
        renderedAt,
        promo: asSent.promo(promo),
        categories: null,
        page: { kind: 'not-found' },
      };
      return { ...resolved, data };
    }
  }
}
