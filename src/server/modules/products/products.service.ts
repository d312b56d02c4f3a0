import type { Executor } from '#server/db/client';
import { notFound } from '#server/errors';
import { apiMessages } from '#shared/errors';
import type { Product } from '#shared/schemas/product';
import type { ProductHtmlCache } from './product-html.ts';
import { toApiProduct } from './product-mapper.ts';
import {
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

export async function listStorefrontProducts(
  repository: ProductsRepository,
  html: ProductHtmlCache,
): Promise<Product[]> {
  const rows = await repository.listActive();
  return rows.map((row) => toStorefrontProduct(row, html));
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
    async findActiveBySlug(slug: string): Promise<Product | undefined> {
      const row = await repository.findActiveBySlug(slug);
      return row && toApiProduct(row);
    },
    /** Every active product's slug and last change (sitemap.xml), in one query. */
    listActiveSlugs: (): Promise<{ slug: string; updatedAt: Date }[]> => repository.listActiveSlugs(),
  };
}
export type ProductLookup = ReturnType<typeof createProductLookup>;
