import { describe, expect, it } from 'vitest';
import { cutoffNote, deliveryEstimate, orderProductionDays, productionDays } from './delivery-estimate.ts';

const clock = { cutoffHour: 12, timeZone: 'America/Chicago', federalHolidays: false, closedDays: [] };

describe('productionDays', () => {
  it.each([
    ['3-5 business days', false, { min: 3, max: 5 }],
    ['3-5 business days', true, { min: 1, max: 2 }],
    // Rush never promises later than the product's own standard time.
    ['1 business day', true, { min: 1, max: 1 }],
    [null, true, { min: 1, max: 2 }],
    [null, false, null],
    ['about a week', false, null],
  ])('%j, rush %s: %j', (turnaround, isRush, expected) => {
    expect(productionDays(turnaround, isRush)).toEqual(expected);
  });
});

describe('orderProductionDays: the slowest line', () => {
  it.each([
    [[], null],
    [[{ turnaroundTime: '3-4 business days', isRush: false }], { min: 3, max: 4 }],
    [
      [
        { turnaroundTime: '3-4 business days', isRush: true },
        { turnaroundTime: '3-5 business days', isRush: false },
      ],
      { min: 3, max: 5 },
    ],
    [
      [
        { turnaroundTime: '4-5 business days', isRush: false },
        { turnaroundTime: '3-5 business days', isRush: false },
      ],
      { min: 4, max: 5 },
    ],
    [
      [
        { turnaroundTime: '3-4 business days', isRush: false },
        { turnaroundTime: 'when ready', isRush: false },
      ],
      null,
    ],
  ])('%j: %j', (lines, expected) => {
    expect(orderProductionDays(lines)).toEqual(expected);
  });
});

describe('deliveryEstimate (2026-11-25 is the Wednesday before Thanksgiving; a weekdays-only calendar)', () => {
  it.each([
    // now (UTC), production, method, text
    ['2026-11-25T15:00:00Z', { min: 1, max: 1 }, 'pickup', 'Ready for pickup Thu, Nov 26'],
    ['2026-11-25T15:00:00Z', { min: 1, max: 2 }, 'pickup', 'Ready for pickup Thu, Nov 26 – Fri, Nov 27'],
    // 13:00 in Chicago: past the cut-off, production starts Thursday.
    ['2026-11-25T19:00:00Z', { min: 1, max: 2 }, 'pickup', 'Ready for pickup Fri, Nov 27 – Mon, Nov 30'],
    ['2026-11-25T15:00:00Z', { min: 3, max: 5 }, 'standard', 'Arrives Wed, Dec 2 – Tue, Dec 8'],
    ['2026-11-25T15:00:00Z', { min: 1, max: 2 }, 'rush', 'Arrives Fri, Nov 27 – Tue, Dec 1'],
    // Saturday: production starts Monday.
    ['2026-11-28T15:00:00Z', { min: 3, max: 4 }, 'standard', 'Arrives Mon, Dec 7 – Thu, Dec 10'],
  ] as const)('ordered %s, %j to make, %s: %s', (now, production, method, text) => {
    expect(deliveryEstimate(new Date(now), production, method, clock).text).toBe(text);
  });

  it('counts in the time zone of the settings', () => {
    // 11:30 in Los Angeles is before the cut-off there, though 13:30 in Chicago is not.
    const now = new Date('2026-11-25T19:30:00Z');
    expect(deliveryEstimate(now, { min: 1, max: 1 }, 'pickup', clock).text).toBe(
      'Ready for pickup Fri, Nov 27',
    );
    expect(
      deliveryEstimate(now, { min: 1, max: 1 }, 'pickup', { ...clock, timeZone: 'America/Los_Angeles' }).text,
    ).toBe('Ready for pickup Thu, Nov 26');
  });
});

describe('cutoffNote', () => {
  it.each([
    [
      clock,
      '2026-11-25T15:00:00Z',
      'Orders placed before 12:00 PM CST on a business day start production that day.',
    ],
    [
      { ...clock, cutoffHour: 9, timeZone: 'America/New_York' },
      '2026-07-01T15:00:00Z',
      'Orders placed before 9:00 AM EDT on a business day start production that day.',
    ],
    [
      { ...clock, cutoffHour: 0, timeZone: 'America/Los_Angeles' },
      '2026-11-25T15:00:00Z',
      'Orders placed before 12:00 AM PST on a business day start production that day.',
    ],
  ])('%j at %s', (shopClock, now, note) => {
    expect(cutoffNote(shopClock, new Date(now))).toBe(note);
  });
});
