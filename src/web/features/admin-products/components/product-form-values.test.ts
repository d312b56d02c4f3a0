import { describe, expect, it } from 'vitest';
import { type Product, productInputSchema } from '#shared/schemas/product';
import { testProduct } from '#web/test/fixtures.ts';
import { productExtras, productFormValues, toProductInput } from './product-form-values.ts';

/** The product's editable fields as the API would take them back. */
function inputOf(product: Product) {
  return productInputSchema.parse(product);
}

/** A product using every field the editor carries, including ones it does not show (relatedProducts, hidden lists). */
const fullProduct = testProduct({
  description: 'All fields',
  basePrice: '12.50',
  rushFee: '15.00',
  hasDoubleSided: false,
  doubleSidedPrice: '8.00',
  hasLamination: true,
  hasCutShapes: false,
  cutShapes: [{ value: 'circle', label: 'Circle', price: '3.00' }],
  hasFinishes: true,
  finishes: [{ value: 'gloss', label: 'Gloss', priceModifier: 12.5 }],
  sizes: [
    { value: '2x4', label: "2' x 4'", price: '20.00' },
    { value: '3x6', label: "3' x 6'", price: '36.50', widthIn: 36, heightIn: 72 },
  ],
  materials: [{ value: 'mesh', label: 'Mesh', priceModifier: '-1.25' }],
  quantityDiscounts: [
    { minQuantity: 5, discountPercent: 5 },
    { minQuantity: 20, discountPercent: 20 },
  ],
  customOptions: [
    {
      id: 'opt-1',
      name: 'Grommets',
      type: 'multiselect',
      required: true,
      values: [
        { value: 'corners', label: 'Corners', priceModifier: '2.50' },
        { value: 'edges', label: 'Edges', priceModifier: '-1.00' },
      ],
    },
  ],
  media: [
    { type: 'image', url: '/media/products/a.webp', thumbnail: '/media/products/a-600.webp', order: 0 },
    { type: 'video', url: '/media/videos/v.mp4', thumbnail: null, order: 1 },
  ],
  images: ['/media/products/a.webp'],
  videos: ['/media/videos/v.mp4'],
  features: ['Strong', 'Weatherproof'],
  tags: ['Top Seller'],
  freeShipping: true,
  categoryId: 3,
  seoTitle: 'Title',
  seoDescription: 'Description',
  seoKeywords: 'a, b',
  seoScriptTags: '{"@type":"Product"}',
  overview: '<p>O</p>',
  specifications: '<p>S</p>',
  faqs: '<p>F</p>',
  relatedProducts: [4, 9],
  isArchived: true,
});

describe('loading a product into the editor and saving it unchanged', () => {
  it('sends back exactly the product as stored: nothing dropped, no unit changed', () => {
    const saved = toProductInput(productFormValues(fullProduct), productExtras(fullProduct));
    expect(saved).toEqual(inputOf(fullProduct));
  });
});
