import { describe, expect, it } from 'vitest';
import {
  type CatalogQuery,
  type CatalogSort,
  catalogQueryToSearch,
  defaultCatalogQuery,
  filterProducts,
  hasTag,
  parseCatalogQuery,
  productFromPrice,
  sortOptions,
  sortProducts,
} from './catalog.ts';

interface Item {
  id: number;
  name: string;
  description: string;
  categoryId: number | null;
  fromPrice: string;
  tags: string[];
  averageRating: number | null;
  reviewCount: number;
}

const item = (id: number, changes: Partial<Item> = {}): Item => ({
  id,
  name: `Product ${id}`,
  description: '',
  categoryId: null,
  fromPrice: '10.00',
  tags: [],
  averageRating: null,
  reviewCount: 0,
  ...changes,
});

const catalogue: Item[] = [
  item(1, {
    name: 'Vinyl Banner',
    description: 'Outdoor vinyl, weather proof',
    categoryId: 1,
    fromPrice: '24.99',
  }),
  item(2, { name: 'Business Cards', description: 'Premium card stock', categoryId: 3, fromPrice: '9.5' }),
  item(3, { name: 'Yard Sign', description: 'Corrugated plastic SIGN', categoryId: 4, fromPrice: '100.00' }),
  item(4, {
    name: 'Retractable Banner Stand',
    description: 'Trade show display',
    categoryId: 2,
    fromPrice: '149',
  }),
  item(5, { name: 'Stickers', description: 'Die-cut vinyl stickers', categoryId: null, fromPrice: '10.00' }),
];
const ids = (products: readonly { id: number }[]) => products.map((product) => product.id);

describe('filterProducts', () => {
  it.each<[string, string | null | undefined, number | null | undefined, number[]]>([
    ['no filter', '', null, [1, 2, 3, 4, 5]],
    ['undefined filter', undefined, undefined, [1, 2, 3, 4, 5]],
    ['blank search', '   ', null, [1, 2, 3, 4, 5]],
    ['name match', 'banner', null, [1, 4]],
    ['case-insensitive name', 'BANNER', null, [1, 4]],
    ['description match', 'display', null, [4]],
    ['case-insensitive description', 'PLASTIC', null, [3]],
    ['name or description', 'vinyl', null, [1, 5]],
    ['trimmed search', '  cards  ', null, [2]],
    ['no match', 'mug', null, []],
    ['category only', '', 1, [1]],
    ['category without products', '', 99, []],
    ['search within a category', 'banner', 2, [4]],
    ['search and category without overlap', 'stickers', 1, []],
  ])('%s', (_name, q, categoryId, expected) => {
    expect(ids(filterProducts(catalogue, { q, categoryId }))).toEqual(expected);
  });
});

describe('sortProducts', () => {
  const tagged = [
    item(1, { tags: ['Fast Shipping'] }),
    item(2, { tags: ['Top Seller'] }),
    item(3),
    item(4, { tags: ['top seller', 'Fast Shipping'] }),
    item(5, { tags: ['Top Seller'] }),
  ];
  const priced = [
    item(1, { fromPrice: '24.99' }),
    item(2, { fromPrice: '9.50' }),
    item(3, { fromPrice: '100.00' }),
    item(4, { fromPrice: '9.5' }),
    item(5, { fromPrice: '0.00' }),
  ];
  const rated = [
    item(1, { averageRating: null, reviewCount: 0 }),
    item(2, { averageRating: 4.5, reviewCount: 10 }),
    item(3, { averageRating: 5, reviewCount: 1 }),
    item(4, { averageRating: 4.5, reviewCount: 30 }),
    item(5, { averageRating: null, reviewCount: 0 }),
    item(6, { averageRating: 4.5, reviewCount: 10 }),
    item(7, { averageRating: 1, reviewCount: 2 }),
  ];
  const shuffledIds = [item(3), item(10), item(1), item(7)];

  it.each<[string, Item[], CatalogSort, number[]]>([
    ['popular: Top Seller first, stable', tagged, 'popular', [2, 4, 5, 1, 3]],
    ['fast shipping: Fast Shipping first, stable', tagged, 'fast-shipping', [1, 4, 2, 3, 5]],
    ['price low to high, numerically, stable', priced, 'price-asc', [5, 2, 4, 1, 3]],
    ['price high to low, numerically, stable', priced, 'price-desc', [3, 1, 2, 4, 5]],
    ['newest: higher id first', shuffledIds, 'newest', [10, 7, 3, 1]],
    ['rating, then review count, unrated last', rated, 'rating', [3, 4, 2, 6, 7, 1, 5]],
    ['popular without tags keeps the order', shuffledIds, 'popular', [3, 10, 1, 7]],
    ['empty list', [], 'rating', []],
  ])('%s', (_name, products, sort, expected) => {
    expect(ids(sortProducts(products, sort))).toEqual(expected);
  });

  it('does not change its input', () => {
    const input = [item(1), item(2)];
    sortProducts(input, 'newest');
    expect(ids(input)).toEqual([1, 2]);
  });
});

