import { defaultPromoSettings, type PromoSettings } from '#shared/schemas/promo';
import type { PromoRepository, PromoSettingsRow } from './promo.repository.ts';

export function toPromoSettings(row: PromoSettingsRow): PromoSettings {
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
