import {
  addCalendarDays,
  federalHolidays,
  isWeekend,
  shopDayFromIso,
  shopDayIso,
} from '#shared/business-days';
import type { discountCodes, promoSettings, shippingSettings } from '../schema.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The demo shop closes, besides the federal holidays, where a small shop does: the Friday after
 * Thanksgiving and Christmas Eve (when a weekday), this year and next (docs/product/shipping-and-checkout.md#dates).
 */
export function demoClosedDays(now: Date): string[] {
  const days: string[] = [];
  for (const year of [now.getUTCFullYear(), now.getUTCFullYear() + 1]) {
    const thanksgiving = federalHolidays(year).find((holiday) => holiday.name === 'Thanksgiving');
    if (thanksgiving) days.push(shopDayIso(addCalendarDays(shopDayFromIso(thanksgiving.date), 1)));
    const christmasEve = { year, month: 12, day: 24 };
    if (!isWeekend(christmasEve)) days.push(shopDayIso(christmasEve));
  }
  return days;
}

/** The shipping defaults (docs/product/shipping-and-checkout.md#shipping), with a demo store address. */
export function seedShippingSettings(now: Date): typeof shippingSettings.$inferInsert {
  return {
    id: 1,
    storeAddress: '123 Print Avenue, Springfield, IL 62701',
    standardShippingPrice: '15.00',
    rushShippingPrice: '75.00',
    freeShippingEnabled: false,
    freeShippingMinimum: '0.00',
    federalHolidays: true,
    closedDays: demoClosedDays(now),
  };
}

/**
 * The promo banner runs for a week; its code is a real, active discount code (docs/product/promotions.md).
 */
export function seedPromoSettings(now: Date): typeof promoSettings.$inferInsert {
  return {
    id: 1,
    bannerEnabled: true,
    bannerText: 'LIMITED TIME: 20% OFF ALL ORDERS!',
    bannerColor: 'red-gradient',
    discountCode: 'SAVE20',
    discountPercentage: 20,
    endTime: new Date(now.getTime() + 7 * dayMs),
  };
}

/** One code per state the checkout must handle: valid, limited, expired, used up and switched off. */
export function seedDiscountCodes(now: Date): (typeof discountCodes.$inferInsert)[] {
  const promo = seedPromoSettings(now);
  return [
    {
      code: promo.discountCode,
      discountPercentage: promo.discountPercentage ?? 20,
      expiresAt: promo.endTime ?? null,
      usageLimit: null,
      usageCount: 0,
      isActive: true,
    },
    {
      code: 'WELCOME10',
      discountPercentage: 10,
      expiresAt: null,
      usageLimit: 100,
      usageCount: 3,
      isActive: true,
    },
    {
      code: 'EXPIRED15',
      discountPercentage: 15,
      expiresAt: new Date(now.getTime() - dayMs),
      usageLimit: 100,
      usageCount: 12,
      isActive: true,
    },
    {
      code: 'USEDUP25',
      discountPercentage: 25,
      expiresAt: null,
      usageLimit: 5,
      usageCount: 5,
      isActive: true,
    },
    {
      code: 'INACTIVE5',
      discountPercentage: 5,
      expiresAt: null,
      usageLimit: null,
      usageCount: 0,
      isActive: false,
    },
  ];
}
