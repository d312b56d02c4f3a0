/**
 * Honest dates (issue 17, item 5): when an order is ready and when it arrives, counted in business days
 * (Monday to Friday) in the shop's time zone. An order placed on a business day before the cut-off hour
 * starts production that day; one placed later, or on a weekend, starts on the next business day.
 * Production of N days is ready N business days after the day it starts; shipping of N days arrives N
 * business days after the day it is ready. Holidays are not counted apart (yet).
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

/** The order cut-off hour (shop time) and the shop's time zone; the defaults are the demo shop's. */
export interface ShopClock {
  cutoffHour: number;
  timeZone: string;
}

export const defaultShopClock: ShopClock = { cutoffHour: 12, timeZone: 'America/Chicago' };

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

export function isBusinessDay(day: ShopDay): boolean {
  const weekday = toUtcDate(day).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The business day `count` business days after `day` (count 0: `day` itself, or the next business day). */
export function addBusinessDays(day: ShopDay, count: number): ShopDay {
  const date = toUtcDate(day);
  while (!isBusinessDay(fromUtcDate(date))) date.setUTCDate(date.getUTCDate() + 1);
  for (let added = 0; added < count; ) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (isBusinessDay(fromUtcDate(date))) added += 1;
  }
  return fromUtcDate(date);
}

/** The day production starts for an order placed at `now`. */
export function productionStartDay(now: Date, clock: ShopClock = defaultShopClock): ShopDay {
  const { day, hour } = shopTime(now, clock.timeZone);
  if (isBusinessDay(day) && hour < clock.cutoffHour) return day;
  const next = toUtcDate(day);
  next.setUTCDate(next.getUTCDate() + 1);
  return addBusinessDays(fromUtcDate(next), 0);
}

/** When an order placed at `now` with this production time is ready (to ship, or for pickup). */
export function readyDates(now: Date, production: DayRange, clock: ShopClock = defaultShopClock): DateRange {
  const start = productionStartDay(now, clock);
  return { earliest: addBusinessDays(start, production.min), latest: addBusinessDays(start, production.max) };
}

/** When a shipment sent on the ready dates arrives, `shipping` business days later. */
export function arrivalDates(ready: DateRange, shipping: DayRange): DateRange {
  return {
    earliest: addBusinessDays(ready.earliest, shipping.min),
    latest: addBusinessDays(ready.latest, shipping.max),
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
