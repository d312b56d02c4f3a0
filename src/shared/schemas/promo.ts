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

/** The banner styles an admin can choose; the storefront maps each name to its classes. */
export const bannerStyles = [
  'red-gradient',
  'blue-gradient',
  'green-gradient',
  'purple-gradient',
  'dark',
] as const;
export type BannerStyle = (typeof bannerStyles)[number];

/** What the storefront shows when no promo settings are stored (SPEC §9). */
export const defaultPromoSettings: PromoSettings = {
  bannerEnabled: true,
  bannerText: 'LIMITED TIME: 50% OFF ALL ORDERS!',
  bannerColor: 'red-gradient',
  discountCode: 'SAVE50',
  discountPercentage: 50,
  endTime: null,
};
