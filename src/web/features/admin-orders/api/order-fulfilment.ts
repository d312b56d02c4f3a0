import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrackingCarrier } from '#shared/order-tracking';
import type { AdminOrder } from '#shared/schemas/admin';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminOrdersQueryKey } from './get-admin-orders.ts';

export type TrackingInput = { carrier: TrackingCarrier; number: string } | null;

/** PATCH /api/admin/orders/{id}/tracking: a shipped order's carrier and number (null takes them away). */
export function useSetOrderTracking(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tracking: TrackingInput) =>
      apiRequest<AdminOrder>(`/api/admin/orders/${id}/tracking`, { method: 'PATCH', body: { tracking } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey }),
  });
}

/** POST /api/admin/orders/{id}/mark-paid: a pay-in-store order paid at the counter. */
export function useMarkOrderPaid(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<AdminOrder>(`/api/admin/orders/${id}/mark-paid`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey }),
  });
}
