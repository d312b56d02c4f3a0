import type { Executor } from '#server/db/client';
import { notFound } from '#server/errors';
import { apiMessages } from '#shared/errors';
import type { CatalogPageQuery, ProductCard } from '#shared/schemas/catalog-page';
import type { Product } from '#shared/schemas/product';
import type { ProductHtmlCache } from './product-html.ts';
import { toApiProduct } from './product-mapper.ts';
import {
  type CatalogCardRow,
  createProductsRepository,
  type ProductsRepository,
  type ProductWithRating,
} from './products.repository.ts';

/**
 * What the storefront reads: the product with its tabs' HTML sanitised, whatever was stored
 * (docs/decisions/0008).
 */
function toStorefrontProduct(row: ProductWithRating, html: ProductHtmlCache): Product {
  return { ...toApiProduct(row), ...html.sanitize(row.product) };
}

/** A card row as the API shows it: the rating from approved reviews only, null without any. */
function toProductCard({ averageRating, reviewCount, ...row }: CatalogCardRow): ProductCard {
  return {
    ...row,
    averageRating: reviewCount > 0 && averageRating !== null ? Number(averageRating) : null,
    reviewCount,
  };
}

/**
 * One page of the storefront catalogue (docs/product/storefront.md, docs/decisions/0019): the active
 * products matching the search (trimmed; blank matches all) and the category, in the sort's order, as
 * cards; and how many match over every page.
 */
export async function listCatalogPage(
  repository: ProductsRepository,
  { q, category, sort, page, pageSize }: CatalogPageQuery,
): Promise<{ cards: ProductCard[]; total: number }> {
  const search = (q ?? '').trim();
  const { rows, total } = await repository.listCatalogPage({
    search: search === '' ? null : search,
    categorySlug: category ?? null,
    sort,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { cards: rows.map(toProductCard), total };
}

export async function getStorefrontProduct(
  repository: ProductsRepository,
  html: ProductHtmlCache,
  slug: string,
): Promise<Product> {
  const row = await repository.findActiveBySlug(slug);
  if (!row) throw notFound(apiMessages.productNotFound);
  return toStorefrontProduct(row, html);
}

/**
 * What other modules read of the active catalogue (reviews, the SEO page heads and the sitemap): the
 * products as the API shows them, without the storefront's HTML sanitising (they never show the tabs).
 */
export function createProductLookup(db: Executor) {
  const repository = createProductsRepository(db);
  return {
    /** Whether the product exists and is not archived. */
    activeExists: (id: number): Promise<boolean> => repository.activeExists(id),
    /** The product's name when it exists and is not archived. */
    findActiveName: (id: number): Promise<string | undefined> => repository.findActiveName(id),
    async findActiveBySlug(slug: string): Promise<Product | undefined> {
      const row = await repository.findActiveBySlug(slug);
      return row && toApiProduct(row);
    },
    /** Every active product's slug and last change (sitemap.xml), in one query. */
    listActiveSlugs: (): Promise<{ slug: string; updatedAt: Date }[]> => repository.listActiveSlugs(),
  };
}
export type ProductLookup = ReturnType<typeof createProductLookup>;
