import type { Product } from '#shared/schemas/product';
import type { ProductWithRating } from './products.repository.ts';

/** A database row as the API shows it: camelCase, money as "24.99", dates as ISO strings. */
export function toApiProduct({ product, averageRating, reviewCount }: ProductWithRating): Product {
  const count = reviewCount ?? 0;
  return {
    ...product,
    basePrice: product.basePrice,
    averageRating: count > 0 && averageRating !== null ? Number(averageRating) : null,
    reviewCount: count,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}
