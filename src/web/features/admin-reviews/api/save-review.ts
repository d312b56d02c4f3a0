import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminReview, type AdminReviewInput, reviewImageLimits } from '#shared/schemas/review';
import { adminProductsQueryKey } from '#web/lib/admin-product-list.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { sendForm } from '#web/lib/send-form.ts';
import { adminReviewsQueryKey } from './get-admin-reviews.ts';

/**
 * After a write the admin list is read again, and so are the products: a product's rating and review
 * count (and its public review list) come from its approved reviews (docs/product/overview.md).
 */
function invalidateReviewLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminReviewsQueryKey }),
    queryClient.invalidateQueries({ queryKey: adminProductsQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['/api/products'] }),
  ]);
}

export interface ReviewSave {
  input: AdminReviewInput;
  /** New pictures to add. */
  files: readonly File[];
  /** Edit only: the review's current pictures to keep (the others are removed). */
  keptImages?: readonly string[];
  onProgress?: (fraction: number) => void;
}

/** The multipart body of POST/PATCH /api/admin/reviews(/:id). */
export function reviewFormData({ input, files, keptImages }: Omit<ReviewSave, 'onProgress'>): FormData {
  const form = new FormData();
  form.append('customerName', input.customerName);
  form.append('rating', String(input.rating));
  form.append('comment', input.comment);
  form.append('productId', String(input.productId));
  if (keptImages) {
    // One empty value says "none kept": without the field the server keeps every picture.
    if (keptImages.length === 0) form.append('keptImages', '');
    for (const url of keptImages) form.append('keptImages', url);
  }
  for (const file of files) form.append(reviewImageLimits.field, file);
  return form;
}

/** POST /api/admin/reviews (multipart): the review is created approved. Failures keep the server's message. */
function createReview(save: ReviewSave): Promise<AdminReview> {
  return sendForm<AdminReview>(
    '/api/admin/reviews',
    reviewFormData(save),
    save.onProgress ? { onProgress: save.onProgress } : {},
  );
}

/** PATCH /api/admin/reviews/{id} (multipart): every field, the pictures kept and the new ones. */
function updateReview({ id, ...save }: ReviewSave & { id: number }): Promise<AdminReview> {
  return sendForm<AdminReview>(`/api/admin/reviews/${id}`, reviewFormData(save), {
    method: 'PATCH',
    ...(save.onProgress ? { onProgress: save.onProgress } : {}),
  });
}

/** DELETE /api/admin/reviews/{id}. */
async function deleteReview(id: number): Promise<void> {
  await apiRequest<undefined>(`/api/admin/reviews/${id}`, { method: 'DELETE' });
}

/** PATCH /api/admin/reviews/{id}/approve. */
function approveReview(id: number): Promise<AdminReview> {
  return apiRequest<AdminReview>(`/api/admin/reviews/${id}/approve`, { method: 'PATCH' });
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminReviewsQueryKey, 'create'],
    mutationFn: createReview,
    onSettled: () => invalidateReviewLists(queryClient),
  });
}

export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminReviewsQueryKey, 'update'],
    mutationFn: updateReview,
    onSettled: () => invalidateReviewLists(queryClient),
  });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminReviewsQueryKey, 'delete'],
    mutationFn: deleteReview,
    onSettled: () => invalidateReviewLists(queryClient),
  });
}

export function useApproveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminReviewsQueryKey, 'approve'],
    mutationFn: approveReview,
    onSettled: () => invalidateReviewLists(queryClient),
  });
}
