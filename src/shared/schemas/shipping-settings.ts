import { z } from 'zod';
import { moneySchema } from './common.ts';

export const shippingSettingsSchema = z.object({
  storeAddress: z.string(),
  standardShippingPrice: z.string(),
  rushShippingPrice: z.string(),
  freeShippingEnabled: z.boolean(),
  freeShippingMinimum: z.string(),
});
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>;

export const shippingSettingsInputSchema = z.object({
  storeAddress: z.string().trim().min(1, 'Store address is required').max(500),
  standardShippingPrice: moneySchema,
  rushShippingPrice: moneySchema,
  freeShippingEnabled: z.boolean(),
  freeShippingMinimum: moneySchema,
});
export type ShippingSettingsInput = z.infer<typeof shippingSettingsInputSchema>;
