import { queryOptions, useQuery } from '@tanstack/react-query';
import { webMessages } from '#shared/errors';
import type { Category } from '#shared/schemas/category';
import { apiRequestOr } from '#web/lib/api-client.ts';

/** Every admin category query and mutation key starts with this (the admin session watcher sees their 401s). */
export const adminCategoriesQueryKey = ['/api/admin/categories'] as const;

/**
 * GET /api/admin/categories: every category sorted by name; any failure is 'Failed to fetch categories'
 * (docs/product/messages.md).
 */
function getAdminCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiRequestOr<Category[]>(
    webMessages.fetchCategories,
    '/api/admin/categories',
    signal ? { signal } : {},
  );
}

function adminCategoriesQueryOptions() {
  return queryOptions({
    queryKey: adminCategoriesQueryKey,
    queryFn: ({ signal }) => getAdminCategories(signal),
  });
}

export function useAdminCategories() {
  return useQuery(adminCategoriesQueryOptions());
}
