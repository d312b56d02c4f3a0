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

export const cutoffHourMessage = 'Must be a whole hour from 0 to 23';
export const timeZoneMessage = 'Must be a time zone such as America/Chicago';

/**
 * The Shipping tab's save. The cut-off hour and the time zone may be left out (a client that only knows the
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
});
export type ShippingSettingsInput = z.infer<typeof shippingSettingsInputSchema>;