describe('productFromPrice', () => {
  it.each<[string, string, { price: string }[], string]>([
    ['no sizes: the base price', '24.99', [], '24.99'],
    ['no sizes, base price without cents', '9.5', [], '9.50'],
    ['the lowest size price', '30.00', [{ price: '45.00' }, { price: '24.5' }, { price: '100.00' }], '24.50'],
    ['a size cheaper than the base price', '30.00', [{ price: '12.00' }], '12.00'],
    ['a size dearer than the base price', '10.00', [{ price: '12.00' }], '12.00'],
    ['a free size', '10.00', [{ price: '0' }, { price: '5.00' }], '0.00'],
    ['compared numerically, not as text', '1.00', [{ price: '9.00' }, { price: '10.00' }], '9.00'],
    [
      'a price that is not money is skipped, like the database does',
      '7.00',
      [{ price: 'NaN' }, { price: '12' }],
      '12.00',
    ],
    ['only prices that are not money: the base price', '7.00', [{ price: '1e3' }], '7.00'],
  ])('%s', (_name, basePrice, prices, expected) => {
    const sizes = prices.map((size, index) => ({ value: `s${index}`, label: `Size ${index}`, ...size }));
    expect(productFromPrice({ basePrice, sizes, customSize: null })).toBe(expected);
  });
});

describe('hasTag', () => {
  it.each<[string[], string, boolean]>([
    [['Top Seller'], 'Top Seller', true],
    [[' top seller '], 'Top Seller', true],
    [['Top Sellers'], 'Top Seller', false],
    [[], 'Fast Shipping', false],
  ])('%j has %s: %s', (tags, tag, expected) => {
    expect(hasTag({ tags }, tag)).toBe(expected);
  });
});

describe('sortOptions', () => {
  it('has the six sort options, Most Popular first', () => {
    expect(sortOptions.map((option) => `${option.value}: ${option.label}`)).toEqual([
      'popular: Most Popular',
      'price-asc: Price Low to High',
      'price-desc: Price High to Low',
      'newest: Newest First',
      'rating: Best Rated',
      'fast-shipping: Fast Shipping',
    ]);
  });
});

describe('parseCatalogQuery', () => {
  it.each<[string, string, CatalogQuery]>([
    ['empty', '', defaultCatalogQuery],
    ['just a question mark', '?', defaultCatalogQuery],
    ['search', '?q=vinyl+banner', { ...defaultCatalogQuery, q: 'vinyl banner' }],
    ['without question mark', 'q=cards', { ...defaultCatalogQuery, q: 'cards' }],
    ['encoded search', '?q=50%25%20off%20%26%20more', { ...defaultCatalogQuery, q: '50% off & more' }],
    ['category slug', '?category=banners-signs', { ...defaultCatalogQuery, category: 'banners-signs' }],
    ['malformed category', '?category=Banners%20%26%20Signs', defaultCatalogQuery],
    ['empty category', '?category=', defaultCatalogQuery],
    ['sort', '?sort=price-desc', { ...defaultCatalogQuery, sort: 'price-desc' }],
    ['unknown sort', '?sort=cheapest', defaultCatalogQuery],
    ['sort is case-sensitive', '?sort=Rating', defaultCatalogQuery],
    ['list view', '?view=list', { ...defaultCatalogQuery, view: 'list' }],
    ['unknown view', '?view=table', defaultCatalogQuery],
    [
      'everything',
      '?q=sign&category=outdoor&sort=rating&view=list',
      { q: 'sign', category: 'outdoor', sort: 'rating', view: 'list' },
    ],
    [
      'unrelated parameters are ignored',
      '?utm_source=mail&sort=newest',
      { ...defaultCatalogQuery, sort: 'newest' },
    ],
  ])('%s: %s', (_name, search, expected) => {
    expect(parseCatalogQuery(search)).toEqual(expected);
  });

  it('accepts URLSearchParams', () => {
    expect(parseCatalogQuery(new URLSearchParams({ sort: 'newest', view: 'list' }))).toEqual({
      ...defaultCatalogQuery,
      sort: 'newest',
      view: 'list',
    });
  });
});

describe('catalogQueryToSearch', () => {
  it.each<[string, Partial<CatalogQuery>, string]>([
    ['all defaults', defaultCatalogQuery, ''],
    ['nothing', {}, ''],
    ['blank search is omitted', { ...defaultCatalogQuery, q: '   ' }, ''],
    ['search', { ...defaultCatalogQuery, q: 'vinyl banner' }, '?q=vinyl+banner'],
    ['special characters', { ...defaultCatalogQuery, q: '50% & more' }, '?q=50%25+%26+more'],
    ['category', { ...defaultCatalogQuery, category: 'banners' }, '?category=banners'],
    ['default sort omitted', { ...defaultCatalogQuery, sort: 'popular' }, ''],
    ['sort', { ...defaultCatalogQuery, sort: 'price-asc' }, '?sort=price-asc'],
    ['default view omitted', { ...defaultCatalogQuery, view: 'grid' }, ''],
    ['list view', { ...defaultCatalogQuery, view: 'list' }, '?view=list'],
    [
      'everything, in a fixed order',
      { view: 'list', sort: 'newest', category: 'outdoor', q: 'mesh' },
      '?q=mesh&category=outdoor&sort=newest&view=list',
    ],
  ])('%s', (_name, state, expected) => {
    expect(catalogQueryToSearch(state)).toBe(expected);
  });

  it.each<CatalogQuery>([
    defaultCatalogQuery,
    { q: 'vinyl banner', category: null, sort: 'popular', view: 'grid' },
    { q: '50% & more?', category: 'trade-show', sort: 'fast-shipping', view: 'list' },
    { q: '', category: 'outdoor', sort: 'rating', view: 'grid' },
  ])('round-trips %j', (state) => {
    expect(parseCatalogQuery(catalogQueryToSearch(state))).toEqual(state);
  });
});
