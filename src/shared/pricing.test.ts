import { describe, expect, it } from 'vitest';
import { apiMessages } from './errors.ts';
import { startingChoices } from './option-starts.ts';
import {
  calculatePrice,
  defaultSelection,
  maxCartTotalCents,
  maxLineTotalCents,
  maxQuantity,
  maxShippingPriceCents,
  mergeCustomOptions,
  normalizeQuantity,
  type PriceSelection,
  type SelectionProblem,
  validateSelection,
} from './pricing.ts';
import type { CustomOption } from './schemas/custom-option.ts';
import type { PricedProduct } from './schemas/product.ts';

/**
 * The reference product. Default selection: size s ($20.00), vinyl (+$0), one-sided, normal turnaround,
 * rectangle ($0), no finish (0 %), no lamination, quantity 1 -> $20.00.
 */
const product: PricedProduct = {
  basePrice: '10.00',
  hasDoubleSided: true,
  doubleSidedPrice: '7.50',
  rushFee: '12.00',
  hasLamination: true,
  hasCutShapes: true,
  hasFinishes: true,
  customSize: null,
  sizes: [
    { value: 's', label: 'Small', price: '20.00' },
    { value: 'm', label: 'Medium', price: '35.50' },
    { value: 'l', label: 'Large', price: '49.99' },
  ],
  materials: [
    { value: 'vinyl', label: 'Vinyl', priceModifier: '0.00' },
    { value: 'mesh', label: 'Mesh', priceModifier: '5.25' },
    { value: 'paper', label: 'Paper', priceModifier: '-4.00' },
  ],
  cutShapes: [
    { value: 'rect', label: 'Rectangle', price: '0.00' },
    { value: 'circle', label: 'Circle', price: '3.00' },
  ],
  finishes: [
    { value: 'none', label: 'None', priceModifier: 0 },
    { value: 'gloss', label: 'Gloss', priceModifier: 10 },
    { value: 'matte', label: 'Matte', priceModifier: -5 },
    { value: 'premium', label: 'Premium', priceModifier: 12.5 },
  ],
  // Deliberately out of order.
  quantityDiscounts: [
    { minQuantity: 50, discountPercent: 15 },
    { minQuantity: 10, discountPercent: 5 },
    { minQuantity: 25, discountPercent: 10 },
  ],
  customOptions: [
    {
      id: 'grommets',
      name: 'Grommets',
      type: 'boolean',
      required: false,
      values: [{ value: 'yes', label: 'Yes', priceModifier: '2.50' }],
    },
    { id: 'rope', name: 'Rope', type: 'boolean', required: false },
    {
      id: 'stand',
      name: 'Stand',
      type: 'select',
      required: true,
      values: [
        { value: 'none', label: 'No stand', priceModifier: '0.00' },
        { value: 'basic', label: 'Basic', priceModifier: '15.00' },
        { value: 'deluxe', label: 'Deluxe', priceModifier: '29.99' },
      ],
    },
    {
      id: 'extras',
      name: 'Extras',
      type: 'multiselect',
      required: false,
      values: [
        { value: 'hem', label: 'Hem', priceModifier: '1.25' },
        { value: 'pocket', label: 'Pole pocket', priceModifier: '4.00' },
        { value: 'nogloss', label: 'No gloss', priceModifier: '-0.50' },
      ],
    },
  ],
};

const base: PriceSelection = {
  size: 's',
  material: 'vinyl',
  isDoubleSided: false,
  isRush: false,
  cutShape: 'rect',
  finish: 'none',
  lamination: false,
  quantity: 1,
  customOptions: {},
};

type PriceCase = [
  name: string,
  productChanges: Partial<PricedProduct>,
  selectionChanges: Partial<PriceSelection>,
  unitPriceCents: number,
  subtotalCents: number,
  discountPercent: number,
  discountCents: number,
  totalCents: number,
];

