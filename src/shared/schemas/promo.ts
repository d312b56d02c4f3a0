import { z } from 'zod';
import { bannerStyles } from '../promo-constants.ts';
import { dateTimeSchema, safeString } from './common.ts';

export { type BannerStyle, bannerStyles, defaultPromoSettings } from '../promo-constants.ts';

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
export const discountCodeListSchema = z.array(discountCodeSchema);

/**
 * A new code offers 10 % and may be used 100 times unless the admin says otherwise
 * (docs/product/promotions.md).
 */
export const newDiscountCodeDefaults = { discountPercentage: 10, usageLimit: 100 } as const;

/** The largest usage limit a code may have (null means unlimited); the column is a PostgreSQL integer. */
export const maxDiscountUsageLimit = 1_000_000;

/** A discount code as typed: required, not blank, stored uppercase (docs/product/promotions.md). */
const discountCodeField = safeString({ error: 'Code is required' })
  .trim()
  .min(1, 'Code is required')
  .max(50, 'Code must be at most 50 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Code may use letters, digits, - and _')
  .transform((code) => code.toUpperCase());

const percentageMessage = 'Percentage must be a whole number from 1 to 100';
const percentageField = z
  .number({ error: percentageMessage })
  .int(percentageMessage)
  .min(1, percentageMessage)
  .max(100, percentageMessage);

/**
 * POST /api/admin/discount-codes (docs/product/promotions.md): the code is required and not blank (stored
 * uppercase), 1-100 %, a usage limit of at least 1 (null: unlimited), an optional expiry (null when empty).
 */
export const discountCodeInputSchema = z.object({
  code: discountCodeField,
  discountPercentage: percentageField.default(newDiscountCodeDefaults.discountPercentage),
  expiresAt: dateTimeSchema('Expiry must be a date and time')
    .nullable()
    .or(z.literal('').transform(() => null))
    .default(null),
  usageLimit: z
    .number({ error: 'Usage limit must be a whole number of at least 1' })
    .int('Usage limit must be a whole number of at least 1')
    .min(1, 'Usage limit must be a whole number of at least 1')
    .max(
      maxDiscountUsageLimit,
      `Usage limit may be at most ${maxDiscountUsageLimit.toLocaleString('en-US')} (leave it empty for no limit)`,
    )
    .nullable()
    .default(newDiscountCodeDefaults.usageLimit),
  isActive: z.boolean().default(true),
});
export type DiscountCodeInput = z.infer<typeof discountCodeInputSchema>;

/** PATCH /api/admin/discount-codes/:id: activate or deactivate. */
export const discountCodeActiveInputSchema = z.object({ isActive: z.boolean() });

/**
 * PUT /api/admin/promo-settings (docs/product/promotions.md): the banner, its style from the fixed set, and
 * the advertised code with its percentage and end time (null: no end).
 */
export const promoSettingsInputSchema = z.object({
  bannerEnabled: z.boolean(),
  bannerText: safeString().trim().min(1, 'Banner text is required').max(200),
  bannerColor: z.enum(bannerStyles, { error: `Banner colour must be one of ${bannerStyles.join(', ')}` }),
  discountCode: discountCodeField,
  discountPercentage: percentageField,
  endTime: dateTimeSchema('End time must be a date and time').nullable(),
});
export type PromoSettingsInput = z.infer<typeof promoSettingsInputSchema>;
