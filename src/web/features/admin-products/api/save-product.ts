import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductInput } from '#shared/schemas/product';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminProductQueryKey, adminProductsQueryKey, publicProductsQueryKey } from './get-admin-products.ts';

interface SaveProductInput {
  /** null creates a new product (POST); a number updates that product (PATCH, the full body). */
  id: number | null;
  body: ProductInput;
}

/** POST /api/admin/products or PATCH /api/admin/products/{id}; errors keep the server's message (400/409). */
function saveProduct({ id, body }: SaveProductInput): Promise<Product> {
  return id === null
    ? apiRequest<Product>('/api/admin/products', { method: 'POST', body })
    : apiRequest<Product>(`/api/admin/products/${id}`, { method: 'PATCH', body });
}

/** DELETE /api/admin/products/{id}; 409 when the product has orders (the message says to archive it). */
async function deleteProduct(id: number): Promise<void> {
  await apiRequest<undefined>(`/api/admin/products/${id}`, { method: 'DELETE' });
}

/**
 * The admin list, its searches, the other products (a category change) and the storefront's product
 * queries are read again at their next use; `except` is the product just saved or deleted, whose own
 * entry the caller sets or drops.
 */
function useInvalidateProducts() {
  const queryClient = useQueryClient();
  return (except: number) =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: adminProductsQueryKey,
        predicate: (query) => query.queryKey[1] !== except,
      }),
      queryClient.invalidateQueries({ queryKey: publicProductsQueryKey }),
    ]);
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationKey: [...adminProductsQueryKey, 'save'],
    mutationFn: saveProduct,
    onSuccess: (saved) => {
      // The editor shows the saved product at once (a new one too, once the URL names it).
      queryClient.setQueryData(adminProductQueryKey(saved.id), saved);
      return invalidate(saved.id);
    },
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationKey: [...adminProductsQueryKey, 'delete'],
    mutationFn: deleteProduct,
    onSuccess: (_, id) => invalidate(id),
  });
}
