import { type CatalogSort, catalogPageSize, catalogTotalHeader } from '#shared/catalog';
import { webMessages } from '#shared/errors';
import type { ProductCard } from '#shared/schemas/catalog-page';
import { apiFetch, withFailureMessage } from './api-client.ts';

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
