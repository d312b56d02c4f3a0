import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '#shared/schemas/admin';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminOrdersQueryKey } from './get-admin-orders.ts';

/** GET /api/admin/proofs/{id}/pages/{n}: a drawn page of a proof version (the admin's cookie). */
export const adminProofPageUrl = (proofId: number, page: number) =>
  `/api/admin/proofs/${proofId}/pages/${page}`;
/** GET /api/admin/proofs/{id}/file: the proof as uploaded. */
export const adminProofFileUrl = (proofId: number) => `/api/admin/proofs/${proofId}/file`;

/** POST /api/admin/orders/{id}/items/{itemId}/proofs: the line's next proof version (the customer is e-mailed). */
export function useUploadProof(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, file, note }: { itemId: number; file: File; note: string }) => {
      const form = new FormData();
      form.append('note', note);
      form.append('file', file);
      return apiRequest<AdminOrder>(`/api/admin/orders/${orderId}/items/${itemId}/proofs`, {
        method: 'POST',
        body: form,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey }),
  });
}

/** POST /api/admin/orders/{id}/print-without-approval: go ahead without the customer's approval. */
export function usePrintWithoutApproval(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<AdminOrder>(`/api/admin/orders/${orderId}/print-without-approval`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey }),
  });
}
