import { queryOptions, useQuery } from '@tanstack/react-query';
import { webMessages } from '#shared/errors';
import type { Overview } from '#shared/schemas/overview';
import { apiRequestOr } from '#web/lib/api-client.ts';

/**
 * Under the orders' key ('/api/admin/orders', as admin-orders/api/get-admin-orders.ts names it): any change
 * to an order (its status, a payment taken at the counter) reads the Overview again.
 */
export const overviewQueryKey = ['/api/admin/orders', 'overview'] as const;

/** GET /api/admin/overview: sales at a glance (paid orders, the shop's days). */
function getOverview(signal?: AbortSignal): Promise<Overview> {
  return apiRequestOr<Overview>(webMessages.fetchOverview, '/api/admin/overview', signal ? { signal } : {});
}

export function useOverview() {
  return useQuery(
    queryOptions({
      queryKey: overviewQueryKey,
      queryFn: ({ signal }) => getOverview(signal),
      // A new paid order shows when the admin comes back to the tab a minute later.
      staleTime: 60_000,
    }),
  );
}
