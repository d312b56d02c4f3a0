import type { DayRange } from './business-days.ts';

/**
 * The shipping methods and their words, apart from the shipping rules (shipping.ts) so that the home page's
 * Shipping Info loads only these (docs/performance-and-scaling.md).
 */

export const shippingMethodValues = ['pickup', 'standard', 'rush'] as const;
export type ShippingMethod = (typeof shippingMethodValues)[number];

/** Standard is the default shipping method (docs/product/shipping-and-checkout.md). */
export const defaultShippingMethod: ShippingMethod = 'standard';

export interface ShippingMethodInfo {
  value: ShippingMethod;
  label: string;
  /**
   * How long it takes, shown beside the option (the price comes from the settings; pickup is free). Made from
   * the transit days, so the words and the dates tell one story (docs/product/shipping-and-checkout.md#dates).
   */
  deliveryTime: string;
  /** Business days in transit after the order is ready (delivery-estimate.ts); pickup: none. */
  transitDays: DayRange;
}

/** 'Ready at our store once printed', or '2-4 business days in transit once printed'. */
export function deliveryTimeWords(transit: DayRange): string {
  if (transit.max === 0) return 'Ready at our store once printed';
  const days = transit.min === transit.max ? `${transit.min}` : `${transit.min}-${transit.max}`;
  return `${days} business ${transit.max === 1 ? 'day' : 'days'} in transit once printed`;
}

const method = (value: ShippingMethod, label: string, transitDays: DayRange): ShippingMethodInfo => ({
  value,
  label,
  deliveryTime: deliveryTimeWords(transitDays),
  transitDays,
});

/** The options pickup, standard, rush, in that order (docs/product/shipping-and-checkout.md). */
export const shippingMethods: readonly ShippingMethodInfo[] = [
  method('pickup', 'Store Pickup', { min: 0, max: 0 }),
  method('standard', 'Standard Shipping', { min: 2, max: 4 }),
  method('rush', 'Rush Shipping', { min: 1, max: 2 }),
];
