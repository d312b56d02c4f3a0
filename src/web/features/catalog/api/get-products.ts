import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { type CatalogSort, catalogPageSize, catalogTotalHeader, defaultSort } from '#shared/catalog';
import { webMessages } from '#shared/errors';
import type { ProductCard } from '#shared/schemas/catalog-page';
import { apiFetch, withFailureMessage } from '#web/lib/api-client.ts';

/**
 * GET /api/products: one page of the filtered, sorted catalogue as slim product cards, the number of
 * matching products in the `x-total-count` header (docs/decisions/0019). The browser neither filters nor
 * sorts: it asks for the page it shows.
 */

// From #shared/catalog, not #shared/schemas/catalog-page: importing a value from a schema module would
// bring zod into the home page's JavaScript.
export { catalogPageSize, catalogTotalHeader };

/** Every storefront product query sits under this key; admin saves invalidate it. */
export const productsQueryKey = ['/api/products'] as const;

/** What the catalogue asks the server for (the URL state, minus the view). */
export interface CatalogRequest {
  /** Search text; sent trimmed, left out when blank. */
  q: string;
  /** A known category slug, or null for all products. */
  category: string | null;
  sort: CatalogSort;
}

export interface CatalogPage {
  cards: ProductCard[];
  /** How many products match, over every page. */
  total: number;
}

/** The request URL of one page; parameters in a fixed order, so equal requests share one URL. */
export function catalogPageUrl(request: CatalogRequest, page: number, pageSize: number): string {
  const params = new URLSearchParams();
  const q = request.q.trim();
  if (q !== '') params.set('q', q);
  if (request.category !== null) params.set('category', request.category);
  params.set('sort', request.sort);
  params.set('page', String(page));
  params.set('pageSize', String(pageSize));
  return `/api/products?${params}`;
}

/**
 * A light check of the body's shape. The zod schema (productCardListSchema) is not used here so that zod
 * stays out of the home page's JavaScript (DESIGN.md §8: the home page under 150 KB gzipped).
 */
function isCardList(body: unknown): body is ProductCard[] {
  return (
    Array.isArray(body) &&
    body.every(
      (card: unknown) =>
        typeof card === 'object' &&
        card !== null &&
        typeof (card as ProductCard).id === 'number' &&
        typeof (card as ProductCard).name === 'string' &&
        typeof (card as ProductCard).slug === 'string' &&
        typeof (card as ProductCard).fromPrice === 'string' &&
        Array.isArray((card as ProductCard).tags),
    )
  );
}

function readTotal(response: Response): number {
  const header = response.headers.get(catalogTotalHeader);
  const total = header === null || header.trim() === '' ? Number.NaN : Number(header);
  if (!Number.isSafeInteger(total) || total < 0) {
    throw new Error(`The answer has no valid ${catalogTotalHeader} header`);
  }
  return total;
}

/** One page of the catalogue; any failure is 'Failed to fetch products' (docs/product/messages.md). */
export function getCatalogPage(
  request: CatalogRequest,
  page: number,
  pageSize: number = catalogPageSize,
  signal?: AbortSignal,
): Promise<CatalogPage> {
  return withFailureMessage(webMessages.fetchProducts, signal, async () => {
    const response = await apiFetch(catalogPageUrl(request, page, pageSize), signal ? { signal } : {});
    const total = readTotal(response);
    const body: unknown = await response.json();
    if (!isCardList(body)) throw new Error('The answer is not a list of product cards');
    return { cards: body, total };
  });
}

/** The home catalogue's key: one cache entry (all its loaded pages) per search, category and sort. */
export function catalogQueryKey(request: CatalogRequest) {
  return [
    ...productsQueryKey,
    'catalog',
    { q: request.q.trim(), category: request.category, sort: request.sort },
  ] as const;
}

export function catalogQueryOptions(request: CatalogRequest, { enabled = true }: { enabled?: boolean } = {}) {
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

/** Up to `limit` products for the quote form's suggestions, matching `q` (the first products when blank). */
export function productSuggestionsQueryOptions(q: string, limit: number) {
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
