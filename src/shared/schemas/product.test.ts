import { describe, expect, it } from 'vitest';
import { feetBannerCustomSize } from '../test/custom-sizes.ts';
import { productInputSchema, productSchema, quantityDiscountInputSchema } from './product.ts';

describe('quantity tiers', () => {
  it.each([
    [{ minQuantity: 10, discountPercent: 10 }, 10],
    [{ minQuantity: 10, discountPercent: 12.5 }, 12.5],
    [{ minQuantity: 10, discountPercent: 12.25 }, 12.25],
    [{ minQuantity: 10, discountPercent: 0.01 }, 0.01],
    [{ minQuantity: 10, discountPercent: 100 }, 100],
    // The old contract: a fraction in discount, turned exactly into percent.
    [{ minQuantity: 10, discount: 0.1 }, 10],
    [{ minQuantity: 10, discount: 0.07 }, 7],
    [{ minQuantity: 10, discount: 0.125 }, 12.5],
    [{ minQuantity: 10, discount: 0.1225 }, 12.25],
    [{ minQuantity: 10, discount: 0.29 }, 29],
    [{ minQuantity: 10, discount: 0.57 }, 57],
    [{ minQuantity: 10, discount: 1 }, 100],
  ])('reads %j as discountPercent %d', (tier, percent) => {
    expect(quantityDiscountInputSchema.parse(tier)).toEqual({ minQuantity: 10, discountPercent: percent });
  });

  it.each([
    [{ minQuantity: 10, discountPercent: 0 }, ['discountPercent'], 'Must be more than 0'],
    [{ minQuantity: 10, discountPercent: 100.5 }, ['discountPercent'], 'Must be at most 100 (100 % off)'],
    [
      { minQuantity: 10, discountPercent: 0.001 },
      ['discountPercent'],
      'Must have at most two decimals, such as 12.5 or 12.25',
    ],
    [
      { minQuantity: 10, discountPercent: Number.NaN },
      ['discountPercent'],
      'Must be a percentage such as 10 or 12.5',
    ],
    [{ minQuantity: 10 }, ['discountPercent'], 'Discount is required'],
    [{ minQuantity: 10, discount: 0 }, ['discount'], 'Must be more than 0'],
    [{ minQuantity: 10, discount: 10 }, ['discount'], 'Must be at most 1 (100 % off)'],
    [
      { minQuantity: 10, discount: 0.33333 },
      ['discount'],
      'Must have at most four decimals, such as 0.125 (12.5 %)',
    ],
    [
      { minQuantity: 10, discount: 0.1, discountPercent: 10 },
      ['discount'],
      'Send discountPercent or the old discount fraction, not both',
    ],
    [{ minQuantity: 0, discountPercent: 10 }, ['minQuantity'], 'Too small: expected number to be >0'],
  ])('refuses %j', (tier, path, message) => {
    const result = quantityDiscountInputSchema.safeParse(tier);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path, message })]);
  });

  it('gives a product input only discountPercent, whichever shape was sent', () => {
    const parsed = productInputSchema.parse({
      name: 'P',
      slug: 'p',
      basePrice: '1',
      quantityDiscounts: [{ minQuantity: 5, discount: 0.05 }],
    });
    expect(parsed.quantityDiscounts).toEqual([{ minQuantity: 5, discountPercent: 5 }]);
    expect(parsed.quantityDiscounts[0]).not.toHaveProperty('discount');
  });

  it('answers discountPercent only: the response schema does not take the old fraction', () => {
    const tiers = productSchema.shape.quantityDiscounts;
    expect(tiers.parse([{ minQuantity: 5, discountPercent: 5 }])).toEqual([
      { minQuantity: 5, discountPercent: 5 },
    ]);
    expect(tiers.safeParse([{ minQuantity: 5, discount: 0.05 }]).success).toBe(false);
    // A stray old field next to the new one is not answered.
    expect(tiers.parse([{ minQuantity: 5, discountPercent: 5, discount: 0.05 }])).toEqual([
      { minQuantity: 5, discountPercent: 5 },
    ]);
  });
});

describe('a custom size setting', () => {
  const setting = feetBannerCustomSize;
  const parse = (changes: Record<string, unknown>) =>
    productInputSchema.safeParse({
      name: 'Banner',
      slug: 'banner',
      basePrice: '10.00',
      customSize: { ...setting, ...changes },
    });

  it('is taken as sent, money with two decimals', () => {
    const result = parse({ ratePerSqFt: '2.5' });
    expect(result.success && result.data.customSize).toEqual({ ...setting, ratePerSqFt: '2.50' });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a rate of 0', { ratePerSqFt: '0' }, 'ratePerSqFt', 'The rate must be more than $0.00'],
    [
      'a maximum under its minimum',
      { maxWidthIn: 6 },
      'maxWidthIn',
      'The maximum width must be at least the minimum width',
    ],
    [
      'a limit off the increment',
      { minHeightIn: 13 },
      'minHeightIn',
      'Must be a multiple of the increment (6 in)',
    ],
    ['an increment of 0', { incrementIn: 0 }, 'incrementIn', 'The increment must be more than 0 inches'],
    [
      'a length a float error away from two decimals',
      { minWidthIn: 12.000000000000002 },
      'minWidthIn',
      'Minimum width may have at most two decimals',
    ],
    [
      'feet with an increment customers cannot type (1 in = 0.0833 ft)',
      { incrementIn: 1 },
      'incrementIn',
      'Customers typing feet need an increment they can type, such as 3, 6 or 12 inches',
    ],
    [
      'a smallest size dearer than a money column holds',
      { ratePerSqFt: '99999999.99', minWidthIn: 24, minHeightIn: 24 },
      'ratePerSqFt',
      'The smallest size would cost more than $99,999,999.99',
    ],
    ['centimetres', { unit: 'cm' }, 'unit', 'Choose inches or feet'],
  ])('refuses %s', (_case, changes, field, message) => {
    const result = parse(changes);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['customSize', field], message }),
    );
  });

  it('takes whole inches when customers type inches', () => {
    expect(parse({ unit: 'in', incrementIn: 1, minWidthIn: 1, minHeightIn: 1 }).success).toBe(true);
  });
});
