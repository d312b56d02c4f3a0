import { describe, expect, it } from 'vitest';
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
