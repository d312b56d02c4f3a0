import { notFound } from '#server/errors';
import type { ProductLookup } from '#server/modules/products/products.service';
import { apiMessages } from '#shared/errors';
import type { Review } from '#shared/schemas/review';
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
