import { describe, expect, it } from 'vitest';
import { revenueAxis } from './revenue-axis.ts';

describe('the revenue axis fits its data', () => {
  it.each([
    // highest bar, top of the axis, ticks
    [132, 150, [0, 50, 100, 150]],
    [100, 100, [0, 20, 40, 60, 80, 100]],
    [100.01, 125, [0, 25, 50, 75, 100, 125]],
    [99.99, 100, [0, 20, 40, 60, 80, 100]],
    [7.5, 8, [0, 2, 4, 6, 8]],
    [0.4, 0.4, [0, 0.1, 0.2, 0.3, 0.4]],
    [1_234.56, 1_250, [0, 250, 500, 750, 1_000, 1_250]],
    [48_000, 50_000, [0, 10_000, 20_000, 30_000, 40_000, 50_000]],
    [0, 100, [0, 25, 50, 75, 100]],
  ])('a highest bar of $%d reads up to $%d', (highest, top, ticks) => {
    const axis = revenueAxis(highest);
    expect(axis).toEqual({ top, ticks });
    expect(axis.top).toBeGreaterThanOrEqual(highest);
    expect(axis.ticks.length).toBeLessThanOrEqual(6);
  });
});
