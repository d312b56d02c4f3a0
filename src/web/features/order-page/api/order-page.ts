import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { OrderLookupInput, OrderPage } from '#shared/schemas/order-page';
import { apiRequest, isApiError } from '#web/lib/api-client.ts';

export type { OrderPage };

/** GET /api/order-page/{number}: the token goes in a header, so the API's address never carries it. */
export function getOrderPage(number: string, token: string, signal?: AbortSignal): Promise<OrderPage> {
  return apiRequest<OrderPage>(`/api/order-page/${encodeURIComponent(number)}`, {
    headers: { 'X-Order-Token': token },
    ...(signal ? { signal } : {}),
  });
}

export function orderPageQueryOptions(number: string, token: string) {
  return queryOptions({
    queryKey: ['/api/order-page', number, token] as const,
    queryFn: ({ signal }) => getOrderPage(number, token, signal),
    // A 404 is the answer (a wrong or old link), not a failure to retry.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });
}

export function useOrderPage(number: string, token: string) {
  return useQuery({ ...orderPageQueryOptions(number, token), enabled: token !== '' });
}

/** POST /api/order-lookup: the same answer whether or not the pair names an order. */
export function useOrderLookup() {
  return useMutation({
    mutationFn: (input: OrderLookupInput) =>
      apiRequest<{ message: string }>('/api/order-lookup', { method: 'POST', body: input }),
  });
}