const priceCases: PriceCase[] = [
  ['defaults: small vinyl', {}, {}, 2000, 2000, 0, 0, 2000],
  ['medium size', {}, { size: 'm' }, 3550, 3550, 0, 0, 3550],
  ['large size', {}, { size: 'l' }, 4999, 4999, 0, 0, 4999],
  ['material add-on', {}, { material: 'mesh' }, 2525, 2525, 0, 0, 2525],
  ['negative material modifier', {}, { material: 'paper' }, 1600, 1600, 0, 0, 1600],
  ['double-sided', {}, { isDoubleSided: true }, 2750, 2750, 0, 0, 2750],
  [
    'double-sided ignored without hasDoubleSided',
    { hasDoubleSided: false },
    { isDoubleSided: true },
    2000,
    2000,
    0,
    0,
    2000,
  ],
  ['rush fee', {}, { isRush: true }, 3200, 3200, 0, 0, 3200],
  ['rush fee of zero', { rushFee: '0.00' }, { isRush: true }, 2000, 2000, 0, 0, 2000],
  ['rush and double-sided', {}, { isRush: true, isDoubleSided: true }, 3950, 3950, 0, 0, 3950],
  ['cut shape price', {}, { cutShape: 'circle' }, 2300, 2300, 0, 0, 2300],
  [
    'cut shape ignored without hasCutShapes',
    { hasCutShapes: false },
    { cutShape: 'circle' },
    2000,
    2000,
    0,
    0,
    2000,
  ],
  ['finish +10 %', {}, { finish: 'gloss' }, 2200, 2200, 0, 0, 2200],
  ['finish -5 %', {}, { finish: 'matte' }, 1900, 1900, 0, 0, 1900],
  ['finish +12.5 %', {}, { finish: 'premium' }, 2250, 2250, 0, 0, 2250],
  ['finish -5 % of 49.99 = 47.4905', {}, { size: 'l', finish: 'matte' }, 4749, 4749, 0, 0, 4749],
  ['finish +12.5 % of 49.99 = 56.23875', {}, { size: 'l', finish: 'premium' }, 5624, 5624, 0, 0, 5624],
  ['finish ignored without hasFinishes', { hasFinishes: false }, { finish: 'gloss' }, 2000, 2000, 0, 0, 2000],
  [
    'finish -100 % makes it free',
    { finishes: [{ value: 'free', label: 'Free', priceModifier: -100 }] },
    { finish: 'free', quantity: 3 },
    0,
    0,
    0,
    0,
    0,
  ],
  ['lamination +10 %', {}, { lamination: true }, 2200, 2200, 0, 0, 2200],
  [
    'lamination ignored without hasLamination',
    { hasLamination: false },
    { lamination: true },
    2000,
    2000,
    0,
    0,
    2000,
  ],
  [
    'finish then lamination: 20 x 1.1 x 1.1',
    {},
    { finish: 'gloss', lamination: true },
    2420,
    2420,
    0,
    0,
    2420,
  ],
  [
    'finish and lamination on 25.25: 30.5525',
    {},
    { material: 'mesh', finish: 'gloss', lamination: true },
    3055,
    3055,
    0,
    0,
    3055,
  ],
  [
    'boolean option Yes adds its first value',
    {},
    { customOptions: { grommets: true } },
    2250,
    2250,
    0,
    0,
    2250,
  ],
  ['boolean option No adds nothing', {}, { customOptions: { grommets: false } }, 2000, 2000, 0, 0, 2000],
  [
    'boolean option without values adds nothing',
    {},
    { customOptions: { rope: true } },
    2000,
    2000,
    0,
    0,
    2000,
  ],
  ['select option', {}, { customOptions: { stand: 'basic' } }, 3500, 3500, 0, 0, 3500],
  ['select option 29.99', {}, { customOptions: { stand: 'deluxe' } }, 4999, 4999, 0, 0, 4999],
  ['select option with a 0 modifier', {}, { customOptions: { stand: 'none' } }, 2000, 2000, 0, 0, 2000],
  ['unknown select value adds nothing', {}, { customOptions: { stand: 'mega' } }, 2000, 2000, 0, 0, 2000],
  [
    'multiselect sums its values',
    {},
    { customOptions: { extras: ['hem', 'pocket'] } },
    2525,
    2525,
    0,
    0,
    2525,
  ],
  ['negative custom modifier', {}, { customOptions: { extras: ['nogloss'] } }, 1950, 1950, 0, 0, 1950],
  [
    'multiselect positive + negative',
    {},
    { customOptions: { extras: ['hem', 'nogloss'] } },
    2075,
    2075,
    0,
    0,
    2075,
  ],
  [
    'multiselect counts a value once',
    {},
    { customOptions: { extras: ['hem', 'hem'] } },
    2125,
    2125,
    0,
    0,
    2125,
  ],
  [
    'custom options before finish and lamination: (20 + 15) x 1.1 x 1.1',
    {},
    { customOptions: { stand: 'basic' }, finish: 'gloss', lamination: true },
    4235,
    4235,
    0,
    0,
    4235,
  ],
  [
    'every option: (49.99 + 5.25 + 7.50 + 12 + 3 + 2.50) x 1.125 x 1.1 = 99.297, x 3 = 297.891',
    {},
    {
      size: 'l',
      material: 'mesh',
      isDoubleSided: true,
      isRush: true,
      cutShape: 'circle',
      finish: 'premium',
      lamination: true,
      customOptions: { grommets: true },
      quantity: 3,
    },
    9930,
    29789,
    0,
    0,
    29789,
  ],
  ['no sizes: basePrice stands in', { sizes: [] }, { size: undefined }, 1000, 1000, 0, 0, 1000],
  [
    'no sizes: basePrice + material',
    { sizes: [] },
    { size: undefined, material: 'mesh' },
    1525,
    1525,
    0,
    0,
    1525,
  ],
  ['unknown size: basePrice stands in', {}, { size: 'xxl' }, 1000, 1000, 0, 0, 1000],
  [
    'unit never below zero',
    { sizes: [{ value: 's', label: 'S', price: '3.00' }] },
    { material: 'paper' },
    0,
    0,
    0,
    0,
    0,
  ],
  ['quantity 2', {}, { quantity: 2 }, 2000, 4000, 0, 0, 4000],
  ['one below the first tier', {}, { quantity: 9 }, 2000, 18000, 0, 0, 18000],
  ['exactly at the first tier (5 %)', {}, { quantity: 10 }, 2000, 20000, 5, 1000, 19000],
  ['one below the second tier', {}, { quantity: 24 }, 2000, 48000, 5, 2400, 45600],
  ['exactly at the second tier (10 %)', {}, { quantity: 25 }, 2000, 50000, 10, 5000, 45000],
  ['one below the third tier', {}, { quantity: 49 }, 2000, 98000, 10, 9800, 88200],
  ['exactly at the third tier (15 %)', {}, { quantity: 50 }, 2000, 100000, 15, 15000, 85000],
  [
    'the highest discount wins, not the highest minQuantity',
    {
      quantityDiscounts: [
        { minQuantity: 100, discountPercent: 5 },
        { minQuantity: 20, discountPercent: 20 },
      ],
    },
    { quantity: 150 },
    2000,
    300000,
    20,
    60000,
    240000,
  ],
  ['no tiers: no discount', { quantityDiscounts: [] }, { quantity: 500 }, 2000, 1000000, 0, 0, 1000000],
  [
    'discount 100 %',
    { quantityDiscounts: [{ minQuantity: 1, discountPercent: 100 }] },
    {},
    2000,
    2000,
    100,
    2000,
    0,
  ],
  [
    'discount 7 %: 60.00 x 0.93 = 55.80',
    { quantityDiscounts: [{ minQuantity: 1, discountPercent: 7 }] },
    { quantity: 3 },
    2000,
    6000,
    7,
    420,
    5580,
  ],
  [
    'discount 12.5 %: 149.97 x 0.875 = 131.22375 -> 131.22',
    { quantityDiscounts: [{ minQuantity: 1, discountPercent: 12.5 }] },
    { size: 'l', quantity: 3 },
    4999,
    14997,
    12.5,
    1875,
    13122,
  ],
  [
    'discount 57 % (57 / 100 is no exact float): 0.29 x 100 x 0.43 = 12.47',
    {
      sizes: [{ value: 's', label: 'S', price: '0.29' }],
      quantityDiscounts: [{ minQuantity: 1, discountPercent: 57 }],
    },
    { quantity: 100 },
    29,
    2900,
    57,
    1653,
    1247,
  ],
  [
    'half a cent rounds up: 25.25 x 1.1 = 27.775',
    {},
    { material: 'mesh', lamination: true },
    2778,
    2778,
    0,
    0,
    2778,
  ],
  [
    'one rounding of the line: 27.775 x 2 = 55.55, not 2 x 27.78',
    {},
    { material: 'mesh', lamination: true, quantity: 2 },
    2778,
    5555,
    0,
    0,
    5555,
  ],
  [
    'one rounding of the line: 27.775 x 3 = 83.325 -> 83.33',
    {},
    { material: 'mesh', lamination: true, quantity: 3 },
    2778,
    8333,
    0,
    0,
    8333,
  ],
  [
    'half a cent after the discount: 499.90 x 0.95 = 474.905 -> 474.91',
    {},
    { size: 'l', quantity: 10 },
    4999,
    49990,
    5,
    2499,
    47491,
  ],
  ['549.89 x 0.95 = 522.3955 -> 522.40', {}, { size: 'l', quantity: 11 }, 4999, 54989, 5, 2749, 52240],
  [
    'no float error: 0.29 x 1.1 x 1000',
    { sizes: [{ value: 's', label: 'S', price: '0.29' }] },
    { finish: 'gloss', quantity: 1000 },
    32,
    31900,
    15,
    4785,
    27115,
  ],
  ['big quantity', {}, { size: 'l', quantity: 100000 }, 4999, 499900000, 15, 74985000, 424915000],
  [
    'big quantity with half cents: 27.775 x 999,999',
    {},
    { material: 'mesh', lamination: true, quantity: 999999 },
    2778,
    2777497223,
    15,
    416624584,
    2360872639,
  ],
  ['the largest quantity', {}, { quantity: maxQuantity }, 2000, 2000000000, 15, 300000000, 1700000000],
  ['quantity 0 is priced as 1', {}, { quantity: 0 }, 2000, 2000, 0, 0, 2000],
  ['decimal quantity is floored', {}, { quantity: 2.7 }, 2000, 4000, 0, 0, 4000],
];

