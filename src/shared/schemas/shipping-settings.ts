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
});
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>;

/** A shipping price: charged once per order on top of the items, so the order total still fits (pricing.ts). */
const shippingPriceSchema = moneySchema.refine(
  (amount) => toCents(amount) <= maxShippingPriceCents,
  `Must be at most ${formatUSD(maxShippingPriceCents)}`,
);

export const shippingSettingsInputSchema = z.object({
  storeAddress: safeString().trim().min(1, 'Store address is required').max(500),
  standardShippingPrice: shippingPriceSchema,
  rushShippingPrice: shippingPriceSchema,
  freeShippingEnabled: z.boolean(),
  freeShippingMinimum: moneySchema,
});
export type ShippingSettingsInput = z.infer<typeof shippingSettingsInputSchema>;
