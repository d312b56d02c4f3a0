import { describe, expect, it } from 'vitest';
import { formatFileSize, formatUSD } from './format.ts';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [900, '900 B'],
    [1536, '2 KB'],
    [20_480, '20 KB'],
    [1_572_864, '1.5 MB'],
    [2_097_152, '2 MB'],
    [2_500_000, '2.4 MB'],
  ])('%d bytes -> %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('formatUSD', () => {
  it.each([
    ['12.5', '$12.50'],
    [1234.5, '$1,234.50'],
    ['not a number', '$0.00'],
  ])('%j -> %s', (value, text) => {
    expect(formatUSD(value)).toBe(text);
  });
});
