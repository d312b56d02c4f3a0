import { z } from 'zod';
import { type AdminReview, adminReviewInputSchema } from '#shared/schemas/review';

/**
 * The review dialog's fields: the shared schema's rules and messages for the text fields and the
 * product (name and comment required, a whole rating 1-5, a product chosen), and the pictures.
 */
export const reviewFormSchema = adminReviewInputSchema.extend({
  /** Edit mode: the review's current pictures still kept. */
  keptImages: z.array(z.string()),
  /** Pictures chosen in this dialog. */
  files: z.array(z.custom<File>()),
});
export type ReviewFormOutput = z.output<typeof reviewFormSchema>;

/** The fields as typed: the product is the select's text value until the schema reads it as a number. */
export type ReviewFormValues = z.input<typeof reviewFormSchema>;

/**
 * The rating defaults to 5 (docs/product/admin.md#reviews-tab); the product filter, when set, preselects the
 * product.
 */
export function emptyReviewForm(productId: number | null = null): ReviewFormValues {
  return {
    productId: productId === null ? '' : String(productId),
    customerName: '',
    rating: 5,
    comment: '',
    keptImages: [],
    files: [],
  };
}

export function reviewFormValues(review: AdminReview): ReviewFormValues {
  return {
    productId: String(review.productId),
    customerName: review.customerName,
    rating: review.rating,
    comment: review.comment,
    keptImages: [...review.reviewImages],
    files: [],
  };
}
