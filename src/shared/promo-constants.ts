/**
 * The promo constants the storefront banner needs, kept free of zod so the storefront's first bundle
 * does not carry the schema library (schemas/promo.ts re-exports them).
 */
import type { PromoSettings } from './schemas/promo.ts';

/** The banner styles an admin can choose; the storefront maps each name to its classes. */
export const bannerStyles = [
  'red-gradient',
  'blue-gradient',
  'green-gradient',
  'purple-gradient',
  'dark',
] as const;
export type BannerStyle = (typeof bannerStyles)[number];

/** What the storefront shows when no promo settings are stored (docs/product/promotions.md). */
export const defaultPromoSettings: PromoSettings = {
  bannerEnabled: true,
  bannerText: 'LIMITED TIME: 50% OFF ALL ORDERS!',
  bannerColor: 'red-gradient',
  discountCode: 'SAVE50',
  discountPercentage: 50,
  endTime: null,
};
