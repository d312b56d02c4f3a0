import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webMessages } from '#shared/errors';
import type { AdminOrder } from '#shared/schemas/admin';
import type { OrderStatus } from '#shared/schemas/checkout';
import { apiRequestOr } from '#web/lib/api-client.ts';
import { adminOrdersQueryKey } from './get-admin-orders.ts';

interface UpdateOrderStatusInput {
  id: number;
  status: OrderStatus;
  /** E-mail the customer about the change (In Progress, Completed); on unless the admin turned it off. */
  notifyCustomer?: boolean;
}

/**
 * PATCH /api/admin/orders/{id}/status; any failure is 'Failed to update order status'
 * (docs/product/messages.md).
 */
function updateOrderStatus({
  id,
  status,
  notifyCustomer = true,
}: UpdateOrderStatusInput): Promise<AdminOrder> {
  return apiRequestOr<AdminOrder>(webMessages.updateOrderStatus, `/api/admin/orders/${id}/status`, {
    method: 'PATCH',
    body: { status, notifyCustomer },
  });
}

/**
 * Any status, in any order (docs/product/orders-and-statuses.md); the lists and details are read again
 * afterwards.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminOrdersQueryKey, 'status'],
    mutationFn: updateOrderStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey }),
  });
}
