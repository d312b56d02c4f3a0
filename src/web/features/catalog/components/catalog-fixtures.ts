import { filterProducts, parseCatalogQuery, productFromPrice, sortProducts } from '#shared/catalog';
import { catalogPageSize, type ProductCard } from '#shared/schemas/catalog-page';
import type { Category } from '#shared/schemas/category';
import type { Product } from '#shared/schemas/product';
import { makeProduct } from '#web/test/fixtures.ts';
import { catalogPageResponse } from '#web/test/render.tsx';

/** Test data for the catalogue's component tests. */

export const testCategories: Category[] = [
  {
    id: 1,
    name: 'Banners & Signs',
    slug: 'banners-signs',
    description: null,
    options: { customOptions: [] },
  },
  {
    id: 2,
    name: 'Custom Printing',
    slug: 'custom-printing',
    description: null,
    options: { customOptions: [] },
  },
  {
    id: 3,
    name: 'Outdoor & Weather Proof',
    slug: 'outdoor-weather-proof',
    description: null,
    options: { customOptions: [] },
  },
];

/**
 * Five products whose every sort gives a different order (ties keep the API order):
 * popular:        Vinyl Banners, Yard Signs, Business Cards, Posters, Mesh Banners
 * price-asc:      Posters, Yard Signs, Business Cards, Vinyl Banners (22.00 from its sizes), Mesh Banners
 * price-desc:     Mesh Banners, Vinyl Banners, Business Cards, Yard Signs, Posters
 * newest:         Mesh Banners, Posters, Yard Signs, Business Cards, Vinyl Banners
 * rating:         Business Cards (5, 1), Yard Signs (4.5, 8), Vinyl Banners (4.5, 2), Mesh Banners (3, 4), Posters
 * fast-shipping:  Business Cards, Posters, Mesh Banners, Vinyl Banners, Yard Signs
 */
const testProducts: Product[] = [
  makeProduct({
    id: 1,
    name: 'Vinyl Banners',
    slug: 'vinyl-banners',
    description: 'Durable outdoor banners.',
    basePrice: '24.50',
    // 'starting at' is the lowest size price.
    sizes: [
      { value: '2x4', label: "2' x 4'", price: '22.00' },
      { value: '3x6', label: "3' x 6'", price: '39.00' },
    ],
    images: ['/media/banner.webp', '/media/banner-2.webp'],
    media: [
      { type: 'image', url: '/media/banner.webp', thumbnail: '/media/banner-600.webp', order: 0 },
      { type: 'image', url: '/media/banner-2.webp', thumbnail: null, order: 1 },
    ],
    tags: ['Top Seller'],
    freeShipping: true,
    categoryId: 1,
    averageRating: 4.5,
    reviewCount: 2,
  }),
  makeProduct({
    id: 2,
    name: 'Business Cards',
    slug: 'business-cards',
    description: 'Premium card stock, printed both sides.',
    basePrice: '19.99',
    tags: ['fast shipping'],
    categoryId: 2,
    averageRating: 5,
    reviewCount: 1,
  }),
  makeProduct({
    id: 3,
    name: 'Yard Signs',
    slug: 'yard-signs',
    description: 'Corrugated plastic signs for lawns.',
    basePrice: '9.99',
    tags: ['Top Seller'],
    categoryId: 3,
    averageRating: 4.5,
    reviewCount: 8,
  }),
  makeProduct({
    id: 4,
    name: 'Posters',
    slug: 'posters',
    description: 'Glossy posters in any size.',
    basePrice: '8.99',
    tags: ['Fast Shipping'],
    categoryId: 2,
  }),
  makeProduct({
    id: 5,
    name: 'Mesh Banners',
    slug: 'mesh-banners',
    description: 'Wind-permeable BANNER mesh.',
    basePrice: '54.99',
    tags: ['Fast Shipping'],
    categoryId: 3,
    averageRating: 3,
    reviewCount: 4,
  }),
];

/** A full product as GET /api/products answers it: the slim card (docs/decisions/0019). */
function toCard(product: Product): ProductCard {
  const image = product.images[0] ?? null;
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    description: product.description,
    categoryId: product.categoryId,
    basePrice: product.basePrice,
    fromPrice: productFromPrice(product),
    image,
    imageThumbnail:
      image === null
        ? null
        : (product.media.find((item) => item.type === 'image' && item.url === image)?.thumbnail ?? null),
    tags: product.tags,
    freeShipping: product.freeShipping,
    averageRating: product.averageRating,
    reviewCount: product.reviewCount,
  };
}

export const testCards: ProductCard[] = testProducts.map(toCard);

/** `count` more cards (ids from 100), for catalogues longer than one page. */
export function moreCards(count: number): ProductCard[] {
  return Array.from({ length: count }, (_, index) =>
    toCard(
      makeProduct({
        id: 100 + index,
        name: `Extra Product ${index + 1}`,
        slug: `extra-product-${index + 1}`,
        basePrice: '30.00',
      }),
    ),
  );
}

/**
 * A stand-in for GET /api/products: filters, sorts and pages `cards` the way the server does (the shared
 * rules), answering the total in the header. An unknown category slug matches nothing.
 */
export function catalogServer(cards: readonly ProductCard[] = testCards, categories = testCategories) {
  return (url: string) => {
    const params = new URL(url, 'http://localhost').searchParams;
    const { sort } = parseCatalogQuery(params);
    const slug = params.get('category');
    const categoryId =
      slug === null ? null : (categories.find((category) => category.slug === slug)?.id ?? -1);
    const matching = sortProducts(filterProducts(cards, { q: params.get('q'), categoryId }), sort);
    const page = Number(params.get('page') ?? '1');
    const pageSize = Number(params.get('pageSize') ?? String(catalogPageSize));
    return catalogPageResponse(matching.slice((page - 1) * pageSize, page * pageSize), matching.length);
  };
}
