import { describe, expect, it } from 'vitest';
import {
  type LineBreakdown,
  type LineFigures,
  lineBreakdown,
  lineBreakdownLabels,
  tierRows,
} from './line-breakdown.ts';

/** Every sum and product a page prints from the breakdown holds to the cent. */
function expectPrintedArithmeticExact(breakdown: LineBreakdown): void {
  const { quantity, unitCents, beforeDiscountCents, tierDiscountCents, totalCents, eachCents } = breakdown;
  if (unitCents !== null) expect(unitCents * quantity).toBe(beforeDiscountCents);
  expect(beforeDiscountCents - tierDiscountCents).toBe(totalCents);
  expect(tierDiscountCents).toBeGreaterThanOrEqual(0);
  expect(breakdown.eachIsExact).toBe(eachCents * quantity === totalCents);
  expect(Math.abs(eachCents * quantity - totalCents)).toBeLessThanOrEqual(Math.ceil(quantity / 2));
}

describe('lineBreakdown', () => {
  const cases: [string, LineFigures, Partial<LineBreakdown>, ReturnType<typeof lineBreakdownLabels>][] = [
    [
      // The configurator's figures the issue quotes: 'Unit price $83.85 · × 5 · (10%) −$41.93 · $377.31'.
      'a unit price with a fraction of a cent is not printed as a product',
      { quantity: 5, unitCents: 8385, beforeDiscountCents: 41924, tierPercent: 10, totalCents: 37731 },
      {
        unitCents: null,
        beforeDiscountCents: 41924,
        tierDiscountCents: 4193,
        eachCents: 7546,
        eachIsExact: false,
      },
      { quantity: 'Quantity 5', discount: 'Quantity discount (10%)', each: 'about $75.46 each' },
    ],
    [
      // The cart's figures the issue quotes: 'Quantity 12 × $84.48 … $912.38', the tier never named.
      'a whole-cent unit price is printed with the tier it earned',
      { quantity: 12, unitCents: 8448, beforeDiscountCents: 101376, tierPercent: 10, totalCents: 91238 },
      { unitCents: 8448, tierPercent: 10, tierDiscountCents: 10138, eachCents: 7603, eachIsExact: false },
      { quantity: '12 × $84.48', discount: 'Quantity discount (10%)', each: 'about $76.03 each' },
    ],
    [
      'no tier: before and total are the same',
      { quantity: 2, unitCents: 2500, beforeDiscountCents: 5000, tierPercent: 0, totalCents: 5000 },
      { unitCents: 2500, tierPercent: null, tierDiscountCents: 0, eachCents: 2500, eachIsExact: true },
      { quantity: '2 × $25.00', discount: 'Quantity discount', each: '$25.00 each' },
    ],
    [
      'one piece',
      { quantity: 1, unitCents: 1999, beforeDiscountCents: 1999, tierPercent: null, totalCents: 1999 },
      { unitCents: 1999, eachCents: 1999, eachIsExact: true },
      { quantity: '1 × $19.99', discount: 'Quantity discount', each: '$19.99 each' },
    ],
    [
      'an old order line (no amount before the discount kept): unit × quantity, the tier unnamed',
      { quantity: 500, unitCents: 10, beforeDiscountCents: null, tierPercent: null, totalCents: 4500 },
      { unitCents: 10, beforeDiscountCents: 5000, tierPercent: null, tierDiscountCents: 500, eachCents: 9 },
      { quantity: '500 × $0.10', discount: 'Quantity discount', each: '$0.09 each' },
    ],
    [
      'a tier that takes off less than a cent is not printed',
      { quantity: 1, unitCents: 4, beforeDiscountCents: 4, tierPercent: 5, totalCents: 4 },
      { tierPercent: null, tierDiscountCents: 0 },
      { quantity: '1 × $0.04', discount: 'Quantity discount', each: '$0.04 each' },
    ],
    [
      'thousands are grouped',
      { quantity: 2500, unitCents: 4, beforeDiscountCents: 10000, tierPercent: 12.5, totalCents: 8750 },
      { unitCents: 4, tierPercent: 12.5, eachCents: 4, eachIsExact: false },
      { quantity: '2,500 × $0.04', discount: 'Quantity discount (12.5%)', each: 'about $0.04 each' },
    ],
  ];

  it.each(cases)('%s', (_name, figures, expected, labels) => {
    const breakdown = lineBreakdown(figures);
    expect(breakdown).toMatchObject(expected);
    expect(breakdown.totalCents).toBe(figures.totalCents);
    expectPrintedArithmeticExact(breakdown);
    expect(lineBreakdownLabels(breakdown)).toEqual(labels);
  });
});

describe('tierRows', () => {
  const product = {
    basePrice: '20.00',
    hasDoubleSided: false,
    doubleSidedPrice: '0.00',
    rushFee: '0.00',
    hasLamination: true,
    hasCutShapes: false,
    hasFinishes: false,
    sizes: [],
    customSize: null,
    materials: [],
    cutShapes: [],
    finishes: [],
    customOptions: [],
    quantityDiscounts: [
      { minQuantity: 10, discountPercent: 10 },
      { minQuantity: 5, discountPercent: 5 },
      { minQuantity: 20, discountPercent: 8 }, // never applies: 10 pieces already take 10 %
      { minQuantity: 50, discountPercent: 25 },
    ],
  };
  const selection = { isDoubleSided: false, isRush: false, lamination: false, quantity: 3 };

  it('lists the breaks in order from 1 piece, leaving out a tier that never applies', () => {
    expect(tierRows(product, selection)).toEqual([
      { minQuantity: 1, discountPercent: 0, eachCents: 2000 },
      { minQuantity: 5, discountPercent: 5, eachCents: 1900 },
      { minQuantity: 10, discountPercent: 10, eachCents: 1800 },
      { minQuantity: 50, discountPercent: 25, eachCents: 1500 },
    ]);
  });

  it('prices each row for the configuration as it is', () => {
    const laminated = tierRows(product, { ...selection, lamination: true });
    expect(laminated.map((row) => row.eachCents)).toEqual([2200, 2090, 1980, 1650]);
  });

  it('is empty for a product without tiers', () => {
    expect(tierRows({ ...product, quantityDiscounts: [] }, selection)).toEqual([]);
  });
});
