import { queryOptions, useQuery } from '@tanstack/react-query';
import { webMessages } from '#shared/errors';
import type { Category } from '#shared/schemas/category';
import { apiRequestOr } from './api-client.ts';

/** GET /api/categories, shared by the catalogue chips and the product page (breadcrumb, custom options). */
export const categoriesQueryKey = ['/api/categories'] as const;

function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiRequestOr<Category[]>(webMessages.fetchCategories, '/api/categories', signal ? { signal } : {});
}

function categoriesQueryOptions() {
  return queryOptions({ queryKey: categoriesQueryKey, queryFn: ({ signal }) => getCategories(signal) });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
