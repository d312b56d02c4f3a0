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

describe('a custom option’s starting answer', () => {
  const values = [{ value: 'every-2ft', label: 'Every 2 ft', priceModifier: '0.00' }];
  it.each([
    ['a Single Choice on one of its values', { type: 'select', values, defaultValue: 'every-2ft' }, null],
    ['Yes/No on no', { type: 'boolean', defaultValue: 'no' }, null],
    ['Yes/No on yes', { type: 'boolean', defaultValue: 'yes' }, null],
    ['no starting answer', { type: 'select', values }, null],
    [
      'a Single Choice on a code it lacks',
      { type: 'select', values, defaultValue: 'corners' },
      'Starts on must be one of the option’s values',
    ],
    ['Yes/No on maybe', { type: 'boolean', defaultValue: 'maybe' }, 'Starts on must be yes or no'],
    [
      'a Multiple Choice',
      { type: 'multiselect', values, defaultValue: 'every-2ft' },
      'A Multiple Choice option starts with nothing chosen',
    ],
  ])('%s', (_case, fields, problem) => {
    const result = customOptionSchema.safeParse({ id: 'o', name: 'Grommets', required: true, ...fields });
    if (problem === null) {
      expect(result.success).toBe(true);
      expect(
        customOptionResponseSchema.parse({ id: 'o', name: 'G', required: true, ...fields }),
      ).toMatchObject('defaultValue' in fields ? { defaultValue: fields.defaultValue } : {});
    } else {
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['defaultValue'], message: problem }),
      ]);
    }
  });
});
