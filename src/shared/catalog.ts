import { lowestCustomSizeCents } from './custom-size.ts';
import { fromCents, moneyPattern, toCents } from './money.ts';
import type { Product } from './schemas/product.ts';

/**
 * The home catalogue's search, category filter and sort (docs/product/storefront.md), as pure
 * functions, and its URL state `?q=&category=&sort=&view=`. The server answers GET /api/products with
 * the same rules in SQL (products.repository.ts); a property test holds the two alike.
 */

export const catalogSortValues = [
  'popular',
  'price-asc',
  'price-desc',
  'newest',
  'rating',
  'fast-shipping',
] as const;
export type CatalogSort = (typeof catalogSortValues)[number];

const catalogViewValues = ['grid', 'list'] as const;
export type CatalogView = (typeof catalogViewValues)[number];

/** The sort options, in display order; 'popular' is the default (docs/product/storefront.md). */
export const sortOptions: readonly { value: CatalogSort; label: string }[] = [
  { value: 'popular', label: 'Most Popular' },
  { value: 'price-asc', label: 'Price Low to High' },
  { value: 'price-desc', label: 'Price High to Low' },
  { value: 'newest', label: 'Newest First' },
  { value: 'rating', label: 'Best Rated' },
  { value: 'fast-shipping', label: 'Fast Shipping' },
];

export const defaultSort: CatalogSort = 'popular';

/** Cards on one page of the home catalogue (GET /api/products, docs/decisions/0019). */
export const catalogPageSize = 24;
/** The response header of GET /api/products that carries how many products match, over every page. */
export const catalogTotalHeader = 'x-total-count';
const defaultView: CatalogView = 'grid';

/** The product tags the storefront recognises (docs/product/storefront.md). */
export const topSellerTag = 'Top Seller';
export const fastShippingTag = 'Fast Shipping';

export type CatalogProduct = Pick<
  Product,
  'id' | 'name' | 'description' | 'categoryId' | 'tags' | 'averageRating' | 'reviewCount'
> & {
  /** The 'starting at' price the card shows and the price sorts use (see productFromPrice). */
  fromPrice: string;
};

/**
 * A product's 'starting at' price: its lowest size price, or its base price when it has no sizes; with a
 * custom size, the smallest custom size's price when that is lower (or when it has no sizes, as the custom
 * size is then the one to choose). A money string with two decimals. The server stores it as the generated
 * column products.from_price (migrations 0010 and 0018), which computes the same, down to skipping a size
 * whose price is not a money string (the admin never stores one).
 */
export function productFromPrice(product: Pick<Product, 'basePrice' | 'sizes' | 'customSize'>): string {
  const prices = product.sizes
    .filter((size) => typeof size.price === 'string' && moneyPattern.test(size.price))
    .map((size) => toCents(size.price));
  const listed = prices.length > 0 ? Math.min(...prices) : toCents(product.basePrice);
  if (!product.customSize) return fromCents(listed);
  const custom = lowestCustomSizeCents(product.customSize);
  return fromCents(product.sizes.length > 0 ? Math.min(listed, custom) : custom);
}

/** Whether a product carries a tag, ignoring case and surrounding spaces ('top seller' counts as 'Top Seller'). */
export function hasTag(product: Pick<Product, 'tags'>, tag: string): boolean {
  const wanted = tag.trim().toLowerCase();
  return product.tags.some((candidate) => candidate.trim().toLowerCase() === wanted);
}

export interface CatalogFilter {
  /** Search text; matches name or description, case-insensitively, trimmed. Blank matches all. */
  q?: string | null;
  /** The category id, or null/absent for all products. */
  categoryId?: number | null;
}

export function filterProducts<T extends CatalogProduct>(products: readonly T[], filter: CatalogFilter): T[] {
  const q = (filter.q ?? '').trim().toLowerCase();
  const categoryId = filter.categoryId ?? null;
  return products.filter(
    (product) =>
      (categoryId === null || product.categoryId === categoryId) &&
      (q === '' || product.name.toLowerCase().includes(q) || product.description.toLowerCase().includes(q)),
  );
}

type Compare<T> = (a: T, b: T) => number;

const tagFirst =
  (tag: string): Compare<CatalogProduct> =>
  (a, b) =>
    Number(hasTag(b, tag)) - Number(hasTag(a, tag));

const byRating: Compare<CatalogProduct> = (a, b) => {
  if (a.averageRating === null || b.averageRating === null) {
    return Number(a.averageRating === null) - Number(b.averageRating === null);
  }
  return b.averageRating - a.averageRating || b.reviewCount - a.reviewCount;
};

const comparators: Record<CatalogSort, Compare<CatalogProduct>> = {
  popular: tagFirst(topSellerTag),
  'price-asc': (a, b) => toCents(a.fromPrice) - toCents(b.fromPrice),
  'price-desc': (a, b) => toCents(b.fromPrice) - toCents(a.fromPrice),
  newest: (a, b) => b.id - a.id,
  rating: byRating,
  'fast-shipping': tagFirst(fastShippingTag),
};

/**
 * A sorted copy. popular: 'Top Seller' first; price: the from price numerically; newest: higher id first;
 * rating: average rating, then review count, high to low, products without reviews last;
 * fast-shipping: 'Fast Shipping' first. Ties keep the incoming order.
 */
export function sortProducts<T extends CatalogProduct>(products: readonly T[], sort: CatalogSort): T[] {
  return [...products].sort(comparators[sort]);
}

export interface CatalogQuery {
  q: string;
  /** A category slug, or null for all products. */
  category: string | null;
  sort: CatalogSort;
  view: CatalogView;
}

export const defaultCatalogQuery: CatalogQuery = {
  q: '',
  category: null,
  sort: defaultSort,
  view: defaultView,
};

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

/**
 * Reads `?q=&category=&sort=&view=` (a URLSearchParams or a search string, with or without '?').
 * Unknown or malformed values fall back to the defaults. Whether a well-formed category slug exists is
 * for the caller to check against the category list.
 */
export function parseCatalogQuery(searchParams: URLSearchParams | string): CatalogQuery {
  const params = typeof searchParams === 'string' ? new URLSearchParams(searchParams) : searchParams;
  const category = params.get('category');
  return {
    q: params.get('q') ?? '',
    category: category !== null && slugPattern.test(category) ? category : null,
    sort: oneOf(catalogSortValues, params.get('sort'), defaultSort),
    view: oneOf(catalogViewValues, params.get('view'), defaultView),
  };
}

/** The search string for a catalogue state, '?q=...' or '' when everything is default (defaults are omitted). */
export function catalogQueryToSearch(state: Partial<CatalogQuery>): string {
  const params = new URLSearchParams();
  if (state.q && state.q.trim() !== '') params.set('q', state.q);
  if (state.category) params.set('category', state.category);
  if (state.sort && state.sort !== defaultSort) params.set('sort', state.sort);
  if (state.view && state.view !== defaultView) params.set('view', state.view);
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}
