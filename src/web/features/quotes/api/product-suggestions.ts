import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { defaultSort } from '#shared/catalog';
import { type CatalogRequest, getCatalogPage, productsQueryKey } from '#web/lib/product-cards-api.ts';

/** Up to `limit` products for the quote form's suggestions, matching `q` (the first products when blank). */
function productSuggestionsQueryOptions(q: string, limit: number) {
  const request: CatalogRequest = { q, category: null, sort: defaultSort };
  return queryOptions({
    queryKey: [...productsQueryKey, 'suggestions', { q: q.trim(), limit }] as const,
    queryFn: ({ signal }) => getCatalogPage(request, 1, limit, signal),
    // The suggestions shown stay while the next ones load.
    placeholderData: keepPreviousData,
  });
}

export function useProductSuggestions(q: string, limit: number) {
  return useQuery(productSuggestionsQueryOptions(q, limit));
}
