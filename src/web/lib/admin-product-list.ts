import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { webMessages } from '#shared/errors';
import type { AdminProductListItem } from '#shared/schemas/admin-product-list';
import { catalogTotalHeader } from '#shared/schemas/catalog-page';
import { apiFetch, withFailureMessage } from './api-client.ts';

/**
 * The admin's slim product list, GET /api/admin/products?q=&page=&pageSize=&ids= (docs/product/api.md):
 * what the Products tab's picker and the Reviews tab's product fields search. Shared by those two
 * features (a feature never imports another).
 */

/** Every admin product query starts with this key (the list, the searches, each full product); a save invalidates it. */
export const adminProductsQueryKey = ['/api/admin/products'] as const;

/** Entries a picker asks for at a time. */
const adminProductSearchPageSize = 20;

interface AdminProductPage {
  items: AdminProductListItem[];
  /** How many products match, over every page (the x-total-count header). */
  total: number;
  page: number;
  pageSize: number;
}

interface AdminProductListParams {
  q?: string;
  ids?: readonly number[];
  /** Only products that are not archived. */
  onSale?: boolean;
  page?: number;
  pageSize?: number;
}

function adminProductListUrl({ q, ids, onSale, page = 1, pageSize }: AdminProductListParams): string {
  const params = new URLSearchParams();
  const search = q?.trim();
  if (search) params.set('q', search);
  if (ids && ids.length > 0) params.set('ids', ids.join(','));
  if (onSale) params.set('onSale', 'true');
  if (page > 1) params.set('page', String(page));
  if (pageSize !== undefined) params.set('pageSize', String(pageSize));
  const query = params.toString();
  return query ? `/api/admin/products?${query}` : '/api/admin/products';
}

/** One page of the list; any failure is 'Failed to fetch products'. */
function getAdminProductPage(
  params: AdminProductListParams,
  signal?: AbortSignal,
): Promise<AdminProductPage> {
  return withFailureMessage(webMessages.fetchProducts, signal, async () => {
    const response = await apiFetch(adminProductListUrl(params), signal ? { signal } : {});
    const items = (await response.json()) as AdminProductListItem[];
    const total = Number(response.headers.get(catalogTotalHeader));
    return {
      items,
      total: Number.isFinite(total) && total >= items.length ? total : items.length,
      page: params.page ?? 1,
      pageSize: params.pageSize ?? items.length,
    };
  });
}

/**
 * The products whose name or slug holds `q` (all when blank), by name, one page after another; with
 * `onSale`, only those not archived.
 */
function adminProductSearchQueryOptions(
  q: string,
  { onSale = false, pageSize = adminProductSearchPageSize }: { onSale?: boolean; pageSize?: number } = {},
) {
  const search = q.trim();
  return infiniteQueryOptions({
    queryKey: [...adminProductsQueryKey, 'search', { q: search, onSale, pageSize }] as const,
    queryFn: ({ pageParam, signal }) =>
      getAdminProductPage({ q: search, onSale, page: pageParam, pageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: AdminProductPage) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });
}

/** The search's results stay on screen while the next search runs. */
export function useAdminProductSearch(
  q: string,
  { enabled = true, onSale = false }: { enabled?: boolean; onSale?: boolean } = {},
) {
  return useInfiniteQuery({
    ...adminProductSearchQueryOptions(q, { onSale }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The entries of some products by id (e.g. to name a product chosen before): none for an empty list. */
function adminProductsByIdQueryOptions(ids: readonly number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: [...adminProductsQueryKey, 'ids', sorted] as const,
    queryFn: async ({ signal }) =>
      sorted.length === 0
        ? []
        : (await getAdminProductPage({ ids: sorted, pageSize: sorted.length }, signal)).items,
  });
}

export function useAdminProductsById(ids: readonly number[]) {
  return useQuery({ ...adminProductsByIdQueryOptions(ids), enabled: ids.length > 0 });
}

/** 'Yard Signs', or 'Old Stickers (archived)'. */
export function adminProductLabel(product: Pick<AdminProductListItem, 'name' | 'isArchived'>): string {
  return product.isArchived ? `${product.name} (archived)` : product.name;
}
