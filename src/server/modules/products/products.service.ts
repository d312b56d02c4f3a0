import type { Product } from '../../../shared/schemas/product.ts';
import { notFound } from '../../errors.ts';
import type { ProductHtmlCache } from './product-html.ts';
import { toApiProduct } from './product-mapper.ts';
import type { ProductsRepository, ProductWithRating } from './products.repository.ts';

export const PRODUCT_NOT_FOUND = 'Product not found';

/** What the storefront reads: the product with its tabs' HTML sanitised, whatever was stored (DESIGN §5.7). */
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
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return toStorefrontProduct(row, html);
}
