import { describe, expect, it } from 'vitest';
import { calculateCheckoutTotals } from './checkout.ts';

describe('calculateCheckoutTotals', () => {
  it.each<[string, number, number | null, number, number, number]>([
    // name, subtotal, percent, shipping, expected discount, expected total
    ['no discount', 10000, null, 1500, 0, 11500],
    ['no discount, free shipping', 10000, null, 0, 0, 10000],
    ['10 %', 10000, 10, 1500, 1000, 10500],
    ['20 % with rush shipping', 4999, 20, 7500, 1000, 11499],
    ['half a cent rounds up: 15 % of 0.10 = 0.015', 10, 15, 0, 2, 8],
    ['half a cent rounds up: 10 % of 24.95 = 2.495', 2495, 10, 0, 250, 2245],
    ['below half a cent rounds down: 10 % of 24.94 = 2.494', 2494, 10, 0, 249, 2245],
    ['above half a cent rounds up: 50 % of 0.03 = 0.015', 3, 50, 0, 2, 1],
    ['33 % of 99.99 = 32.9967', 9999, 33, 1500, 3300, 8199],
    ['fractional percent 12.5 % of 10.00', 1000, 12.5, 0, 125, 875],
    ['50 % (SAVE50)', 12345, 50, 1500, 6173, 7672],
    ['100 %: only shipping is left', 12345, 100, 1500, 12345, 1500],
    ['100 % with free shipping: zero', 12345, 100, 0, 12345, 0],
    ['above 100 % counts as 100 %', 5000, 150, 0, 5000, 0],
    ['0 % is no discount', 5000, 0, 0, 0, 5000],
    ['negative percent is no discount', 5000, -10, 0, 0, 5000],
    ['empty cart', 0, 20, 0, 0, 0],
    ['large order', 2360872639, 15, 1500, 354130896, 2006743243],
  ])('%s', (_name, subtotalCents, discountPercent, shippingCostCents, discountCents, totalCents) => {
    expect(calculateCheckoutTotals({ subtotalCents, discountPercent, shippingCostCents })).toEqual({
      subtotalCents,
      discountCents,
      shippingCostCents,
      totalCents,
    });
  });
});
