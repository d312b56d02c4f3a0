import type { ShippingSettings, ShippingSettingsInput } from '../../../shared/schemas/shipping-settings.ts';
import { defaultShippingSettings } from '../../../shared/shipping.ts';
import type { ShippingRepository, ShippingSettingsRow } from './shipping.repository.ts';

/** SPEC §9 defaults, used until the shop owner saves settings. */
export const fallbackShippingSettings: ShippingSettings = {
  ...defaultShippingSettings,
  storeAddress: '123 Print Avenue, Springfield, IL 62701',
};

function toSettings(row: ShippingSettingsRow): ShippingSettings {
  return {
    storeAddress: row.storeAddress,
    standardShippingPrice: row.standardShippingPrice,
    rushShippingPrice: row.rushShippingPrice,
    freeShippingEnabled: row.freeShippingEnabled,
    freeShippingMinimum: row.freeShippingMinimum,
  };
}

export async function getShippingSettings(repository: ShippingRepository): Promise<ShippingSettings> {
  const row = await repository.getSettings();
  return row ? toSettings(row) : fallbackShippingSettings;
}

/** The Shipping tab's save; the checkout reads the new values on its next quote (nothing is cached). */
export async function saveShippingSettings(
  repository: ShippingRepository,
  input: ShippingSettingsInput,
  now = new Date(),
): Promise<ShippingSettings> {
  return toSettings(await repository.saveSettings(input, now));
}
