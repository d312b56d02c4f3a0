import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiMessages } from '#shared/errors';
import type { OrderSummary } from '#shared/schemas/checkout';
import { apiRequest, apiRequestOr } from '#web/lib/api-client.ts';

export type { OrderSummary };

export function orderQueryKey(id: number) {
  return ['/api/orders', id] as const;
}

/** GET /api/orders/{id}: an order of this cart session, for the confirmation. */
function getOrder(id: number, signal?: AbortSignal): Promise<OrderSummary> {
  return apiRequestOr<OrderSummary>(apiMessages.orderNotFound, `/api/orders/${id}`, signal ? { signal } : {});
}

function orderQueryOptions(id: number) {
  return queryOptions({ queryKey: orderQueryKey(id), queryFn: ({ signal }) => getOrder(id, signal) });
}

export function useOrder(id: number) {
  return useQuery(orderQueryOptions(id));
}

/** POST /api/orders/{id}/page-link: a new link to the order's own page (this session's order only). */
export function createOrderPageLink(id: number): Promise<{ path: string }> {
  return apiRequest<{ path: string }>(`/api/orders/${id}/page-link`, { method: 'POST' });
}
