import { z } from 'zod';
import { formatUSD, toCents } from '../money.ts';
import { maxShippingPriceCents } from '../pricing.ts';
import { moneySchema, safeString } from './common.ts';

export const shippingSettingsSchema = z.object({
  storeAddress: z.string(),
  standardShippingPrice: z.string(),
  rushShippingPrice: z.string(),
  freeShippingEnabled: z.boolean(),
  freeShippingMinimum: z.string(),
  /** Orders placed from this hour (shop time) start production on the next business day. */
  orderCutoffHour: z.number().int(),
  /** The shop's IANA time zone, in which business days and the cut-off are counted. */
  timeZone: z.string(),
  /** The US federal holidays are closed days (src/shared/business-days.ts). */
  federalHolidays: z.boolean(),
  /** The owner's own closed days, 'YYYY-MM-DD', soonest first. */
  closedDays: z.array(z.string()),
});
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>;

/** A shipping price: charged once per order on top of the items, so the order total still fits (pricing.ts). */
const shippingPriceSchema = moneySchema.refine(
  (amount) => toCents(amount) <= maxShippingPriceCents,
  `Must be at most ${formatUSD(maxShippingPriceCents)}`,
);

/**
 * An IANA zone name ('America/Chicago', 'UTC'). An offset such as '-06:00' is refused: JavaScript reads it
 * as UTC−6 and PostgreSQL's AT TIME ZONE as UTC+6, and the shop's days are counted by both.
 */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const cutoffHourMessage = 'Must be a whole hour from 0 to 23';
const timeZoneMessage = 'Must be a time zone such as America/Chicago';

export const maxClosedDays = 200;
const closedDayMessage = 'Must be a date such as 2026-12-24';
const closedDayTooOldMessage = 'Must not be more than a year in the past';
const closedDayTooFarMessage = 'Must be within the next 5 years';
const closedDaysTooManyMessage = `At most ${maxClosedDays} closed days`;
const closedDayTwiceMessage = (day: string) => `${day} is listed twice`;

/** A real calendar day written 'YYYY-MM-DD'. */
export function isIsoDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Whole days from today (UTC) to `iso`; the bounds below are wide enough for any time zone. */
function daysFromToday(iso: string): number {
  const today = new Date().toISOString().slice(0, 10);
  return Math.round((Date.parse(`${iso}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/**
 * The owner's closed days: real dates, each once, from a year ago (so a list saved last month still saves)
 * to five years ahead, at most 200 of them. Stored soonest first.
 */
const closedDaysSchema = z
  .array(
    z
      .string({ error: closedDayMessage })
      .refine(isIsoDay, closedDayMessage)
      .refine((day) => !isIsoDay(day) || daysFromToday(day) >= -366, closedDayTooOldMessage)
      .refine((day) => !isIsoDay(day) || daysFromToday(day) <= 5 * 366, closedDayTooFarMessage),
    { error: 'Must be a list of dates such as 2026-12-24' },
  )
  .max(maxClosedDays, closedDaysTooManyMessage)
  .superRefine((days, context) => {
    const seen = new Set<string>();
    days.forEach((day, index) => {
      if (seen.has(day))
        context.addIssue({ code: 'custom', message: closedDayTwiceMessage(day), path: [index] });
      seen.add(day);
    });
  })
  .transform((days) => [...days].sort());

/**
 * The Shipping tab's save. The cut-off hour, the time zone and the closed days may be left out (a client that only knows the
 * prices and the address): the saved ones, or the defaults, stay.
 */
export const shippingSettingsInputSchema = z.object({
  storeAddress: safeString().trim().min(1, 'Store address is required').max(500),
  standardShippingPrice: shippingPriceSchema,
  rushShippingPrice: shippingPriceSchema,
  freeShippingEnabled: z.boolean(),
  freeShippingMinimum: moneySchema,
  orderCutoffHour: z
    .number({ error: cutoffHourMessage })
    .int(cutoffHourMessage)
    .min(0, cutoffHourMessage)
    .max(23, cutoffHourMessage)
    .optional(),
  timeZone: safeString()
    .trim()
    .min(1, timeZoneMessage)
    .max(64, timeZoneMessage)
    .refine(isTimeZone, timeZoneMessage)
    .optional(),
  federalHolidays: z.boolean().optional(),
  closedDays: closedDaysSchema.optional(),
});
export type ShippingSettingsInput = z.infer<typeof shippingSettingsInputSchema>;
