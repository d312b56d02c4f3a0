import type { ShippingSettings } from '../../../shared/schemas/shipping-settings.ts';
import { defaultShippingSettings } from '../../../shared/shipping.ts';
import type { ShippingRepository } from './shipping.repository.ts';

/** SPEC §9 defaults, used until the shop owner saves settings. */
export const fallbackShippingSettings: ShippingSettings = {
  ...defaultShippingSettings,
  storeAddress: '123 Print Avenue, Springfield, IL 62701',
};

export async function getShippingSettings(repository: ShippingRepository): Promise<ShippingSettings> {
  const row = await repository.getSettings();
  if (!row) return fallbackShippingSettings;
  return {
    storeAddress: row.storeAddress,
    standardShippingPrice: row.standardShippingPrice,
    rushShippingPrice: row.rushShippingPrice,
    freeShippingEnabled: row.freeShippingEnabled,
    freeShippingMinimum: row.freeShippingMinimum,
  };
}
