import { z } from 'zod';
import type { ShippingSettings } from '../../../../shared/schemas/shipping-settings.ts';

/** What the form holds: the prices as typed (strings), the promotion as a boolean. */
export const shippingFormSchema = z.object({
  storeAddress: z.string().trim().min(1, 'Store address is required').max(500, 'At most 500 characters'),
  standardShippingPrice: z.string(),
  rushShippingPrice: z.string(),
  freeShippingEnabled: z.boolean(),
  freeShippingMinimum: z.string(),
});
export type ShippingFormValues = z.infer<typeof shippingFormSchema>;

/** SPEC §5: a price input falls back to 0 when invalid (empty, not a number, negative); sent as '15.00'. */
export function toPriceString(text: string): string {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value) || value < 0) return '0.00';
  return value.toFixed(2);
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
