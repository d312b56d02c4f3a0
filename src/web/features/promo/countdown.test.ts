import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown.ts';

const second = 1000;
const hour = 3600 * second;

describe('formatCountdown', () => {
  it.each([
    [0, '00:00:00'],
    [-5 * second, '00:00:00'],
    [3 * second + 999, '00:00:03'],
    [hour + 59 * 60 * second + 59 * second, '01:59:59'],
    [24 * hour - second, '23:59:59'],
    [24 * hour, '1d 00:00:00'],
    [7 * 24 * hour - 66 * second, '6d 23:58:54'],
    [100 * 24 * hour + 5 * hour, '100d 05:00:00'],
  ])('%d ms left reads %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});
