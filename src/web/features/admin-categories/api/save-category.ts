import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryInput } from '#shared/schemas/category';
import { apiRequest } from '#web/lib/api-client.ts';
import { categoriesQueryKey } from '#web/lib/categories-query.ts';
import { adminCategoriesQueryKey } from './get-admin-categories.ts';

/**
 * After a write, the admin list and the storefront's list (chips, breadcrumbs, product options) are read
 * again, and so are the product lists: a deleted category leaves its products uncategorised, and the
 * editor must not keep offering the old category id.
 */
function invalidateCategoryLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminCategoriesQueryKey }),
    queryClient.invalidateQueries({ queryKey: categoriesQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['/api/admin/products'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/products'] }),
  ]);
}

/** POST /api/admin/categories; a failure keeps the server's message (e.g. a taken slug, 409). */
function createCategory(input: CategoryInput): Promise<Category> {
  return apiRequest<Category>('/api/admin/categories', { method: 'POST', body: input });
}

/** PATCH /api/admin/categories/{id} with every field. */
function updateCategory({ id, input }: { id: number; input: CategoryInput }): Promise<Category> {
  return apiRequest<Category>(`/api/admin/categories/${id}`, { method: 'PATCH', body: input });
}

/** DELETE /api/admin/categories/{id}; its products stay, uncategorised. */
async function deleteCategory(id: number): Promise<void> {
  await apiRequest<undefined>(`/api/admin/categories/${id}`, { method: 'DELETE' });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminCategoriesQueryKey, 'create'],
    mutationFn: createCategory,
    onSettled: () => invalidateCategoryLists(queryClient),
  });
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminCategoriesQueryKey, 'update'],
    mutationFn: updateCategory,
    onSettled: () => invalidateCategoryLists(queryClient),
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminCategoriesQueryKey, 'delete'],
    mutationFn: deleteCategory,
    onSettled: () => invalidateCategoryLists(queryClient),
  });
}
