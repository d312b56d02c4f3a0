import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '#shared/schemas/product';
import { adminProductsQueryKey } from '#web/lib/admin-product-list.ts';
import { apiRequestOr } from '#web/lib/api-client.ts';

/**
 * Every admin product query starts with this key (the slim list and its searches, each full product);
 * a save or delete invalidates it.
 */
export { adminProductsQueryKey };

/** The storefront's product queries (the list and each product page sit under this key). */
export const publicProductsQueryKey = ['/api/products'] as const;

/** Shown where the chosen product would be when it cannot be read (docs/product/messages.md#admin-products). */
const fetchProductFailed = 'Failed to fetch product';

export const adminProductQueryKey = (id: number) => [...adminProductsQueryKey, id] as const;

/** GET /api/admin/products/{id}: the whole product the editor edits (archived too); a 404 keeps its status. */
function getAdminProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return apiRequestOr<Product>(fetchProductFailed, `/api/admin/products/${id}`, signal ? { signal } : {});
}

function adminProductQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminProductQueryKey(id),
    queryFn: ({ signal }) => getAdminProduct(id, signal),
  });
}

/** The product with this id; nothing is fetched for null (no product, or the new-product draft). */
export function useAdminProduct(id: number | null) {
  return useQuery({ ...adminProductQueryOptions(id ?? 0), enabled: id !== null });
}
