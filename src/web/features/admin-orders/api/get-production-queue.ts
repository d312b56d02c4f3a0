import { queryOptions, useQuery } from '@tanstack/react-query';
import { webMessages } from '#shared/errors';
import type { ProductionQueue } from '#shared/schemas/production-queue';
import { apiRequestOr } from '#web/lib/api-client.ts';
import { adminOrdersQueryKey } from './get-admin-orders.ts';

/** Under the orders' key: a status change anywhere reads the queue again. */
export const productionQueueQueryKey = [...adminOrdersQueryKey, 'production-queue'] as const;

/** GET /api/admin/production-queue: the open orders, soonest due first. */
function getProductionQueue(signal?: AbortSignal): Promise<ProductionQueue> {
  return apiRequestOr<ProductionQueue>(
    webMessages.fetchProductionQueue,
    '/api/admin/production-queue',
    signal ? { signal } : {},
  );
}

export function useProductionQueue() {
  return useQuery(
    queryOptions({
      queryKey: productionQueueQueryKey,
      queryFn: ({ signal }) => getProductionQueue(signal),
      // Due dates count from today: a queue left open reads itself again now and then.
      staleTime: 60_000,
    }),
  );
}
