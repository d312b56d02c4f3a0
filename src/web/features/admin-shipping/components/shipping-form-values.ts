import { z } from 'zod';
import { fromCents, toCents } from '#shared/money';
import { moneyPattern } from '#shared/schemas/common';
import type { ShippingSettings } from '#shared/schemas/shipping-settings';

export const priceProblem = 'Enter an amount of 0 or more, such as 15.00';
const isPrice = (text: string) => moneyPattern.test(text.trim());
const price = z.string().refine(isPrice, priceProblem);

/**
 * What the form holds: the prices as typed (strings), the promotion as a boolean. A price that is not an
 * amount is refused rather than saved as 0 (that would quietly make shipping free); the minimum only
 * counts while the promotion is on.
 */
export const shippingFormSchema = z
  .object({
    storeAddress: z.string().trim().min(1, 'Store address is required').max(500, 'At most 500 characters'),
    standardShippingPrice: price,
    rushShippingPrice: price,
    freeShippingEnabled: z.boolean(),
    freeShippingMinimum: z.string(),
    /** The select's value: '0' to '23'. */
    orderCutoffHour: z.string(),
    timeZone: z.string(),
    federalHolidays: z.boolean(),
    /** 'YYYY-MM-DD', soonest first (closed-days-field.tsx keeps them so). */
    closedDays: z.array(z.string()),
  })
  .superRefine((values, context) => {
    if (values.freeShippingEnabled && !isPrice(values.freeShippingMinimum)) {
      context.addIssue({ code: 'custom', path: ['freeShippingMinimum'], message: priceProblem });
    }
  });
export type ShippingFormValues = z.infer<typeof shippingFormSchema>;

/** A typed price as the 2-decimal string the server takes; 0 while it is not an amount (the preview). */
function toPriceString(text: string): string {
  return isPrice(text) ? fromCents(toCents(text.trim())) : '0.00';
}

export function shippingFormValues(settings: ShippingSettings): ShippingFormValues {
  return {
    storeAddress: settings.storeAddress,
    standardShippingPrice: settings.standardShippingPrice,
    rushShippingPrice: settings.rushShippingPrice,
    freeShippingEnabled: settings.freeShippingEnabled,
    freeShippingMinimum: settings.freeShippingMinimum,
    orderCutoffHour: String(settings.orderCutoffHour),
    timeZone: settings.timeZone,
    federalHolidays: settings.federalHolidays,
    closedDays: settings.closedDays,
  };
}

/** The PUT body: the address trimmed, every price a 2-decimal string. */
export function toShippingSettingsBody(values: ShippingFormValues): ShippingSettings {
  return {
    storeAddress: values.storeAddress.trim(),
    standardShippingPrice: toPriceString(values.standardShippingPrice),
    rushShippingPrice: toPriceString(values.rushShippingPrice),
    freeShippingEnabled: values.freeShippingEnabled,
    freeShippingMinimum: toPriceString(values.freeShippingMinimum),
    orderCutoffHour: Number(values.orderCutoffHour),
    timeZone: values.timeZone,
    federalHolidays: values.federalHolidays,
    closedDays: values.closedDays,
  };
}

/** The US shop time zones offered, with the saved one when it is another. */
const usTimeZones = [
  { value: 'America/New_York', label: 'Eastern (New York)' },
  { value: 'America/Chicago', label: 'Central (Chicago)' },
  { value: 'America/Denver', label: 'Mountain (Denver)' },
  { value: 'America/Phoenix', label: 'Arizona (Phoenix)' },
  { value: 'America/Los_Angeles', label: 'Pacific (Los Angeles)' },
  { value: 'America/Anchorage', label: 'Alaska (Anchorage)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii (Honolulu)' },
] as const;

export function timeZoneChoices(saved: string): { value: string; label: string }[] {
  const choices: { value: string; label: string }[] = [...usTimeZones];
  if (!choices.some((choice) => choice.value === saved)) choices.push({ value: saved, label: saved });
  return choices;
}

/** '12:00 AM (midnight)', '9:00 AM', '12:00 PM (noon)', '5:00 PM'. */
function cutoffHourLabel(hour: number): string {
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? 'AM' : 'PM'}`;
  if (hour === 0) return `${clock} (midnight)`;
  return hour === 12 ? `${clock} (noon)` : clock;
}

export const cutoffHourChoices = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: cutoffHourLabel(hour),
}));
