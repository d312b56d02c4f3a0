import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { apiMessages } from '#shared/errors';
import { pageDataElementId, type StorefrontPageData } from '#shared/page-data';
import { catalogQueryKey } from '#web/features/catalog/api/get-products.ts';
import { productQueryKey } from '#web/features/product/api/get-product.ts';
import { promoSettingsQueryKey } from '#web/features/promo/api/get-promo-settings.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { categoriesQueryKey } from '#web/lib/categories-query.ts';

/**
 * A query that failed, as the browser's own request would have failed, so the page shows the same error
 * (a missing product's 'Product Not Found') without asking again: no refetch when the page mounts.
 */
function seedError(client: QueryClient, queryKey: QueryKey, error: ApiError): void {
  client.setQueryDefaults(queryKey, { retryOnMount: false });
  const query = client.getQueryCache().build(client, { queryKey });
  query.setState({
    status: 'error',
    fetchStatus: 'idle',
    error,
    errorUpdatedAt: Date.now(),
    fetchFailureCount: 1,
    fetchFailureReason: error,
  });
}

/**
 * Puts a server-rendered page's data into a query cache under the very keys the page's components read
 * (docs/decisions/0021). The server renders with a cache seeded by this function and the browser seeds
 * its own with it before hydrating, so both render the same page and the browser makes no request for it.
 */
export function seedPageData(client: QueryClient, data: StorefrontPageData): void {
  client.setQueryData(promoSettingsQueryKey, data.promo);
  if (data.categories) client.setQueryData(categoriesQueryKey, data.categories);
  const { page } = data;
  if (page.kind === 'home') {
    const { request, cards, total } = page.catalog;
    client.setQueryData(catalogQueryKey(request), { pages: [{ cards, total }], pageParams: [1] });
  } else if (page.kind === 'product') {
    if (page.product) client.setQueryData(productQueryKey(page.slug), page.product);
    else {
      const notFound = new ApiError(404, apiMessages.productNotFound, { code: 'NOT_FOUND' });
      seedError(client, productQueryKey(page.slug), notFound);
    }
  }
}

/** The data the server embedded in the page (src/shared/page-data.ts), or null when it sent none. */
export function readPageData(document: Document): StorefrontPageData | null {
  const element = document.getElementById(pageDataElementId);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as StorefrontPageData;
  } catch {
    return null;
  }
}
