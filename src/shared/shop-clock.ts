import type { ShopClock } from './business-days.ts';

/**
 * The demo shop's clock: order cut-off, time zone and closed days. Apart from business-days.ts so that the
 * home page's words (shipping.ts) do not load the date arithmetic (docs/performance-and-scaling.md).
 */
export const defaultShopClock: ShopClock = {
  cutoffHour: 12,
  timeZone: 'America/Chicago',
  federalHolidays: true,
  closedDays: [],
};
