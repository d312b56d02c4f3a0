import {
  arrivalDates,
  type DateRange,
  type DayRange,
  formatDateRange,
  parseDayRange,
  readyDates,
  type ShopClock,
} from './business-days.ts';
import type { ShippingSettings } from './schemas/shipping-settings.ts';
import { type ShippingMethod, shippingMethods } from './shipping.ts';

/**
 * The dates a customer is promised (docs/product/shipping-and-checkout.md#dates): a line's production days come from the product's
 * turnaround, or from rush ('Rush (1-2 days)', selection-labels.ts); an order is ready when its slowest line
 * is; a shipped order arrives the shipping method's transit days later (shipping.ts). Every count is in
 * business days from the order's production start (business-days.ts).
 */

import { rushProductionDays } from './rush.ts';

export { rushProductionDays } from './rush.ts';

/** A line's production days; null when the product's turnaround does not say (no date is promised then). */
export function productionDays(turnaroundTime: string | null | undefined, isRush: boolean): DayRange | null {
  const standard = turnaroundTime ? parseDayRange(turnaroundTime) : null;
  if (!isRush) return standard;
  // Rush is never slower than the product's own standard time.
  if (!standard) return rushProductionDays;
  return {
    min: Math.min(rushProductionDays.min, standard.min),
    max: Math.min(rushProductionDays.max, standard.max),
  };
}

/** An order's production days: its slowest line's; null when any line's is unknown, or there is no line. */
export function orderProductionDays(
  lines: readonly { turnaroundTime: string | null | undefined; isRush: boolean }[],
): DayRange | null {
  let slowest: DayRange | null = null;
  for (const line of lines) {
    const days = productionDays(line.turnaroundTime, line.isRush);
    if (!days) return null;
    slowest = slowest ? { min: Math.max(slowest.min, days.min), max: Math.max(slowest.max, days.max) } : days;
  }
  return slowest;
}

function transitDays(method: ShippingMethod): DayRange {
  return shippingMethods.find((option) => option.value === method)?.transitDays ?? { min: 0, max: 0 };
}

export interface DeliveryEstimate {
  method: ShippingMethod;
  /** When the order is ready to ship, or for pickup. */
  ready: DateRange;
  /** When a shipped order arrives; null for pickup. */
  arrives: DateRange | null;
  /** 'Ready for pickup Thu, Nov 26' or 'Arrives Tue, Dec 1 – Thu, Dec 3'. */
  text: string;
}

export function deliveryEstimate(
  now: Date,
  production: DayRange,
  method: ShippingMethod,
  clock: ShopClock,
): DeliveryEstimate {
  const ready = readyDates(now, production, clock);
  if (method === 'pickup') {
    return { method, ready, arrives: null, text: `Ready for pickup ${formatDateRange(ready)}` };
  }
  const arrives = arrivalDates(ready, transitDays(method), clock);
  return { method, ready, arrives, text: `Arrives ${formatDateRange(arrives)}` };
}

/** The shop clock and calendar the owner set in the shipping settings. */
export function shopClockOf(
  settings: Pick<ShippingSettings, 'orderCutoffHour' | 'timeZone' | 'federalHolidays' | 'closedDays'>,
): ShopClock {
  return {
    cutoffHour: settings.orderCutoffHour,
    timeZone: settings.timeZone,
    federalHolidays: settings.federalHolidays,
    closedDays: settings.closedDays,
  };
}

/** 'Orders placed before 12:00 PM CST on a business day start production that day.' */
export function cutoffNote(clock: ShopClock, now: Date): string {
  const hour = clock.cutoffHour % 12 === 0 ? 12 : clock.cutoffHour % 12;
  const zone =
    new Intl.DateTimeFormat('en-US', { timeZone: clock.timeZone, timeZoneName: 'short' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value ?? clock.timeZone;
  return `Orders placed before ${hour}:00 ${clock.cutoffHour < 12 ? 'AM' : 'PM'} ${zone} on a business day start production that day.`;
}
