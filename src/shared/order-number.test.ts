import { describe, expect, it } from 'vitest';
import { formatOrderNumber } from './order-number.ts';

describe('formatOrderNumber', () => {
  it.each([
    [1, '#001'],
    [7, '#007'],
    [42, '#042'],
    [100, '#100'],
    [999, '#999'],
    [1234, '#1234'],
    [1000000, '#1000000'],
  ])('%i -> %s', (id, expected) => {
    expect(formatOrderNumber(id)).toBe(expected);
  });
});
