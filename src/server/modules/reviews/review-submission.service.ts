import type { Database } from '#server/db/client';
import { notFound } from '#server/errors';
import type { Mailer } from '#server/modules/mail/mailer';
import { queueReviewNotice } from '#server/modules/mail/request-notices';
import { createProductLookup } from '#server/modules/products/products.service';
import type { FormPart } from '#server/uploads/form-part';
import { apiMessages } from '#shared/errors';
import { reviewImageLimits, reviewSubmittedMessage, reviewTextInputSchema } from '#shared/schemas/review';
import { convertReviewImages, parseReviewFields, readReviewForm } from './review-form.ts';
import { type ReviewImageDeps, withStoredReviewImages } from './review-images.ts';
import { recordReviewSubmission } from './review-throttle.ts';
import { createReviewsRepository } from './reviews.repository.ts';

export type ReviewSubmissionDeps = ReviewImageDeps & { db: Database; mailer?: Mailer | undefined };

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
  const product = await createProductLookup(deps.db).findActiveName(request.productId);
  if (product === undefined) throw notFound(apiMessages.productNotFound);
  await recordReviewSubmission(deps.db, request.ip, now);
  const form = await readReviewForm(request.parts, {
    fieldNames: customerFieldNames,
    maxFiles: reviewImageLimits.maxCustomerFiles,
  });
  const input = parseReviewFields(reviewTextInputSchema, form.fields);
  const images = await convertReviewImages(form.images);
  const { row, mail } = await withStoredReviewImages(deps, images, (reviewImages) =>
    deps.db.transaction(async (tx) => {
      const stored = await createReviewsRepository(tx).insert({
        productId: request.productId,
        customerName: input.customerName,
        rating: input.rating,
        comment: input.comment,
        reviewImages,
        isApproved: false,
      });
      const notice = await queueReviewNotice(tx, deps.mailer, {
        productName: product,
        customerName: input.customerName,
        rating: input.rating,
        comment: input.comment,
        pictures: reviewImages.length,
      });
      return { row: stored, mail: notice };
    }),
  );
  deps.mailer?.committed(mail);
  return { id: row.id, message: reviewSubmittedMessage };
}
