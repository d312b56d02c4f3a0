import type { Review } from '../../../shared/schemas/review.ts';
import { notFound } from '../../errors.ts';
import type { ProductsRepository } from '../products/products.repository.ts';
import { PRODUCT_NOT_FOUND } from '../products/products.service.ts';
import type { ReviewRow, ReviewsRepository } from './reviews.repository.ts';

export function toApiReview(row: ReviewRow): Review {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Approved reviews of an active product, newest first. */
export async function listProductReviews(
  deps: { reviews: ReviewsRepository; products: ProductsRepository },
  productId: number,
): Promise<Review[]> {
  if (!(await deps.products.activeExists(productId))) throw notFound(PRODUCT_NOT_FOUND);
  const rows = await deps.reviews.listApprovedForProduct(productId);
  return rows.map(toApiReview);
}
