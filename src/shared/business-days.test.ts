import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  arrivalDates,
  formatDateRange,
  parseDayRange,
  productionStartDay,
  readyDates,
  type ShopDay,
} from './business-days.ts';

const day = (text: string): ShopDay => {
  const [year, month, date] = text.split('-').map(Number) as [number, number, number];
  return { year, month, day: date };
};
const clock = { cutoffHour: 12, timeZone: 'America/Chicago' };

describe('parseDayRange', () => {
  it.each([
    ['1-2 business days', { min: 1, max: 2 }],
    ['3-5 business days', { min: 3, max: 5 }],
    ['2–4 days', { min: 2, max: 4 }],
    ['3 business days', { min: 3, max: 3 }],
    ['1 day', { min: 1, max: 1 }],
    ['Next business day', { min: 1, max: 1 }],
    [' 2-3 Business Days ', { min: 2, max: 3 }],
    ['5-3 business days', null],
    ['about a week', null],
    ['', null],
  ])('%j reads as %j', (text, range) => {
    expect(parseDayRange(text)).toEqual(range);
  });
});

describe('addBusinessDays (Mon–Fri; 2026-11-25 is a Wednesday)', () => {
  it.each([
    ['2026-11-25', 0, '2026-11-25'],
    ['2026-11-25', 1, '2026-11-26'],
    ['2026-11-25', 2, '2026-11-27'],
    ['2026-11-25', 3, '2026-11-30'],
    ['2026-11-27', 1, '2026-11-30'],
    ['2026-11-28', 0, '2026-11-30'],
    ['2026-11-28', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-12-31', 2, '2027-01-04'],
  ])('%s + %d business days is %s', (from, count, expected) => {
    expect(addBusinessDays(day(from), count)).toEqual(day(expected));
  });
});

describe('productionStartDay (cut-off 12:00 in Chicago, UTC−6 in November)', () => {
  it.each([
    ['a business day before the cut-off', '2026-11-25T16:59:59Z', '2026-11-25'],
    ['a business day at the cut-off', '2026-11-25T18:00:00Z', '2026-11-26'],
    ['a business day after the cut-off', '2026-11-25T21:00:00Z', '2026-11-26'],
    ['late evening, already the next day in UTC', '2026-11-26T03:00:00Z', '2026-11-26'],
    ['a Friday after the cut-off', '2026-11-27T20:00:00Z', '2026-11-30'],
    ['a Saturday morning', '2026-11-28T15:00:00Z', '2026-11-30'],
    ['a Sunday night', '2026-11-30T05:30:00Z', '2026-11-30'],
  ])('%s', (_case, now, expected) => {
    expect(productionStartDay(new Date(now), clock)).toEqual(day(expected));
  });

  it('follows the cut-off hour of the settings', () => {
    expect(productionStartDay(new Date('2026-11-25T21:00:00Z'), { ...clock, cutoffHour: 16 })).toEqual(
      day('2026-11-25'),
    );
  });
});

describe('ready and arrival dates', () => {
  it.each([
    // now, production, shipping (null: pickup), ready, arrives
    ['2026-11-25T15:00:00Z', '1-2 business days', null, 'Thu, Nov 26 – Fri, Nov 27', null],
    ['2026-11-25T15:00:00Z', '1 business day', null, 'Thu, Nov 26', null],
    ['2026-11-25T19:00:00Z', '1-2 business days', null, 'Fri, Nov 27 – Mon, Nov 30', null],
    [
      '2026-11-25T15:00:00Z',
      '1 business day',
      '2-4 business days',
      'Thu, Nov 26',
      'Mon, Nov 30 – Wed, Dec 2',
    ],
    [
      '2026-11-25T15:00:00Z',
      '3-5 business days',
      '2-4 business days',
      'Mon, Nov 30 – Wed, Dec 2',
      'Wed, Dec 2 – Tue, Dec 8',
    ],
    ['2026-11-28T15:00:00Z', '1-2 days', '1-2 days', 'Tue, Dec 1 – Wed, Dec 2', 'Wed, Dec 2 – Fri, Dec 4'],
  ])('ordered %s, %s to make, shipping %s: ready %s, arrives %s', (now, make, ship, ready, arrives) => {
    const readyRange = readyDates(new Date(now), parseDayRange(make)!, clock);
    expect(formatDateRange(readyRange)).toBe(ready);
    if (ship !== null) expect(formatDateRange(arrivalDates(readyRange, parseDayRange(ship)!))).toBe(arrives);
  });
});
