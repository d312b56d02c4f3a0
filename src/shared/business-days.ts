/**
 * Honest dates (docs/product/shipping-and-checkout.md#dates): when an order is ready and when it arrives,
 * counted in business days in the shop's time zone. A business day is Monday to Friday, not a US federal
 * holiday (on its observed day; unless the owner turned them off) and not one of the owner's closed days.
 * An order placed on a business day before the cut-off hour starts production that day; one placed later,
 * or on a closed day, starts on the next business day. Production of N days is ready N business days after
 * the day it starts; shipping of N days arrives N business days after the day it is ready (one calendar
 * for both: decision 0034).
 */

/** A calendar day in the shop's time zone, without a time. */
export interface ShopDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

/** A range of whole days, e.g. '2-3 business days' is { min: 2, max: 3 }. */
export interface DayRange {
  min: number;
  max: number;
}

export interface DateRange {
  earliest: ShopDay;
  latest: ShopDay;
}

/** Which days the shop is closed besides weekends. */
export interface ShopCalendar {
  /** The US federal holidays, on their observed days. */
  federalHolidays: boolean;
  /** The owner's own closed days, 'YYYY-MM-DD'. */
  closedDays: readonly string[];
}

/** The order cut-off hour (shop time), the shop's time zone and its closed days; the defaults are the demo shop's. */
export interface ShopClock extends ShopCalendar {
  cutoffHour: number;
  timeZone: string;
}

import { defaultShopClock } from './shop-clock.ts';

export { defaultShopClock };

/** Reads '1-2 business days', '3 business days', '2–4 days', 'Next business day'; null when it cannot. */
export function parseDayRange(text: string): DayRange | null {
  const normalised = text.trim().toLowerCase();
  if (/^next (business )?day$/.test(normalised)) return { min: 1, max: 1 };
  const range = /^(\d{1,2})\s*[-–]\s*(\d{1,2})\s+(business\s+)?days?$/.exec(normalised);
  if (range) {
    const min = Number(range[1]);
    const max = Number(range[2]);
    return min <= max ? { min, max } : null;
  }
  const single = /^(\d{1,2})\s+(business\s+)?days?$/.exec(normalised);
  return single ? { min: Number(single[1]), max: Number(single[1]) } : null;
}

/** The shop's calendar day and hour at `instant`. */
export function shopTime(instant: Date, timeZone: string): { day: ShopDay; hour: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { day: { year: part('year'), month: part('month'), day: part('day') }, hour: part('hour') };
}

function toUtcDate(day: ShopDay): Date {
  return new Date(Date.UTC(day.year, day.month - 1, day.day));
}

