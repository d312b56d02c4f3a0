import { z } from 'zod';

export const promoSettingsSchema = z.object({
  bannerEnabled: z.boolean(),
  bannerText: z.string(),
  bannerColor: z.string(),
  discountCode: z.string(),
  discountPercentage: z.number().int().min(1).max(100),
  endTime: z.string().nullable(),
});
export type PromoSettings = z.infer<typeof promoSettingsSchema>;

export const discountCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  discountPercentage: z.number().int().min(1).max(100),
  expiresAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usageCount: z.number().int(),
  isActive: z.boolean(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;
