import type { Database } from '#server/db/client';
import { notFound } from '#server/errors';
import { createProductLookup } from '#server/modules/products/products.service';
import type { FormPart } from '#server/uploads/form-part';
import { apiMessages } from '#shared/errors';
import { reviewImageLimits, reviewSubmittedMessage, reviewTextInputSchema } from '#shared/schemas/review';
import { convertReviewImages, parseReviewFields, readReviewForm } from './review-form.ts';
import { type ReviewImageDeps, withStoredReviewImages } from './review-images.ts';
import { recordReviewSubmission } from './review-throttle.ts';
import { createReviewsRepository } from './reviews.repository.ts';

export type ReviewSubmissionDeps = ReviewImageDeps & { db: Database };

const customerFieldNames = Object.keys(reviewTextInputSchema.shape);

/**
 * POST /api/products/:id/reviews: a customer's review of an active product, stored pending (it is
 * public once the admin approves it). The attempt is counted against the client's address before the
 * form is read (429 past the limit); the pictures are judged by their bytes and re-encoded to WebP
 * before anything is stored, and a failure deletes what was stored.
 */
export async function submitReview(
  deps: ReviewSubmissionDeps,
  request: { productId: number; ip: string; parts: AsyncIterable<FormPart> },
  now = new Date(),
): Promise<{ id: number; message: string }> {
  if (!(await createProductLookup(deps.db).activeExists(request.productId))) {
    throw notFound(apiMessages.productNotFound);
  }
  await recordReviewSubmission(deps.db, request.ip, now);
  const form = await readReviewForm(request.parts, {
    fieldNames: customerFieldNames,
    maxFiles: reviewImageLimits.maxCustomerFiles,
  });
  const input = parseReviewFields(reviewTextInputSchema, form.fields);
  const images = await convertReviewImages(form.images);
  const row = await withStoredReviewImages(deps, images, (reviewImages) =>
    createReviewsRepository(deps.db).insert({
      productId: request.productId,
      customerName: input.customerName,
      rating: input.rating,
      comment: input.comment,
      reviewImages,
      isApproved: false,
    }),
  );
  return { id: row.id, message: reviewSubmittedMessage };
}
