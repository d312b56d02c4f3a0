import type { Executor } from '#server/db/client';
import type { ShippingSettings } from '#shared/schemas/shipping-settings';
import { defaultShippingSettings } from '#shared/shipping';
import { createShippingRepository, type ShippingSettingsRow } from './shipping.repository.ts';

/**
 * The defaults, used until the shop owner saves settings (docs/product/shipping-and-checkout.md#shipping).
 */
const fallbackShippingSettings: ShippingSettings = {
  ...defaultShippingSettings,
  storeAddress: '123 Print Avenue, Springfield, IL 62701',
};

export function toShippingSettings(row: ShippingSettingsRow): ShippingSettings {
  return {
    storeAddress: row.storeAddress,
    standardShippingPrice: row.standardShippingPrice,
    rushShippingPrice: row.rushShippingPrice,
    freeShippingEnabled: row.freeShippingEnabled,
    freeShippingMinimum: row.freeShippingMinimum,
    orderCutoffHour: row.orderCutoffHour,
    timeZone: row.timeZone,
    federalHolidays: row.federalHolidays,
    closedDays: row.closedDays,
  };
}

/** The shop's shipping settings (the checkout reads them inside an order's transaction too: pass the tx). */
export async function getShippingSettings(db: Executor): Promise<ShippingSettings> {
  const row = await createShippingRepository(db).getSettings();
  return row ? toShippingSettings(row) : fallbackShippingSettings;
}
