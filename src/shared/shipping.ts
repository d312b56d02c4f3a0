import { formatUSD, toCents } from './money.ts';
import type { ShippingSettings } from './schemas/shipping-settings.ts';
import type { ShippingMethod } from './shipping-methods.ts';
import { defaultShopClock } from './shop-clock.ts';

/**
 * Shipping (docs/product/shipping-and-checkout.md): pickup is free; standard and rush cost what the shipping
 * settings say, once per order. Free shipping applies to STANDARD shipping only, when the free-shipping
 * promotion is enabled and the items subtotal (before any discount) reaches its minimum, or when every item
 * of a non-empty cart ships free. Rush is always charged. Pickup costs nothing but is not reported as free
 * shipping.
 */

export {
  defaultShippingMethod,
  deliveryTimeWords,
  type ShippingMethod,
  shippingMethods,
  shippingMethodValues,
} from './shipping-methods.ts';

/**
 * The shipping defaults until the owner saves settings; the store address starts empty
 * (docs/product/shipping-and-checkout.md).
 */
export const defaultShippingSettings: ShippingSettings = {
  storeAddress: '',
  standardShippingPrice: '15.00',
  rushShippingPrice: '75.00',
  freeShippingEnabled: false,
  freeShippingMinimum: '0.00',
  orderCutoffHour: defaultShopClock.cutoffHour,
  timeZone: defaultShopClock.timeZone,
  federalHolidays: defaultShopClock.federalHolidays,
  closedDays: [],
};

export interface ShippingInput {
  method: ShippingMethod;
  /** Items subtotal before any discount. */
  subtotalCents: number;
  items: readonly { freeShipping: boolean }[];
  settings: ShippingSettings;
}

export interface ShippingResult {
  shippingCostCents: number;
  freeShippingApplied: boolean;
  freeShippingReason: string | null;
}

const allItemsShipFreeReason = 'All items ship free';

/** 'Free shipping on orders of $50.00 or more', or 'Free shipping on all orders' when the minimum is 0. */
export function freeShippingMinimumReason(minimumCents: number): string {
  return minimumCents > 0
    ? `Free shipping on orders of ${formatUSD(minimumCents)} or more`
    : 'Free shipping on all orders';
}

function freeShippingReason(input: ShippingInput): string | null {
  if (input.items.length > 0 && input.items.every((item) => item.freeShipping)) return allItemsShipFreeReason;
  const { settings } = input;
  if (!settings.freeShippingEnabled) return null;
  const minimumCents = toCents(settings.freeShippingMinimum);
  return input.subtotalCents >= minimumCents ? freeShippingMinimumReason(minimumCents) : null;
}

export function calculateShipping(input: ShippingInput): ShippingResult {
  const { method, settings } = input;
  if (method === 'pickup')
    return { shippingCostCents: 0, freeShippingApplied: false, freeShippingReason: null };
  if (method === 'rush') {
    return {
      shippingCostCents: toCents(settings.rushShippingPrice),
      freeShippingApplied: false,
      freeShippingReason: null,
    };
  }
  const reason = freeShippingReason(input);
  if (reason !== null) return { shippingCostCents: 0, freeShippingApplied: true, freeShippingReason: reason };
  return {
    shippingCostCents: toCents(settings.standardShippingPrice),
    freeShippingApplied: false,
    freeShippingReason: null,
  };
}

/**
 * For the hint 'spend $X more for free shipping': how many cents the items subtotal still lacks to
 * reach the free-shipping minimum; null when free shipping is disabled or the minimum is already reached.
 */
export function amountToFreeShippingCents(subtotalCents: number, settings: ShippingSettings): number | null {
  if (!settings.freeShippingEnabled) return null;
  const missing = toCents(settings.freeShippingMinimum) - subtotalCents;
  return missing > 0 ? missing : null;
}
