import type { Product } from '../../../shared/schemas/product.ts';
import { notFound } from '../../errors.ts';
import { toApiProduct } from './product-mapper.ts';
import type { ProductsRepository } from './products.repository.ts';

export const PRODUCT_NOT_FOUND = 'Product not found';

export async function listStorefrontProducts(repository: ProductsRepository): Promise<Product[]> {
  const rows = await repository.listActive();
  return rows.map(toApiProduct);
}

export async function getStorefrontProduct(repository: ProductsRepository, slug: string): Promise<Product> {
  const row = await repository.findActiveBySlug(slug);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return toApiProduct(row);
}
