import { queryOptions, useQuery } from '@tanstack/react-query';
import { webMessages } from '#shared/errors';
import type { AdminOrder } from '#shared/schemas/admin';
import { apiRequestOr } from '#web/lib/api-client.ts';
import { adminOrdersQueryKey } from './get-admin-orders.ts';

/** GET /api/admin/orders/{id}: the whole order for the details dialog. */
function getAdminOrder(id: number, signal?: AbortSignal): Promise<AdminOrder> {
  return apiRequestOr<AdminOrder>(
    webMessages.fetchOrderDetails,
    `/api/admin/orders/${id}`,
    signal ? { signal } : {},
  );
}

function adminOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...adminOrdersQueryKey, 'detail', id] as const,
    queryFn: ({ signal }) => getAdminOrder(id, signal),
  });
}

export function useAdminOrder(id: number) {
  return useQuery(adminOrderQueryOptions(id));
}