describe('calculatePrice', () => {
  it.each(priceCases)(
    '%s',
    (_name, productChanges, selectionChanges, unit, subtotal, percent, discount, total) => {
      const result = calculatePrice({ ...product, ...productChanges }, { ...base, ...selectionChanges });
      expect(result).toMatchObject({
        unitPriceCents: unit,
        subtotalCents: subtotal,
        discountPercent: percent,
        discountCents: discount,
        totalCents: total,
      });
    },
  );

  it('has at least 40 cases', () => {
    expect(priceCases.length).toBeGreaterThanOrEqual(40);
  });

  it.each([
    ['quantity 1', product.quantityDiscounts, 1, { minQuantity: 10, discountPercent: 5, moreNeeded: 9 }],
    [
      'one below a tier',
      product.quantityDiscounts,
      9,
      { minQuantity: 10, discountPercent: 5, moreNeeded: 1 },
    ],
    [
      'at a tier: the next one',
      product.quantityDiscounts,
      10,
      { minQuantity: 25, discountPercent: 10, moreNeeded: 15 },
    ],
    [
      'below the last tier',
      product.quantityDiscounts,
      49,
      { minQuantity: 50, discountPercent: 15, moreNeeded: 1 },
    ],
    ['at the last tier', product.quantityDiscounts, 50, null],
    ['beyond the last tier', product.quantityDiscounts, 5000, null],
    ['no tiers', [], 1, null],
    [
      'a farther tier with a lower discount is no next tier',
      [
        { minQuantity: 100, discountPercent: 5 },
        { minQuantity: 20, discountPercent: 20 },
      ],
      30,
      null,
    ],
    [
      'skips a nearer tier with a lower discount than the one in force',
      [
        { minQuantity: 5, discountPercent: 20 },
        { minQuantity: 10, discountPercent: 10 },
        { minQuantity: 40, discountPercent: 30 },
      ],
      6,
      { minQuantity: 40, discountPercent: 30, moreNeeded: 34 },
    ],
    [
      'the nearest better tier, even with a smaller gain',
      [
        { minQuantity: 100, discountPercent: 25 },
        { minQuantity: 20, discountPercent: 10 },
      ],
      1,
      { minQuantity: 20, discountPercent: 10, moreNeeded: 19 },
    ],
    [
      'two tiers at the same quantity: the higher discount',
      [
        { minQuantity: 10, discountPercent: 10 },
        { minQuantity: 10, discountPercent: 20 },
      ],
      1,
      { minQuantity: 10, discountPercent: 20, moreNeeded: 9 },
    ],
  ])('nextTier: %s', (_name, quantityDiscounts, quantity, expected) => {
    expect(calculatePrice({ ...product, quantityDiscounts }, { ...base, quantity }).nextTier).toEqual(
      expected,
    );
  });
});

