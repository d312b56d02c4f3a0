import { z } from 'zod';
import { apiMessages } from '../errors.ts';
import { pageInfo, pageSchema } from './admin.ts';
import { maxInt32, safeString } from './common.ts';

const reviewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  customerName: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  reviewImages: z.array(z.string()),
  isApproved: z.boolean(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.array(reviewSchema);

/** One review of GET /api/admin/reviews, pending or approved, with its product's name. */
export const adminReviewSchema = reviewSchema.extend({ productName: z.string() });
export type AdminReview = z.infer<typeof adminReviewSchema>;
/** GET /api/admin/reviews(?productId=N&page=P): one page of reviews, newest first. */
export const adminReviewListSchema = z.object({ reviews: z.array(adminReviewSchema), ...pageInfo });
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;

/** GET /api/admin/reviews?productId=N&page=P: the optional product filter and page. */
export const adminReviewQuerySchema = z.object({
  productId: z.coerce.number().int().positive().max(maxInt32).optional(),
  page: pageSchema,
});

/** Review pictures: judged by their bytes, re-encoded to WebP; the customer form allows fewer than the admin. */
export const reviewImageLimits = {
  field: 'reviewImages',
  maxCustomerFiles: 3,
  maxAdminFiles: 5,
  maxFileBytes: 10 * 1024 * 1024,
  maxFileLabel: '10 MB',
  accept: 'image/png,image/jpeg,image/webp,image/gif',
} as const;

export const reviewTextLimits = { customerName: 100, comment: 2000 } as const;

/** The messages shared by the admin dialog, the customer form and the server (docs/product/messages.md). */
const reviewMessages = {
  nameRequired: 'Customer name is required',
  commentRequired: 'Comment is required',
  rating: 'Rating must be a whole number from 1 to 5',
  productRequired: 'Product is required',
} as const;

/**
 * The text fields of a review form (multipart, so every value arrives as a string). Used by the server
 * on POST /api/products/:id/reviews and, with productId, on the admin POST/PATCH.
 */
export const reviewTextInputSchema = z.object({
  customerName: safeString({ error: reviewMessages.nameRequired })
    .trim()
    .min(1, reviewMessages.nameRequired)
    .max(
      reviewTextLimits.customerName,
      `Customer name must be at most ${reviewTextLimits.customerName} characters`,
    ),
  rating: z.coerce
    .number({ error: reviewMessages.rating })
    .int(reviewMessages.rating)
    .min(1, reviewMessages.rating)
    .max(5, reviewMessages.rating),
  comment: safeString({ error: reviewMessages.commentRequired })
    .trim()
    .min(1, reviewMessages.commentRequired)
    .max(reviewTextLimits.comment, `Comment must be at most ${reviewTextLimits.comment} characters`),
});
export type ReviewTextInput = z.infer<typeof reviewTextInputSchema>;

/**
 * POST /api/admin/reviews and PATCH /api/admin/reviews/:id (multipart): the text fields, the product, and
 * on PATCH the repeated `keptImages` (URLs of the review's current pictures to keep; the others are
 * removed). New `reviewImages` files are appended.
 */
export const adminReviewInputSchema = reviewTextInputSchema.extend({
  productId: z.coerce
    .number({ error: reviewMessages.productRequired })
    .int(reviewMessages.productRequired)
    .positive(reviewMessages.productRequired)
    .max(maxInt32, apiMessages.productNotFound),
});
export type AdminReviewInput = z.infer<typeof adminReviewInputSchema>;

/** POST /api/products/:id/reviews answers 201 with this: the review waits for approval. */
export const reviewSubmissionResultSchema = z.object({ id: z.number().int(), message: z.string() });
export const reviewSubmittedMessage =
  'Thank you for your review! It will appear here once it has been approved.';

/** A customer may submit this many reviews per hour from one address. */
export const reviewSubmissionLimit = { perAddress: 5, windowMinutes: 60 } as const;
