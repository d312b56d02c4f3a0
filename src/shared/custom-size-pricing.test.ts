import { describe, expect, it } from 'vitest';
import type { CustomSizeSetting } from './custom-size.ts';
import {
  calculatePrice,
  defaultSelection,
  type PriceSelection,
  type SelectionProblem,
  validateSelection,
} from './pricing.ts';
import type { PricedProduct } from './schemas/product.ts';

/**
 * A custom size takes the place of the size price in the whole calculation (docs/product/pricing.md#custom-sizes).
 * The reference banner: $2.50/sq ft, $15.00 at least, 1' to 16' × 1' to 50' in half feet; a $20.00 size;
 * mesh +$5.25; two-sided +$7.50; rush +$12.00; circle $3.00; gloss +10 %, premium +12.5 %; lamination;
 * grommets +$2.50; tiers 10 pieces 5 %, 25 pieces 10 %, 50 pieces 15 %.
 */
const customSize: CustomSizeSetting = {
  ratePerSqFt: '2.50',
  minimumCharge: '15.00',
  unit: 'ft',
  minWidthIn: 12,
  maxWidthIn: 192,
  minHeightIn: 12,
  maxHeightIn: 600,
  incrementIn: 6,
};

const product: PricedProduct = {
  basePrice: '10.00',
  hasDoubleSided: true,
  doubleSidedPrice: '7.50',
  rushFee: '12.00',
  hasLamination: true,
  hasCutShapes: true,
  hasFinishes: true,
  customSize,
  sizes: [{ value: 's', label: 'Small', price: '20.00' }],
  materials: [
    { value: 'vinyl', label: 'Vinyl', priceModifier: '0.00' },
    { value: 'mesh', label: 'Mesh', priceModifier: '5.25' },
  ],
  cutShapes: [
    { value: 'rect', label: 'Rectangle', price: '0.00' },
    { value: 'circle', label: 'Circle', price: '3.00' },
  ],
  finishes: [
    { value: 'none', label: 'None', priceModifier: 0 },
    { value: 'gloss', label: 'Gloss', priceModifier: 10 },
    { value: 'premium', label: 'Premium', priceModifier: 12.5 },
  ],
  quantityDiscounts: [
    { minQuantity: 10, discountPercent: 5 },
    { minQuantity: 25, discountPercent: 10 },
    { minQuantity: 50, discountPercent: 15 },
  ],
  customOptions: [
    {
      id: 'grommets',
      name: 'Grommets',
      type: 'boolean',
      required: false,
      values: [{ value: 'yes', label: 'Yes', priceModifier: '2.50' }],
    },
  ],
};

/** 4 × 8 ft (48 × 96 in, 32 sq ft = $80.00), vinyl, one-sided, rectangle, no finish, one piece. */
const base: PriceSelection = {
  customWidthIn: 48,
  customHeightIn: 96,
  material: 'vinyl',
  isDoubleSided: false,
  isRush: false,
  cutShape: 'rect',
  finish: 'none',
  lamination: false,
  quantity: 1,
  customOptions: {},
};

describe('calculatePrice with a custom size', () => {
  it.each<[string, Partial<PricedProduct>, Partial<PriceSelection>, number, number, number]>([
    // name, product changes, selection changes, unit ¢, before the tier ¢, total ¢
    ['4 × 8 ft: 32 sq ft × $2.50', {}, {}, 8000, 8000, 8000],
    ['4 × 10 ft: 40 sq ft', {}, { customHeightIn: 120 }, 10000, 10000, 10000],
    ['1 × 1 ft: the minimum', {}, { customWidthIn: 12, customHeightIn: 12 }, 1500, 1500, 1500],
    ['+ mesh', {}, { material: 'mesh' }, 8525, 8525, 8525],
    ['+ two-sided and rush', {}, { isDoubleSided: true, isRush: true }, 9950, 9950, 9950],
    ['+ circle', {}, { cutShape: 'circle' }, 8300, 8300, 8300],
    ['+ grommets', {}, { customOptions: { grommets: true } }, 8250, 8250, 8250],
    ['× gloss', {}, { finish: 'gloss' }, 8800, 8800, 8800],
    ['× premium × laminated', {}, { finish: 'premium', lamination: true }, 9900, 9900, 9900],
    ['10 pieces: 5 % off', {}, { quantity: 10 }, 8000, 80000, 76000],
    ['25 pieces: 10 % off', {}, { quantity: 25 }, 8000, 200000, 180000],
    ['50 pieces: 15 % off', {}, { quantity: 50 }, 8000, 400000, 340000],
    [
      'the minimum, then mesh and gloss: (15.00 + 5.25) × 1.1 = 22.275',
      {},
      { customWidthIn: 12, customHeightIn: 12, material: 'mesh', finish: 'gloss' },
      2228,
      2228,
      2228,
    ],
    [
      'the minimum at 50 pieces',
      {},
      { customWidthIn: 12, customHeightIn: 12, quantity: 50 },
      1500,
      75000,
      63750,
    ],
    [
      'rounded to a cent before the multipliers: 13 × 17 in = 383.68 ¢ → $3.84; × 1.1 × 3',
      { customSize: { ...customSize, minimumCharge: '0.00', incrementIn: 1, minWidthIn: 1, minHeightIn: 1 } },
      { customWidthIn: 13, customHeightIn: 17, lamination: true, quantity: 3 },
      422,
      1267,
      1267,
    ],
    [
      'every option: 4 × 10 ft, mesh, two-sided, rush, circle, grommets, premium, laminated, 12 pieces',
      {},
      {
        customHeightIn: 120,
        material: 'mesh',
        isDoubleSided: true,
        isRush: true,
        cutShape: 'circle',
        customOptions: { grommets: true },
        finish: 'premium',
        lamination: true,
        quantity: 12,
      },
      // (100.00 + 5.25 + 7.50 + 12.00 + 3.00 + 2.50) × 1.125 × 1.1 = 161.1844; × 12 = 1,934.2125; − 5 %
      16118,
      193421,
      183750,
    ],
    [
      'a size far past the limits: not priced by area (the base price stands; validation refuses it)',
      {},
      { customWidthIn: 1e14, customHeightIn: 96 },
      1000,
      1000,
      1000,
    ],
    [
      'a size, not the custom one',
      {},
      { customWidthIn: undefined, customHeightIn: undefined, size: 's' },
      2000,
      2000,
      2000,
    ],
    [
      'a custom size on a product without the setting: the size price stands (and validation refuses it)',
      { customSize: null },
      {},
      1000,
      1000,
      1000,
    ],
  ])('%s', (_name, productChanges, selectionChanges, unit, before, total) => {
    const price = calculatePrice({ ...product, ...productChanges }, { ...base, ...selectionChanges });
    expect([price.unitPriceCents, price.subtotalCents, price.totalCents]).toEqual([unit, before, total]);
    expect(price.discountCents).toBe(before - total);
  });
});

