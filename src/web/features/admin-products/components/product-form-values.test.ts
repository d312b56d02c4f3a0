import { describe, expect, it } from 'vitest';
import { type Product, productInputSchema } from '#shared/schemas/product';
import { testProduct } from '#web/test/fixtures.ts';
import { checkCustomSize } from './custom-size-values.ts';
import {
  draftFormValues,
  emptyExtras,
  productExtras,
  productFormSchema,
  productFormValues,
  toProductInput,
} from './product-form-values.ts';

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
  customSize: {
    ratePerSqFt: '2.50',
    minimumCharge: '15.00',
    unit: 'in',
    minWidthIn: 24,
    maxWidthIn: 96,
    minHeightIn: 36,
    maxHeightIn: 120.5,
    incrementIn: 0.5,
  },
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

describe('the custom size in the editor', () => {
  /** The draft with the custom size switched on and these fields typed. */
  function typed(fields: Partial<ReturnType<typeof draftFormValues>['customSize']>) {
    const values = draftFormValues();
    return { ...values, customSize: { ...values.customSize, enabled: true, ...fields } };
  }
  const valid = {
    ratePerSqFt: '2.5',
    minimumCharge: '15',
    minWidthIn: '24',
    maxWidthIn: '96',
    minHeightIn: '36',
    maxHeightIn: '120',
    incrementIn: '6',
  };

  it('is off in a new draft and in a product without one, and is sent as null', () => {
    expect(draftFormValues().customSize.enabled).toBe(false);
    expect(productFormValues(testProduct()).customSize.enabled).toBe(false);
    expect(toProductInput(draftFormValues(), emptyExtras).customSize).toBeNull();
  });

  it('is sent as null when switched off, whatever its fields hold', () => {
    const values = typed({ ratePerSqFt: 'junk', maxWidthIn: '1' });
    const off = { ...values, customSize: { ...values.customSize, enabled: false } };
    expect(toProductInput(off, emptyExtras).customSize).toBeNull();
    expect(productFormSchema.safeParse(off).success).toBe(true);
  });

  it('sends the lengths as numbers of inches and the money as two-decimal strings', () => {
    const values = typed({ ...valid, unit: 'ft' });
    expect(toProductInput(values, emptyExtras).customSize).toEqual({
      ratePerSqFt: '2.50',
      minimumCharge: '15.00',
      unit: 'ft',
      minWidthIn: 24,
      maxWidthIn: 96,
      minHeightIn: 36,
      maxHeightIn: 120,
      incrementIn: 6,
    });
    expect(productFormSchema.safeParse(values).success).toBe(true);
  });

  it.each([
    ['a rate of 0', { ratePerSqFt: '0' }, 'ratePerSqFt', 'The rate must be more than $0.00'],
    ['no rate', { ratePerSqFt: '' }, 'ratePerSqFt', 'The rate must be more than $0.00'],
    ['a rate of three decimals', { ratePerSqFt: '2.555' }, 'ratePerSqFt', 'Must be an amount such as 24.99'],
    [
      'a maximum width below the minimum',
      { minWidthIn: '48', maxWidthIn: '24' },
      'maxWidthIn',
      'The maximum width must be at least the minimum width',
    ],
    [
      'a maximum height below the minimum',
      { minHeightIn: '48', maxHeightIn: '36' },
      'maxHeightIn',
      'The maximum height must be at least the minimum height',
    ],
    [
      'a minimum off the increment',
      { minWidthIn: '25' },
      'minWidthIn',
      'Must be a multiple of the increment (6 in)',
    ],
    ['a blank limit', { minHeightIn: '' }, 'minHeightIn', 'Minimum height must be a number of inches'],
    ['an increment of 0', { incrementIn: '0' }, 'incrementIn', 'The increment must be more than 0 inches'],
  ])('refuses %s beside its field, with the shared rules', (_case, fields, field, message) => {
    const values = typed({ ...valid, ...fields });
    expect(checkCustomSize(values.customSize).problems).toMatchObject({ [field]: message });
    const result = productFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['customSize', field], message }),
    );
  });
});
