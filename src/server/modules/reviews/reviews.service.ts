import { apiMessages } from '../../../shared/errors.ts';
import type { Review } from '../../../shared/schemas/review.ts';
import { notFound } from '../../errors.ts';
import type { ProductLookup } from '../products/products.service.ts';
import type { ReviewRow, ReviewsRepository } from './reviews.repository.ts';

export function toApiReview(row: ReviewRow): Review {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Approved reviews of an active product, newest first. */
export async function listProductReviews(
  deps: { reviews: ReviewsRepository; products: Pick<ProductLookup, 'activeExists'> },
  productId: number,
): Promise<Review[]> {
  if (!(await deps.products.activeExists(productId))) throw notFound(apiMessages.productNotFound);
  const rows = await deps.reviews.listApprovedForProduct(productId);
  return rows.map(toApiReview);
}