function fromUtcDate(date: Date): ShopDay {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function isWeekend(day: ShopDay): boolean {
  const weekday = toUtcDate(day).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The `nth` (1-4) `weekday` (0 Sunday … 6 Saturday) of a month, or its last one when `nth` is 'last'. */
function nthWeekday(year: number, month: number, weekday: number, nth: number | 'last'): ShopDay {
  if (nth === 'last') {
    const last = new Date(Date.UTC(year, month, 0));
    last.setUTCDate(last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
    return fromUtcDate(last);
  }
  const first = new Date(Date.UTC(year, month - 1, 1));
  const offset = (weekday - first.getUTCDay() + 7) % 7;
  return { year, month, day: 1 + offset + (nth - 1) * 7 };
}

/** A fixed-date holiday's observed day: a Saturday's on the Friday before, a Sunday's on the Monday after. */
function observed(day: ShopDay): ShopDay {
  const weekday = toUtcDate(day).getUTCDay();
  if (weekday === 6) return addCalendarDays(day, -1);
  if (weekday === 0) return addCalendarDays(day, 1);
  return day;
}

export interface Holiday {
  /** '2026-11-26' */
  date: string;
  name: string;
}

const holidaysByYear = new Map<number, readonly Holiday[]>();

/**
 * The US federal holidays (5 U.S.C. 6103) observed in `year`, by rule: the fixed dates moved off weekends
 * (New Year's Day of the next year is observed on Dec 31 when it falls on a Saturday), the Monday holidays
 * and Thanksgiving by their week. Juneteenth from 2021, when it became one.
 */
export function federalHolidays(year: number): readonly Holiday[] {
  const known = holidaysByYear.get(year);
  if (known) return known;
  const fixed = (month: number, day: number) => observed({ year, month, day });
  const list: [ShopDay, string][] = [
    [fixed(1, 1), "New Year's Day"],
    [nthWeekday(year, 1, 1, 3), 'Martin Luther King Jr. Day'],
    [nthWeekday(year, 2, 1, 3), "Presidents' Day"],
    [nthWeekday(year, 5, 1, 'last'), 'Memorial Day'],
    ...(year >= 2021 ? [[fixed(6, 19), 'Juneteenth'] as [ShopDay, string]] : []),
    [fixed(7, 4), 'Independence Day'],
    [nthWeekday(year, 9, 1, 1), 'Labor Day'],
    [nthWeekday(year, 10, 1, 2), 'Columbus Day'],
    [fixed(11, 11), 'Veterans Day'],
    [nthWeekday(year, 11, 4, 4), 'Thanksgiving'],
    [fixed(12, 25), 'Christmas Day'],
    [observed({ year: year + 1, month: 1, day: 1 }), "New Year's Day"],
  ];
  const holidays = list
    .filter(([day]) => day.year === year)
    .map(([day, name]) => ({ date: shopDayIso(day), name }));
  holidaysByYear.set(year, holidays);
  return holidays;
}

/** The federal holiday observed on `day`, or null. */
function federalHolidayOn(day: ShopDay): Holiday | null {
  const iso = shopDayIso(day);
  return federalHolidays(day.year).find((holiday) => holiday.date === iso) ?? null;
}

/** Monday to Friday, not a federal holiday (when the shop keeps them), not one of the owner's closed days. */
export function isBusinessDay(day: ShopDay, calendar: ShopCalendar): boolean {
  if (isWeekend(day)) return false;
  if (calendar.federalHolidays && federalHolidayOn(day)) return false;
  return !calendar.closedDays.includes(shopDayIso(day));
}

/** The business day `count` business days after `day` (count 0: `day` itself, or the next business day). */
export function addBusinessDays(day: ShopDay, count: number, calendar: ShopCalendar): ShopDay {
  let current = day;
  while (!isBusinessDay(current, calendar)) current = addCalendarDays(current, 1);
  for (let added = 0; added < count; ) {
    current = addCalendarDays(current, 1);
    if (isBusinessDay(current, calendar)) added += 1;
  }
  return current;
}

/** The day production starts for an order placed at `now`. */
export function productionStartDay(now: Date, clock: ShopClock = defaultShopClock): ShopDay {
  const { day, hour } = shopTime(now, clock.timeZone);
  if (isBusinessDay(day, clock) && hour < clock.cutoffHour) return day;
  return addBusinessDays(addCalendarDays(day, 1), 0, clock);
}

/** When an order placed at `now` with this production time is ready (to ship, or for pickup). */
export function readyDates(now: Date, production: DayRange, clock: ShopClock = defaultShopClock): DateRange {
  const start = productionStartDay(now, clock);
  return {
    earliest: addBusinessDays(start, production.min, clock),
    latest: addBusinessDays(start, production.max, clock),
  };
}

/** When a shipment sent on the ready dates arrives, `shipping` business days later. */
export function arrivalDates(ready: DateRange, shipping: DayRange, calendar: ShopCalendar): DateRange {
  return {
    earliest: addBusinessDays(ready.earliest, shipping.min, calendar),
    latest: addBusinessDays(ready.latest, shipping.max, calendar),
  };
}

/** 'Thu, Nov 26' */
export function formatShopDay(day: ShopDay): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(toUtcDate(day));
}

/** 'Thu, Nov 26', or 'Tue, Dec 1 – Thu, Dec 3' for a range of days. */
export function formatDateRange(range: DateRange): string {
  const earliest = formatShopDay(range.earliest);
  const latest = formatShopDay(range.latest);
  return earliest === latest ? earliest : `${earliest} – ${latest}`;
}

/** '2026-11-26' */
export function shopDayIso(day: ShopDay): string {
  return toUtcDate(day).toISOString().slice(0, 10);
}

/** The calendar day of a '2026-11-26' string (as shopDayIso writes it). */
export function shopDayFromIso(iso: string): ShopDay {
  const [year, month, day] = iso.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: ShopDay, to: ShopDay): number {
  return Math.round((toUtcDate(to).getTime() - toUtcDate(from).getTime()) / 86_400_000);
}

/** Days left in `day`'s week after it, the week ending on Sunday (Monday: 6, Sunday: 0). */
export function daysLeftInWeek(day: ShopDay): number {
  return (7 - toUtcDate(day).getUTCDay()) % 7;
}

/** The calendar day `count` days after `day` (before, when negative). */
export function addCalendarDays(day: ShopDay, count: number): ShopDay {
  const date = toUtcDate(day);
  date.setUTCDate(date.getUTCDate() + count);
  return fromUtcDate(date);
}
