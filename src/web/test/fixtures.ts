import type { Category } from '#shared/schemas/category';
import type { Product } from '#shared/schemas/product';
import type { Review } from '#shared/schemas/review';

/** Test data for the web component tests: products, categories and reviews as the API returns them. */

/** A product with no options, media or reviews; pass what the test needs. */
export function makeProduct(overrides: Partial<Product> & Pick<Product, 'id' | 'name' | 'slug'>): Product {
  return {
    description: '',
    basePrice: '10.00',
    images: [],
    videos: [],
    media: [],
    features: [],
    tags: [],
    freeShipping: false,
    categoryId: null,
    turnaroundTime: '3-5 business days',
    hasDoubleSided: false,
    doubleSidedPrice: '0.00',
    rushFee: '0.00',
    hasLamination: false,
    hasCutShapes: false,
    hasFinishes: false,
    sizes: [],
    customSize: null,
    materials: [],
    cutShapes: [],
    finishes: [],
    quantityDiscounts: [],
    customOptions: [],
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
    seoScriptTags: null,
    overview: null,
    specifications: null,
    faqs: null,
    relatedProducts: [],
    isArchived: false,
    printDpiGreat: null,
    printDpiOk: null,
    printDpi: null,
    averageRating: null,
    reviewCount: 0,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A complete product as GET /api/products/{slug} returns it: a vinyl banner with media, HTML and ratings. */
export function testProduct(overrides: Partial<Product> = {}): Product {
  return makeProduct({
    id: 7,
    name: 'Vinyl Banners',
    slug: 'vinyl-banners',
    description: 'Full-color custom vinyl banners with heat-welded hems.',
    basePrice: '24.99',
    images: ['/media/products/vinyl-banners-1.webp', '/media/products/vinyl-banners-2.webp'],
    media: [
      {
        type: 'image',
        url: '/media/products/vinyl-banners-2.webp',
        thumbnail: '/media/products/vinyl-banners-2-600.webp',
        order: 1,
      },
      {
        type: 'image',
        url: '/media/products/vinyl-banners-1.webp',
        thumbnail: '/media/products/vinyl-banners-1-600.webp',
        order: 0,
      },
    ],
    features: ['Heat-welded hems', 'Brass grommets'],
    tags: ['Top Seller'],
    categoryId: 1,
    turnaroundTime: '2-3 business days',
    rushFee: '15.00',
    sizes: [{ value: '2x4', label: "2' x 4'", price: '24.99' }],
    materials: [{ value: '13oz-vinyl', label: '13oz Vinyl', priceModifier: '0.00' }],
    overview: '<p>Banners for every occasion.</p>',
    specifications: '<table><tbody><tr><th>Material</th><td>13oz vinyl</td></tr></tbody></table>',
    faqs: '<h3>Can I hang it outside?</h3><p>Yes, it is weatherproof.</p>',
    averageRating: 4.67,
    reviewCount: 3,
    createdAt: '2025-01-01T12:00:00.000Z',
    updatedAt: '2025-01-01T12:00:00.000Z',
    ...overrides,
  });
}

export function testCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: 1,
    name: 'Banners & Signs',
    slug: 'banners-signs',
    description: 'Banners and signs.',
    options: { customOptions: [] },
    ...overrides,
  };
}

export function testReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 1,
    productId: 7,
    customerName: 'Maria Gonzalez',
    rating: 5,
    comment: 'Arrived in two days and the colors were spot on.',
    reviewImages: [],
    isApproved: true,
    createdAt: '2025-03-10T12:00:00.000Z',
    ...overrides,
  };
}
