import type { Product } from '#shared/schemas/product';
import type { ProductWithRating } from './products.repository.ts';

/** A database row as the API shows it: camelCase, money as "24.99", dates as ISO strings. */
/** The shop's thresholds in force: the product's own pair, else its category's (docs/product/admin.md). */
function printDpiOf(row: ProductWithRating): Product['printDpi'] {
  const { printDpiGreat, printDpiOk } = row.product;
  if (printDpiGreat !== null && printDpiOk !== null) {
    return { great: printDpiGreat, ok: printDpiOk, from: 'product' };
  }
  const { categoryPrintDpiGreat: great, categoryPrintDpiOk: ok } = row;
  return great !== null && ok !== null ? { great, ok, from: 'category' } : null;
}

export function toApiProduct(row: ProductWithRating): Product {
  const { product, averageRating, reviewCount } = row;
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
    printDpi: printDpiOf(row),
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}
