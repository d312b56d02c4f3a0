import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
} from '@tanstack/react-query';
import type { ProductCard } from '#shared/schemas/catalog-page';
import {
  type CatalogPage,
  type CatalogRequest,
  catalogPageSize,
  getCatalogPage,
  productsQueryKey,
} from '#web/lib/product-cards-api.ts';

export { catalogTotalHeader } from '#web/lib/product-cards-api.ts';
export type { CatalogPage, CatalogRequest };

/** The home catalogue's key: one cache entry (all its loaded pages) per search, category and sort. */
export function catalogQueryKey(request: CatalogRequest) {
  return [
    ...productsQueryKey,
    'catalog',
    { q: request.q.trim(), category: request.category, sort: request.sort },
  ] as const;
}

function catalogQueryOptions(request: CatalogRequest, { enabled = true }: { enabled?: boolean } = {}) {
  return infiniteQueryOptions({
    queryKey: catalogQueryKey(request),
    queryFn: ({ pageParam, signal }) => getCatalogPage(request, pageParam, catalogPageSize, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage: CatalogPage, pages: CatalogPage[], lastPageParam: number) =>
      lastPage.cards.length > 0 && loadedCount(pages) < lastPage.total ? lastPageParam + 1 : undefined,
    // A new search, category or sort keeps the cards shown until its first page arrives.
    placeholderData: keepPreviousData,
    enabled,
  });
}

function loadedCount(pages: readonly CatalogPage[]): number {
  return pages.reduce((sum, page) => sum + page.cards.length, 0);
}

/**
 * The loaded pages as one list (a product that moved between two page loads is shown once) and the
 * latest total.
 */
export function flattenCatalog(data: InfiniteData<CatalogPage> | undefined): CatalogPage | undefined {
  if (!data) return undefined;
  const seen = new Set<number>();
  const cards: ProductCard[] = [];
  for (const page of data.pages) {
    for (const card of page.cards) {
      if (seen.has(card.id)) continue;
      seen.add(card.id);
      cards.push(card);
    }
  }
  return { cards, total: data.pages.at(-1)?.total ?? 0 };
}

/** The home catalogue, a page at a time; `enabled: false` waits (e.g. for the categories). */
export function useCatalogPages(request: CatalogRequest, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery(catalogQueryOptions(request, options));
}