describe('validateSelection with a custom size', () => {
  const problems = (productChanges: Partial<PricedProduct>, selectionChanges: Partial<PriceSelection>) =>
    validateSelection({ ...product, ...productChanges }, { ...base, ...selectionChanges });

  it.each<[string, Partial<PricedProduct>, Partial<PriceSelection>, SelectionProblem[]]>([
    ['a size within the limits', {}, {}, []],
    ['a size from the list', {}, { customWidthIn: undefined, customHeightIn: undefined, size: 's' }, []],
    [
      'neither a size nor a custom size',
      {},
      { customWidthIn: undefined, customHeightIn: undefined },
      [{ field: 'size', message: 'Choose a size' }],
    ],
    ['both', {}, { size: 's' }, [{ field: 'size', message: 'Choose a size or a custom size, not both' }]],
    [
      'a product without the setting',
      { customSize: null },
      {},
      [{ field: 'customWidthIn', message: 'This product has no custom size' }],
    ],
    [
      'no height',
      {},
      { customHeightIn: undefined },
      [{ field: 'customHeightIn', message: 'Enter a height' }],
    ],
    [
      'out of range',
      {},
      { customWidthIn: 6, customHeightIn: 606 },
      [
        { field: 'customWidthIn', message: 'Width must be from 1 ft to 16 ft' },
        { field: 'customHeightIn', message: 'Height must be from 1 ft to 50 ft' },
      ],
    ],
    [
      'off the increment',
      {},
      { customWidthIn: 50 },
      [{ field: 'customWidthIn', message: 'Width must be a multiple of 0.5 ft' }],
    ],
    [
      'a product whose only size is its custom size needs one',
      { sizes: [] },
      { customWidthIn: undefined, customHeightIn: undefined },
      [
        { field: 'customWidthIn', message: 'Enter a width' },
        { field: 'customHeightIn', message: 'Enter a height' },
      ],
    ],
    [
      'only a height, on a product without the setting: the height is named',
      { customSize: null },
      { customWidthIn: undefined },
      [{ field: 'customHeightIn', message: 'This product has no custom size' }],
    ],
    [
      'a size far past the limits is refused, not priced (its price would not be whole cents)',
      {},
      { customWidthIn: 50_000_000, customHeightIn: 50_000_000 },
      [
        { field: 'customWidthIn', message: 'Width must be from 1 ft to 16 ft' },
        { field: 'customHeightIn', message: 'Height must be from 1 ft to 50 ft' },
      ],
    ],
    [
      'a line too large for the money columns',
      { customSize: { ...customSize, ratePerSqFt: '99999999.99' } },
      { customWidthIn: 192, customHeightIn: 600 },
      [{ field: 'quantity', message: 'This line total is too large; lower the quantity' }],
    ],
  ])('%s', (_name, productChanges, selectionChanges, expected) => {
    expect(problems(productChanges, selectionChanges)).toEqual(expected);
  });
});

describe('defaultSelection with a custom size', () => {
  it('keeps the first size when the product has sizes', () => {
    const selection = defaultSelection(product);
    expect(selection.size).toBe('s');
    expect(selection.customWidthIn).toBeUndefined();
  });

  it('starts on the smallest custom size when that is the only size', () => {
    const selection = defaultSelection({ ...product, sizes: [] });
    expect([selection.size, selection.customWidthIn, selection.customHeightIn]).toEqual([undefined, 12, 12]);
    expect(calculatePrice({ ...product, sizes: [] }, selection).totalCents).toBe(1500);
  });
});
