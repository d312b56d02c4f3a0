import type { Executor } from '#server/db/client';
import type { ShippingSettings, ShippingSettingsInput } from '#shared/schemas/shipping-settings';
import { createShippingRepository } from './shipping.repository.ts';
import { toShippingSettings } from './shipping.service.ts';

/** The Shipping tab's save; the checkout reads the new values on its next quote (nothing is cached). */
export async function saveShippingSettings(
  db: Executor,
  input: ShippingSettingsInput,
  now = new Date(),
): Promise<ShippingSettings> {
  return toShippingSettings(await createShippingRepository(db).saveSettings(input, now));
}
