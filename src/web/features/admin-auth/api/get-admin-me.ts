import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMe } from '#shared/schemas/admin';
import { adminMeQueryKey } from '#web/lib/admin-session.ts';
import { getQueryFn } from '#web/lib/query-client.ts';

/** GET /api/admin/me: the signed-in admin, or null on 401 (not logged in). Other failures are errors. */
function adminMeQueryOptions() {
  return queryOptions({
    queryKey: adminMeQueryKey,
    queryFn: getQueryFn<AdminMe>({ on401: 'returnNull' }),
  });
}

export function useAdminMe() {
  return useQuery(adminMeQueryOptions());
}