describe('normalizeQuantity', () => {
  it.each([
    [5, 5],
    ['5', 5],
    [' 7 ', 7],
    ['2.7', 2],
    [2.7, 2],
    [0.5, 1],
    [0, 1],
    ['0', 1],
    [-3, 1],
    ['-3', 1],
    ['', 1],
    ['   ', 1],
    ['abc', 1],
    ['12abc', 1],
    ['1e3', 1000],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
    [null, 1],
    [undefined, 1],
    [true, 1],
    [{}, 1],
    [2_000_000, 1_000_000],
  ])('%j -> %i', (input, expected) => {
    expect(normalizeQuantity(input)).toBe(expected);
  });
});

describe('defaultSelection', () => {
  const plain: PricedProduct = {
    ...product,
    hasCutShapes: false,
    hasFinishes: false,
    sizes: [],
    materials: [],
  };
  it.each([
    [
      'the first of every list',
      product,
      {
        size: 's',
        material: 'vinyl',
        cutShape: 'rect',
        finish: 'none',
        isDoubleSided: false,
        isRush: false,
        lamination: false,
        quantity: 1,
        customOptions: {},
      },
    ],
    [
      'nothing the product does not offer',
      plain,
      { isDoubleSided: false, isRush: false, lamination: false, quantity: 1, customOptions: {} },
    ],
    [
      'no cut shape when the list is empty',
      { ...product, cutShapes: [] },
      {
        size: 's',
        material: 'vinyl',
        finish: 'none',
        isDoubleSided: false,
        isRush: false,
        lamination: false,
        quantity: 1,
        customOptions: {},
      },
    ],
  ])('%s', (_name, input, expected) => {
    expect(defaultSelection(input)).toStrictEqual(expected);
  });

  it('starts each custom option on the owner’s starting answer, and leaves the others unanswered', () => {
    const values = [
      { value: 'every-2ft', label: 'Every 2 ft', priceModifier: '0.00' },
      { value: 'corners', label: 'Corners', priceModifier: '-1.50' },
    ];
    const options: CustomOption[] = [
      { id: 'grommets', name: 'Grommets', type: 'select', required: true, defaultValue: 'every-2ft', values },
      { id: 'slits', name: 'Wind Slits', type: 'boolean', required: false, defaultValue: 'no' },
      { id: 'coat', name: 'Coating', type: 'boolean', required: false, defaultValue: 'yes' },
      { id: 'stakes', name: 'Stakes', type: 'select', required: true, values },
      // A start the option cannot take (its value was removed since) leaves it unanswered.
      { id: 'gone', name: 'Gone', type: 'select', required: false, defaultValue: 'removed', values },
      { id: 'pockets', name: 'Pockets', type: 'multiselect', required: false, values },
    ];
    expect(startingChoices(options)).toStrictEqual({
      grommets: 'every-2ft',
      slits: false,
      coat: true,
    });
  });

  it('prices the defaults of the reference product at $20.00', () => {
    expect(calculatePrice(product, defaultSelection(product)).totalCents).toBe(2000);
  });
});

