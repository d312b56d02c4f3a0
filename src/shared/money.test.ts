import { describe, expect, it } from 'vitest';
import { dollarsToCentsHalfUp, formatPercent, formatUSD, fromCents, roundHalfUp, toCents } from './money.ts';

describe('toCents', () => {
  it.each([
    ['24.99', 2499],
    ['-5.5', -550],
    ['0', 0],
    ['0.00', 0],
    ['-0', 0],
    ['0.01', 1],
    ['0.1', 10],
    ['1.10', 110],
    ['100', 10000],
    [' 12.50 ', 1250],
    ['99999999.99', 9999999999],
    ['0.125', 13],
    ['0.005', 1],
    ['0.0049', 0],
    ['-0.005', -1],
    [24.99, 2499],
    [0.29, 29],
    [1.005, 101],
    [-5.5, -550],
    [3, 300],
  ] as const)('%j -> %i', (input, expected) => {
    expect(toCents(input)).toBe(expected);
  });

  it.each(['', 'abc', '12,50', '$5', '1.2.3', Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects %j',
    (input) => {
      expect(() => toCents(input)).toThrow(RangeError);
    },
  );
});

describe('fromCents', () => {
  it.each([
    [2499, '24.99'],
    [-550, '-5.50'],
    [0, '0.00'],
    [-0, '0.00'],
    [1, '0.01'],
    [-5, '-0.05'],
    [10, '0.10'],
    [100, '1.00'],
    [123456789, '1234567.89'],
  ])('%i -> %s', (cents, expected) => {
    expect(fromCents(cents)).toBe(expected);
  });

  it.each([0.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('rejects %d', (cents) => {
    expect(() => fromCents(cents)).toThrow(RangeError);
  });

  it.each(['24.99', '-5.50', '0.00', '0.07', '1234567.89'])('round-trips %s', (text) => {
    expect(fromCents(toCents(text))).toBe(text);
  });
});

describe('formatUSD', () => {
  it.each([
    [2499, '$24.99'],
    [0, '$0.00'],
    [5, '$0.05'],
    [123456, '$1,234.56'],
    [-550, '-$5.50'],
    [100000000, '$1,000,000.00'],
  ])('%i -> %s', (cents, expected) => {
    expect(formatUSD(cents)).toBe(expected);
  });
});

describe('formatPercent', () => {
  it.each([
    [10, '10%'],
    [12.5, '12.5%'],
    [15, '15%'],
    [7, '7%'],
    [12.25, '12.25%'],
    [100, '100%'],
    [0, '0%'],
    [33.333, '33.33%'],
    [-5, '-5%'],
    [1000, '1,000%'],
  ])('%d -> %s', (percent, expected) => {
    expect(formatPercent(percent)).toBe(expected);
  });
});

describe('roundHalfUp', () => {
  it.each([
    ['0.5', 1],
    ['1.5', 2],
    ['2.5', 3],
    ['2.4999', 2],
    ['-0.5', -1],
    ['-1.4', -1],
    ['124.975', 125],
    [0, 0],
  ] as const)('%j -> %i', (input, expected) => {
    expect(roundHalfUp(input)).toBe(expected);
  });
});

describe('dollarsToCentsHalfUp', () => {
  it.each([
    ['12.345', 1235],
    ['12.3449', 1234],
    ['0.005', 1],
    ['7.5', 750],
    ['1000000.125', 100000013],
  ] as const)('%j -> %i', (input, expected) => {
    expect(dollarsToCentsHalfUp(input)).toBe(expected);
  });
});
