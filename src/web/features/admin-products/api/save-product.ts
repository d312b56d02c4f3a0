import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductInput } from '#shared/schemas/product';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminProductsQueryKey, publicProductsQueryKey } from './get-admin-products.ts';

export interface SaveProductInput {
  /** null creates a new product (POST); a number updates that product (PATCH, the full body). */
  id: number | null;
  body: ProductInput;
}

/** POST /api/admin/products or PATCH /api/admin/products/{id}; errors keep the server's message (400/409). */
export function saveProduct({ id, body }: SaveProductInput): Promise<Product> {
  return id === null
    ? apiRequest<Product>('/api/admin/products', { method: 'POST', body })
    : apiRequest<Product>(`/api/admin/products/${id}`, { method: 'PATCH', body });
}

/** DELETE /api/admin/products/{id}; 409 when the product has orders (the message says to archive it). */
export async function deleteProduct(id: number): Promise<void> {
  await apiRequest<undefined>(`/api/admin/products/${id}`, { method: 'DELETE' });
}

/** The admin list and the storefront's product queries are read again at their next use. */
function useInvalidateProducts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminProductsQueryKey }),
      queryClient.invalidateQueries({ queryKey: publicProductsQueryKey }),
    ]);
}

export function useSaveProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationKey: [...adminProductsQueryKey, 'save'],
    mutationFn: saveProduct,
    onSuccess: () => invalidate(),
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationKey: [...adminProductsQueryKey, 'delete'],
    mutationFn: deleteProduct,
    onSuccess: () => invalidate(),
  });
}
