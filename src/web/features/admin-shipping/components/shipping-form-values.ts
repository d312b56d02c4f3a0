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
  })
  .superRefine((values, context) => {
    if (values.freeShippingEnabled && !isPrice(values.freeShippingMinimum)) {
      context.addIssue({ code: 'custom', path: ['freeShippingMinimum'], message: priceProblem });
    }
  });
export type ShippingFormValues = z.infer<typeof shippingFormSchema>;

/** A typed price as the 2-decimal string the server takes; 0 while it is not an amount (the preview). */
export function toPriceString(text: string): string {
  return isPrice(text) ? fromCents(toCents(text.trim())) : '0.00';
}

export function shippingFormValues(settings: ShippingSettings): ShippingFormValues {
  return {
    storeAddress: settings.storeAddress,
    standardShippingPrice: settings.standardShippingPrice,
    rushShippingPrice: settings.rushShippingPrice,
    freeShippingEnabled: settings.freeShippingEnabled,
    freeShippingMinimum: settings.freeShippingMinimum,
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
  };
}
