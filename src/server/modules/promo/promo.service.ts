import {
  defaultPromoSettings,
  type PromoSettings,
  type PromoSettingsInput,
} from '../../../shared/schemas/promo.ts';
import type { Database } from '../../db/client.ts';
import { createPromoRepository, type PromoRepository, type PromoSettingsRow } from './promo.repository.ts';

function toPromoSettings(row: PromoSettingsRow): PromoSettings {
  return {
    bannerEnabled: row.bannerEnabled,
    bannerText: row.bannerText,
    bannerColor: row.bannerColor,
    discountCode: row.discountCode,
    discountPercentage: row.discountPercentage,
    endTime: row.endTime ? row.endTime.toISOString() : null,
  };
}

export async function getPromoSettings(repository: PromoRepository): Promise<PromoSettings> {
  const row = await repository.getSettings();
  return row ? toPromoSettings(row) : defaultPromoSettings;
}

/**
 * The Banner Settings save: the settings and, while the banner is on, the matching discount code in one
 * transaction, so the banner never advertises a code the checkout refuses (DESIGN §5.8).
 */
export async function savePromoSettings(
  db: Database,
  input: PromoSettingsInput,
  now = new Date(),
): Promise<PromoSettings> {
  const endTime = input.endTime === null ? null : new Date(input.endTime);
  const row = await db.transaction(async (tx) => {
    const repository = createPromoRepository(tx);
    // A banner switched off advertises nothing: its code is left as the admin set it in Discount Codes.
    if (input.bannerEnabled) {
      await repository.keepBannerCode(input.discountCode, input.discountPercentage, endTime);
    }
    return repository.saveSettings({ ...input, endTime }, now);
  });
  return toPromoSettings(row);
}
