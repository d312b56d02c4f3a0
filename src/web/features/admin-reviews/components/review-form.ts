import {
  type AdminReview,
  type AdminReviewInput,
  adminReviewInputSchema,
} from '../../../../shared/schemas/review.ts';

/** The dialog's fields as typed; the product stays the select's text value until saving. */
export interface ReviewDraft {
  productId: string;
  customerName: string;
  rating: number;
  comment: string;
  /** Edit mode: the review's current pictures still kept. */
  keptImages: string[];
  /** Pictures chosen in this dialog. */
  files: File[];
}

export type ReviewField = 'productId' | 'customerName' | 'rating' | 'comment';
export type ReviewFormErrors = Partial<Record<ReviewField, string>>;

/** The order the fields appear in, for focusing the first invalid one. */
export const reviewFieldOrder: readonly ReviewField[] = ['productId', 'customerName', 'rating', 'comment'];

/** SPEC §5 Admin reviews: the rating defaults to 5; the product filter, when set, preselects the product. */
export function emptyDraft(productId: number | null = null): ReviewDraft {
  return {
    productId: productId === null ? '' : String(productId),
    customerName: '',
    rating: 5,
    comment: '',
    keptImages: [],
    files: [],
  };
}

export function draftOf(review: AdminReview): ReviewDraft {
  return {
    productId: String(review.productId),
    customerName: review.customerName,
    rating: review.rating,
    comment: review.comment,
    keptImages: [...review.reviewImages],
    files: [],
  };
}

/** SPEC §5: name and comment required, a whole rating 1-5, a product chosen (the shared schema's messages). */
export function validateDraft(draft: ReviewDraft): {
  input: AdminReviewInput | null;
  errors: ReviewFormErrors;
} {
  const result = adminReviewInputSchema.safeParse({
    productId: draft.productId,
    customerName: draft.customerName,
    rating: draft.rating,
    comment: draft.comment,
  });
  if (result.success) return { input: result.data, errors: {} };
  const errors: ReviewFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (reviewFieldOrder as readonly string[]).includes(field)) {
      errors[field as ReviewField] ??= issue.message;
    }
  }
  return { input: null, errors };
}
