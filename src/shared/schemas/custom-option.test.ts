import { describe, expect, it } from 'vitest';
import {
  customOptionIssues,
  customOptionPriceModifierSchema,
  customOptionResponseSchema,
  customOptionSchema,
} from './custom-option.ts';

const rangeMessage = 'Must be between -100000.00 and 100000.00';

describe('a custom option value price modifier', () => {
  it.each([
    ['5.00', '5.00'],
    ['5', '5.00'],
    ['-2.5', '-2.50'],
    ['-0', '0.00'],
    ['100000.00', '100000.00'],
    ['-100000', '-100000.00'],
    // A number, as the contract we started from sent it, becomes its money string.
    [5, '5.00'],
    [-2.5, '-2.50'],
    [29.99, '29.99'],
    [0.1, '0.10'],
    [-0, '0.00'],
    [100000, '100000.00'],
  ])('takes %j as %j', (sent, stored) => {
    expect(customOptionPriceModifierSchema.parse(sent)).toBe(stored);
  });

  it.each([
    [1.005, 'Must be an amount in whole cents, such as 2.50'],
    [0.005, 'Must be an amount in whole cents, such as 2.50'],
    [100000.01, rangeMessage],
    [-100001, rangeMessage],
    [1e308, rangeMessage],
    ['1.005', 'Must be an amount such as 5.00 or -5.00'],
    ['2,50', 'Must be an amount such as 5.00 or -5.00'],
    ['', 'Must be an amount such as 5.00 or -5.00'],
    ['100000.01', rangeMessage],
    ['-99999999.99', rangeMessage],
  ])('refuses %j: %s', (sent, message) => {
    const result = customOptionPriceModifierSchema.safeParse(sent);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it.each([null, true, Number.NaN, Number.POSITIVE_INFINITY])('refuses %j', (sent) => {
    expect(customOptionPriceModifierSchema.safeParse(sent).success).toBe(false);
  });

  it('names the value it belongs to', () => {
    const result = customOptionSchema.safeParse({
      id: 'o',
      name: 'O',
      type: 'select',
      required: false,
      values: [{ value: 'v', label: 'V', priceModifier: 1.005 }],
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['values.0.priceModifier']);
  });

  it('is answered as its string only', () => {
    const option = {
      id: 'o',
      name: 'O',
      type: 'boolean' as const,
      required: false,
      values: [{ value: 'yes', label: 'Yes', priceModifier: '2.50' }],
    };
    expect(customOptionResponseSchema.encode(option)).toEqual(option);
  });
});

describe('customOptionIssues', () => {
  it('names a repeated option id and a repeated value code', () => {
    expect(
      customOptionIssues('options', [{ id: 'a', values: [{ value: 'x' }, { value: 'x' }] }, { id: 'a' }]),
    ).toEqual([
      { path: 'options.0.values.1.value', message: 'Duplicate code "x"' },
      { path: 'options.1.id', message: 'Duplicate option id' },
    ]);
  });
});