describe('validateSelection', () => {
  const valid: PriceSelection = { ...base, customOptions: { stand: 'none' } };
  const requiredYesNo: CustomOption = { id: 'proof', name: 'Proof', type: 'boolean', required: true };

  it.each<[string, Partial<PricedProduct>, Partial<PriceSelection>, SelectionProblem[]]>([
    ['a valid selection', {}, {}, []],
    [
      'every option chosen',
      {},
      {
        size: 'l',
        material: 'mesh',
        isDoubleSided: true,
        isRush: true,
        cutShape: 'circle',
        finish: 'premium',
        lamination: true,
        quantity: 500,
        customOptions: { stand: 'deluxe', grommets: true, rope: false, extras: ['hem', 'nogloss'] },
      },
      [],
    ],
    ['missing size', {}, { size: undefined }, [{ field: 'size', message: 'Choose a size' }]],
    ['empty size', {}, { size: '' }, [{ field: 'size', message: 'Choose a size' }]],
    ['unknown size', {}, { size: 'xxl' }, [{ field: 'size', message: 'Unknown size "xxl"' }]],
    ['no sizes offered, none sent', { sizes: [] }, { size: undefined }, []],
    [
      'no sizes offered, one sent',
      { sizes: [] },
      { size: 's' },
      [{ field: 'size', message: 'This product has no size options' }],
    ],
    [
      'unknown material',
      {},
      { material: 'wood' },
      [{ field: 'material', message: 'Unknown material "wood"' }],
    ],
    ['missing material', {}, { material: undefined }, [{ field: 'material', message: 'Choose a material' }]],
    [
      'unknown cut shape',
      {},
      { cutShape: 'star' },
      [{ field: 'cutShape', message: 'Unknown cut shape "star"' }],
    ],
    [
      'missing cut shape',
      {},
      { cutShape: undefined },
      [{ field: 'cutShape', message: 'Choose a cut shape' }],
    ],
    [
      'cut shape not offered',
      { hasCutShapes: false },
      { cutShape: 'circle' },
      [{ field: 'cutShape', message: 'This product has no cut shape options' }],
    ],
    ['cut shapes enabled but empty', { cutShapes: [] }, { cutShape: undefined }, []],
    ['unknown finish', {}, { finish: 'satin' }, [{ field: 'finish', message: 'Unknown finish "satin"' }]],
    [
      'finish not offered',
      { hasFinishes: false },
      { finish: 'gloss' },
      [{ field: 'finish', message: 'This product has no finish options' }],
    ],
    ['finish not offered and not sent', { hasFinishes: false }, { finish: undefined }, []],
    [
      'double-sided not offered',
      { hasDoubleSided: false },
      { isDoubleSided: true },
      [{ field: 'isDoubleSided', message: 'This product is not offered double-sided' }],
    ],
    [
      'lamination not offered',
      { hasLamination: false },
      { lamination: true },
      [{ field: 'lamination', message: 'This product is not offered with lamination' }],
    ],
    [
      'required select missing',
      {},
      { customOptions: {} },
      [{ field: 'customOptions.stand', message: 'Stand is required' }],
    ],
    [
      'custom options absent altogether',
      {},
      { customOptions: undefined },
      [{ field: 'customOptions.stand', message: 'Stand is required' }],
    ],
    [
      'unknown custom option',
      {},
      { customOptions: { stand: 'none', glitter: true } },
      [{ field: 'customOptions.glitter', message: 'Unknown option "glitter"' }],
    ],
    [
      'unknown select value',
      {},
      { customOptions: { stand: 'mega' } },
      [{ field: 'customOptions.stand', message: 'Unknown value "mega" for Stand' }],
    ],
    [
      'select given a list',
      {},
      { customOptions: { stand: ['basic'] } },
      [{ field: 'customOptions.stand', message: 'Choose one value for Stand' }],
    ],
    [
      'boolean given a string',
      {},
      { customOptions: { stand: 'none', grommets: 'yes' } },
      [{ field: 'customOptions.grommets', message: 'Grommets must be Yes or No' }],
    ],
    [
      'multiselect given a string',
      {},
      { customOptions: { stand: 'none', extras: 'hem' } },
      [{ field: 'customOptions.extras', message: 'Choose a list of values for Extras' }],
    ],
    [
      'multiselect unknown values',
      {},
      { customOptions: { stand: 'none', extras: ['hem', 'x', 'y'] } },
      [{ field: 'customOptions.extras', message: 'Unknown value "x", "y" for Extras' }],
    ],
    [
      'multiselect value twice',
      {},
      { customOptions: { stand: 'none', extras: ['hem', 'hem'] } },
      [{ field: 'customOptions.extras', message: 'A value is chosen twice for Extras' }],
    ],
    ['optional multiselect empty', {}, { customOptions: { stand: 'none', extras: [] } }, []],
    [
      'required multiselect empty',
      {
        customOptions: [
          {
            id: 'extras',
            name: 'Extras',
            type: 'multiselect',
            required: true,
            values: [{ value: 'hem', label: 'Hem', priceModifier: '1.00' }],
          },
        ],
      },
      { customOptions: { extras: [] } },
      [{ field: 'customOptions.extras', message: 'Extras is required' }],
    ],
    [
      'required Yes/No unanswered',
      { customOptions: [requiredYesNo] },
      { customOptions: {} },
      [{ field: 'customOptions.proof', message: 'Proof is required' }],
    ],
    [
      'required Yes/No answered No',
      { customOptions: [requiredYesNo] },
      { customOptions: { proof: false } },
      [],
    ],
    [
      'an inherited property name is not an option',
      {},
      { customOptions: { stand: 'none', constructor: true } },
      [{ field: 'customOptions.constructor', message: 'Unknown option "constructor"' }],
    ],
    [
      'quantity 0',
      {},
      { quantity: 0 },
      [{ field: 'quantity', message: 'Quantity must be a whole number of at least 1' }],
    ],
    [
      'negative quantity',
      {},
      { quantity: -2 },
      [{ field: 'quantity', message: 'Quantity must be a whole number of at least 1' }],
    ],
    [
      'decimal quantity',
      {},
      { quantity: 1.5 },
      [{ field: 'quantity', message: 'Quantity must be a whole number of at least 1' }],
    ],
    [
      'NaN quantity',
      {},
      { quantity: Number.NaN },
      [{ field: 'quantity', message: 'Quantity must be a whole number of at least 1' }],
    ],
    [
      'quantity above the maximum',
      {},
      { quantity: 1_000_001 },
      [{ field: 'quantity', message: 'Quantity may be at most 1,000,000' }],
    ],
    [
      'a line total beyond 99,999,999.99',
      { sizes: [{ value: 's', label: 'S', price: '99999.99' }] },
      { quantity: 1_000_000 },
      [{ field: 'quantity', message: 'This line total is too large; lower the quantity' }],
    ],
    [
      'a unit price beyond 99,999,999.99, even when a 100 % tier makes the line free',
      {
        sizes: [{ value: 's', label: 'S', price: '99999999.99' }],
        finishes: [{ value: 'none', label: 'Huge', priceModifier: 1000 }],
        quantityDiscounts: [{ minQuantity: 1, discountPercent: 100 }],
      },
      {},
      [{ field: 'quantity', message: 'This line total is too large; lower the quantity' }],
    ],
    [
      'a subtotal beyond 99,999,999.99 that the quantity discount would bring under it',
      {
        sizes: [{ value: 's', label: 'S', price: '100.00' }],
        quantityDiscounts: [{ minQuantity: 1_000_000, discountPercent: 50 }],
      },
      { quantity: 1_000_000 },
      [{ field: 'quantity', message: 'This line total is too large; lower the quantity' }],
    ],
    [
      'a line of exactly 99,999,999.99',
      { sizes: [{ value: 's', label: 'S', price: '99999999.99' }], quantityDiscounts: [] },
      {},
      [],
    ],
    [
      'several problems at once',
      { hasDoubleSided: false },
      { size: 'xxl', isDoubleSided: true, quantity: 0, customOptions: {} },
      [
        { field: 'size', message: 'Unknown size "xxl"' },
        { field: 'isDoubleSided', message: 'This product is not offered double-sided' },
        { field: 'customOptions.stand', message: 'Stand is required' },
        { field: 'quantity', message: 'Quantity must be a whole number of at least 1' },
      ],
    ],
  ])('%s', (_name, productChanges, selectionChanges, expected) => {
    expect(validateSelection({ ...product, ...productChanges }, { ...valid, ...selectionChanges })).toEqual(
      expected,
    );
  });
});

describe('money limits', () => {
  it('keep an order within numeric(10,2): the largest cart plus the largest shipping price is 99,999,999.99', () => {
    expect(maxLineTotalCents).toBe(9_999_999_999);
    expect(maxCartTotalCents + maxShippingPriceCents).toBe(9_999_999_999);
    expect(apiMessages.cartTotalTooLarge).toBe(
      'A cart may total at most $99,000,000.00: remove an item or lower a quantity.',
    );
  });
});

describe('mergeCustomOptions', () => {
  const option = (id: string, name = id): CustomOption => ({ id, name, type: 'boolean', required: false });

  it.each([
    ['product only', [option('a')], [], ['a:a']],
    ['category only', [], [option('c')], ['c:c']],
    ['category first, then the product', [option('a')], [option('c')], ['c:c', 'a:a']],
    [
      'the product overrides the same id in place',
      [option('a'), option('c', 'mine')],
      [option('c'), option('d')],
      ['c:mine', 'd:d', 'a:a'],
    ],
  ])('%s', (_name, productOptions, categoryOptions, expected) => {
    expect(mergeCustomOptions(productOptions, categoryOptions).map((o) => `${o.id}:${o.name}`)).toEqual(
      expected,
    );
  });
});
