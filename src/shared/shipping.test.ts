import { describe, expect, it } from 'vitest';
import type { ShippingSettings } from './schemas/shipping-settings.ts';
import {
  amountToFreeShippingCents,
  calculateShipping,
  defaultShippingMethod,
  defaultShippingSettings,
  deliveryTimeWords,
  type ShippingMethod,
  type ShippingResult,
  shippingMethods,
} from './shipping.ts';

const settings: ShippingSettings = {
  storeAddress: '1 Print Street',
  standardShippingPrice: '15.00',
  rushShippingPrice: '75.00',
  freeShippingEnabled: true,
  freeShippingMinimum: '50.00',
  orderCutoffHour: 12,
  timeZone: 'America/Chicago',
  federalHolidays: true,
  closedDays: [],
};
const disabled: ShippingSettings = { ...settings, freeShippingEnabled: false };

const paid = { freeShipping: false };
const free = { freeShipping: true };

const charged = (cents: number): ShippingResult => ({
  shippingCostCents: cents,
  freeShippingApplied: false,
  freeShippingReason: null,
});
const freeBecause = (reason: string): ShippingResult => ({
  shippingCostCents: 0,
  freeShippingApplied: true,
  freeShippingReason: reason,
});

describe('calculateShipping', () => {
  it.each<[string, ShippingMethod, number, { freeShipping: boolean }[], ShippingSettings, ShippingResult]>([
    ['pickup is free but not "free shipping"', 'pickup', 1000, [paid], settings, charged(0)],
    ['pickup above the minimum', 'pickup', 10000, [paid], settings, charged(0)],
    ['pickup with free-shipping items', 'pickup', 1000, [free], settings, charged(0)],
    ['standard below the minimum', 'standard', 4999, [paid], settings, charged(1500)],
    [
      'standard exactly at the minimum',
      'standard',
      5000,
      [paid],
      settings,
      freeBecause('Free shipping on orders of $50.00 or more'),
    ],
    [
      'standard above the minimum',
      'standard',
      12345,
      [paid],
      settings,
      freeBecause('Free shipping on orders of $50.00 or more'),
    ],
    ['standard, promotion disabled', 'standard', 100000, [paid], disabled, charged(1500)],
    [
      'standard, enabled with minimum 0',
      'standard',
      0,
      [paid],
      { ...settings, freeShippingMinimum: '0.00' },
      freeBecause('Free shipping on all orders'),
    ],
    [
      'standard, every item ships free',
      'standard',
      1000,
      [free, free],
      disabled,
      freeBecause('All items ship free'),
    ],
    [
      'standard, every item free and minimum reached',
      'standard',
      9000,
      [free],
      settings,
      freeBecause('All items ship free'),
    ],
    ['standard, only some items ship free', 'standard', 1000, [free, paid], disabled, charged(1500)],
    ['standard, empty cart is not "all items free"', 'standard', 0, [], disabled, charged(1500)],
    [
      'standard, custom price',
      'standard',
      1000,
      [paid],
      { ...disabled, standardShippingPrice: '9.99' },
      charged(999),
    ],
    [
      'standard, minimum with cents',
      'standard',
      2550,
      [paid],
      { ...settings, freeShippingMinimum: '25.50' },
      freeBecause('Free shipping on orders of $25.50 or more'),
    ],
    [
      'standard, thousands in the minimum',
      'standard',
      100000,
      [paid],
      { ...settings, freeShippingMinimum: '1000' },
      freeBecause('Free shipping on orders of $1,000.00 or more'),
    ],
    ['rush is charged', 'rush', 1000, [paid], settings, charged(7500)],
    ['rush is charged above the minimum', 'rush', 100000, [paid], settings, charged(7500)],
    ['rush is charged when every item ships free', 'rush', 1000, [free], settings, charged(7500)],
    ['rush, custom price', 'rush', 1000, [paid], { ...settings, rushShippingPrice: '42.50' }, charged(4250)],
    ['defaults: standard 15.00', 'standard', 100000, [paid], defaultShippingSettings, charged(1500)],
    ['defaults: rush 75.00', 'rush', 100000, [paid], defaultShippingSettings, charged(7500)],
  ])('%s', (_name, method, subtotalCents, items, shippingSettings, expected) => {
    expect(calculateShipping({ method, subtotalCents, items, settings: shippingSettings })).toEqual(expected);
  });
});

describe('amountToFreeShippingCents', () => {
  it.each<[string, number, ShippingSettings, number | null]>([
    ['nothing in the cart', 0, settings, 5000],
    ['one cent short', 4999, settings, 1],
    ['some way to go', 1234, settings, 3766],
    ['exactly reached', 5000, settings, null],
    ['beyond', 7000, settings, null],
    ['disabled', 1000, disabled, null],
    ['minimum 0', 0, { ...settings, freeShippingMinimum: '0.00' }, null],
    ['defaults (disabled)', 0, defaultShippingSettings, null],
  ])('%s', (_name, subtotalCents, shippingSettings, expected) => {
    expect(amountToFreeShippingCents(subtotalCents, shippingSettings)).toBe(expected);
  });
});

describe('shipping constants', () => {
  it('lists pickup, standard and rush with their delivery times, standard by default', () => {
    expect(shippingMethods.map((method) => [method.value, method.deliveryTime])).toEqual([
      ['pickup', 'Ready at our store once printed'],
      ['standard', '2-4 business days in transit once printed'],
      ['rush', '1-2 business days in transit once printed'],
    ]);
    expect(defaultShippingMethod).toBe('standard');
  });

  it.each([
    [{ min: 0, max: 0 }, 'Ready at our store once printed'],
    [{ min: 1, max: 1 }, '1 business day in transit once printed'],
    [{ min: 3, max: 3 }, '3 business days in transit once printed'],
    [{ min: 2, max: 5 }, '2-5 business days in transit once printed'],
  ])('words the transit days %j as %j', (transit, words) => {
    expect(deliveryTimeWords(transit)).toBe(words);
  });

  it('has the default shipping settings', () => {
    expect(defaultShippingSettings).toMatchObject({
      standardShippingPrice: '15.00',
      rushShippingPrice: '75.00',
      freeShippingEnabled: false,
      freeShippingMinimum: '0.00',
    });
  });
});
