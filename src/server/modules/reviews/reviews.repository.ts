import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reviews } from '../../db/schema.ts';

export type ReviewRow = typeof reviews.$inferSelect;

export function createReviewsRepository(db: Executor) {
  return {
    listApprovedForProduct(productId: number): Promise<ReviewRow[]> {
      return db
        .select()
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.isApproved, true)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id));
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
