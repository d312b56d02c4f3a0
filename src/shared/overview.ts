import { addCalendarDays, type ShopDay, shopDayIso } from './business-days.ts';

/**
 * The Overview's periods (docs/product/admin.md#overview-tab): each ends now, today so far included; the one
 * before is as many whole days.
 */
export const overviewPeriods = [
  { key: 'today', label: 'Today so far', days: 1, before: 'yesterday' },
  { key: 'last7Days', label: 'Last 7 days', days: 7, before: 'the 7 days before' },
  { key: 'last30Days', label: 'Last 30 days', days: 30, before: 'the 30 days before' },
] as const;

/** The first day of a period of `days` days ending today, and of the one before it. */
export function periodStarts(today: ShopDay, days: number): { start: string; previousStart: string } {
  return {
    start: shopDayIso(addCalendarDays(today, 1 - days)),
    previousStart: shopDayIso(addCalendarDays(today, 1 - 2 * days)),
  };
}

/** The days of the last `count` days, oldest first, 'YYYY-MM-DD'. */
export function lastDays(today: ShopDay, count: number): string[] {
  return Array.from({ length: count }, (_, index) => shopDayIso(addCalendarDays(today, index + 1 - count)));
}

/**
 * The change against the period before (cents, or counts), in whole percent: '+12%', '−5%', '0%'; 'New' when there was nothing
 * before and something now; null when both are nothing.
 */
export function changeText(now: number, before: number): string | null {
  if (before === 0) return now === 0 ? null : 'New';
  const percent = Math.round(((now - before) / before) * 100);
  if (percent === 0) return '0%';
  return percent > 0 ? `+${percent}%` : `−${Math.abs(percent)}%`;
}
