import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  arrivalDates,
  federalHolidays,
  formatDateRange,
  isBusinessDay,
  parseDayRange,
  productionStartDay,
  readyDates,
  type ShopDay,
} from './business-days.ts';

const day = (text: string): ShopDay => {
  const [year, month, date] = text.split('-').map(Number) as [number, number, number];
  return { year, month, day: date };
};
/** Weekends only: the arithmetic of business days without any holiday. */
const weekdays = { federalHolidays: false, closedDays: [] };
const clock = { cutoffHour: 12, timeZone: 'America/Chicago', ...weekdays };
/** The demo shop's calendar: the federal holidays, and closed the Friday after Thanksgiving and Christmas Eve. */
const shop = {
  cutoffHour: 12,
  timeZone: 'America/Chicago',
  federalHolidays: true,
  closedDays: ['2026-11-27', '2026-12-24'],
};

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
    expect(addBusinessDays(day(from), count, weekdays)).toEqual(day(expected));
  });
});

describe('federalHolidays (observed days: a Saturday’s on the Friday before, a Sunday’s on the Monday after)', () => {
  it.each([
    [
      2026,
      [
        "2026-01-01 New Year's Day",
        '2026-01-19 Martin Luther King Jr. Day',
        "2026-02-16 Presidents' Day",
        '2026-05-25 Memorial Day',
        '2026-06-19 Juneteenth',
        '2026-07-03 Independence Day',
        '2026-09-07 Labor Day',
        '2026-10-12 Columbus Day',
        '2026-11-11 Veterans Day',
        '2026-11-26 Thanksgiving',
        '2026-12-25 Christmas Day',
      ],
    ],
    [
      2027,
      [
        "2027-01-01 New Year's Day",
        '2027-01-18 Martin Luther King Jr. Day',
        "2027-02-15 Presidents' Day",
        '2027-05-31 Memorial Day',
        '2027-06-18 Juneteenth',
        '2027-07-05 Independence Day',
        '2027-09-06 Labor Day',
        '2027-10-11 Columbus Day',
        '2027-11-11 Veterans Day',
        '2027-11-25 Thanksgiving',
        '2027-12-24 Christmas Day',
        // 2028 opens on a Saturday: its New Year's Day is observed on the last day of 2027.
        "2027-12-31 New Year's Day",
      ],
    ],
    [
      2023,
      [
        "2023-01-02 New Year's Day",
        '2023-01-16 Martin Luther King Jr. Day',
        "2023-02-20 Presidents' Day",
        '2023-05-29 Memorial Day',
        '2023-06-19 Juneteenth',
        '2023-07-04 Independence Day',
        '2023-09-04 Labor Day',
        '2023-10-09 Columbus Day',
        '2023-11-10 Veterans Day',
        '2023-11-23 Thanksgiving',
        '2023-12-25 Christmas Day',
      ],
    ],
  ])('%d', (year, expected) => {
    expect(federalHolidays(year).map((holiday) => `${holiday.date} ${holiday.name}`)).toEqual(expected);
  });

  it('has no Juneteenth before 2021, and 2022 observes no New Year of its own (it fell on Dec 31, 2021)', () => {
    expect(federalHolidays(2020).map((holiday) => holiday.name)).not.toContain('Juneteenth');
    expect(federalHolidays(2021).at(-1)).toEqual({ date: '2021-12-31', name: "New Year's Day" });
    expect(federalHolidays(2022)[0]?.name).toBe('Martin Luther King Jr. Day');
  });
});

describe('isBusinessDay', () => {
  it.each([
    ['Thanksgiving', '2026-11-26', shop, false],
    [
      'Thanksgiving, the federal holidays switched off',
      '2026-11-26',
      { ...shop, federalHolidays: false },
      true,
    ],
    ['the owner’s closed Friday after Thanksgiving', '2026-11-27', shop, false],
    ['the same Friday in a shop that stays open', '2026-11-27', { ...shop, closedDays: [] }, true],
    ['Christmas Eve, closed by the owner', '2026-12-24', shop, false],
    ['Christmas', '2026-12-25', shop, false],
    ['New Year’s Day', '2027-01-01', shop, false],
    ['the Monday after New Year', '2027-01-04', shop, true],
    ['a Saturday', '2026-11-28', weekdays, false],
  ])('%s (%s): %s', (_case, date, calendar, expected) => {
    expect(isBusinessDay(day(date), calendar)).toBe(expected);
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
    if (ship !== null) {
      expect(formatDateRange(arrivalDates(readyRange, parseDayRange(ship)!, clock))).toBe(arrives);
    }
  });

  it.each([
    // now, calendar, production, shipping (null: pickup), ready, arrives
    // Ordered on Thanksgiving morning: production starts Monday, the owner closed the Friday after.
    ['2026-11-26T16:00:00Z', shop, '3-4 business days', null, 'Thu, Dec 3 – Fri, Dec 4', null],
    // The same in a shop open that Friday: it starts Friday.
    [
      '2026-11-26T16:00:00Z',
      { ...shop, closedDays: [] },
      '3-4 business days',
      '2-4 business days',
      'Wed, Dec 2 – Thu, Dec 3',
      'Fri, Dec 4 – Wed, Dec 9',
    ],
    // The day before Thanksgiving, after the cut-off: the next business day is Monday.
    ['2026-11-25T19:00:00Z', shop, '1-2 business days', null, 'Tue, Dec 1 – Wed, Dec 2', null],
    // Christmas Eve morning, the shop open: Christmas and the weekend pass, and nothing arrives on Jan 1.
    [
      '2026-12-24T16:00:00Z',
      { ...shop, closedDays: [] },
      '1-2 business days',
      '1-2 business days',
      'Mon, Dec 28 – Tue, Dec 29',
      'Tue, Dec 29 – Thu, Dec 31',
    ],
    [
      '2026-12-24T16:00:00Z',
      { ...shop, closedDays: [] },
      '2-3 business days',
      '1-2 business days',
      'Tue, Dec 29 – Wed, Dec 30',
      'Wed, Dec 30 – Mon, Jan 4',
    ],
    // Christmas Eve, closed by the owner: production starts Monday, Dec 28.
    [
      '2026-12-24T16:00:00Z',
      shop,
      '1-2 business days',
      '2-4 business days',
      'Tue, Dec 29 – Wed, Dec 30',
      'Thu, Dec 31 – Wed, Jan 6',
    ],
  ])(
    'ordered %s (%j), %s to make, shipping %s: ready %s, arrives %s',
    (now, calendar, make, ship, ready, arrives) => {
      const readyRange = readyDates(new Date(now), parseDayRange(make)!, calendar);
      expect(formatDateRange(readyRange)).toBe(ready);
      if (ship !== null) {
        expect(formatDateRange(arrivalDates(readyRange, parseDayRange(ship)!, calendar))).toBe(arrives);
      }
    },
  );
});
