import type { Product } from '#shared/schemas/product';
import type { ProductWithRating } from './products.repository.ts';

/** A database row as the API shows it: camelCase, money as "24.99", dates as ISO strings. */
export function toApiProduct({ product, averageRating, reviewCount }: ProductWithRating): Product {
  // The catalogue's stored sort keys (migration 0010) are the database's own, not part of the product.
  const {
    fromPrice: _fromPrice,
    isTopSeller: _isTopSeller,
    isFastShipping: _isFastShipping,
    approvedReviewCount: _approvedReviewCount,
    approvedAverageRating: _approvedAverageRating,
    ...fields
  } = product;
  const count = reviewCount ?? 0;
  return {
    ...fields,
    basePrice: product.basePrice,
    averageRating: count > 0 && averageRating !== null ? Number(averageRating) : null,
    reviewCount: count,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}
