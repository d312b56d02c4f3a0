import { useMutation } from '@tanstack/react-query';
import {
  type ReviewTextInput,
  reviewImageLimits,
  reviewSubmissionResultSchema,
  reviewSubmittedMessage,
} from '#shared/schemas/review';
import { sendForm } from '#web/lib/send-form.ts';

interface ReviewSubmission {
  productId: number;
  input: ReviewTextInput;
  files: readonly File[];
  onProgress?: (fraction: number) => void;
}

/**
 * POST /api/products/{id}/reviews (multipart: customerName, rating, comment, repeated reviewImages).
 * Answers the thanks message to show: the review waits for approval, so the list does not change.
 * Failures are ApiErrors with the server's message (400, 413, 415, 429).
 */
async function submitReview({ productId, input, files, onProgress }: ReviewSubmission): Promise<string> {
  const form = new FormData();
  form.append('customerName', input.customerName);
  form.append('rating', String(input.rating));
  form.append('comment', input.comment);
  for (const file of files) form.append(reviewImageLimits.field, file);
  const answer = await sendForm<unknown>(
    `/api/products/${productId}/reviews`,
    form,
    onProgress ? { onProgress } : {},
  );
  const parsed = reviewSubmissionResultSchema.safeParse(answer);
  return parsed.success && parsed.data.message ? parsed.data.message : reviewSubmittedMessage;
}

export function useSubmitReview() {
  return useMutation({ mutationKey: ['/api/products', 'reviews', 'submit'], mutationFn: submitReview });
}
