import type { Category } from '../../../../shared/schemas/category.ts';
import type { Product } from '../../../../shared/schemas/product.ts';
import type { Review } from '../../../../shared/schemas/review.ts';

/** A complete product as GET /api/products/{slug} returns it, for component tests. */
export function testProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 7,
    name: 'Vinyl Banners',
    slug: 'vinyl-banners',
    description: 'Full-color custom vinyl banners with heat-welded hems.',
    basePrice: '24.99',
    images: ['/media/products/vinyl-banners-1.webp', '/media/products/vinyl-banners-2.webp'],
    videos: [],
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
    freeShipping: false,
    categoryId: 1,
    turnaroundTime: '2-3 business days',
    hasDoubleSided: false,
    doubleSidedPrice: '0.00',
    rushFee: '15.00',
    hasLamination: false,
    hasCutShapes: false,
    hasFinishes: false,
    sizes: [{ value: '2x4', label: "2' x 4'", price: '24.99' }],
    materials: [{ value: '13oz-vinyl', label: '13oz Vinyl', priceModifier: '0.00' }],
    cutShapes: [],
    finishes: [],
    quantityDiscounts: [],
    customOptions: [],
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
    seoScriptTags: null,
    overview: '<p>Banners for every occasion.</p>',
    specifications: '<table><tbody><tr><th>Material</th><td>13oz vinyl</td></tr></tbody></table>',
    faqs: '<h3>Can I hang it outside?</h3><p>Yes, it is weatherproof.</p>',
    relatedProducts: [],
    isArchived: false,
    averageRating: 4.67,
    reviewCount: 3,
    createdAt: '2025-01-01T12:00:00.000Z',
    updatedAt: '2025-01-01T12:00:00.000Z',
    ...overrides,
  };
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
