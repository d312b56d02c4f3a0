import { defaultPromoSettings, type PromoSettings } from '../../../shared/schemas/promo.ts';
import type { PromoRepository } from './promo.repository.ts';

export async function getPromoSettings(repository: PromoRepository): Promise<PromoSettings> {
  const row = await repository.getSettings();
  if (!row) return defaultPromoSettings;
  return {
    bannerEnabled: row.bannerEnabled,
    bannerText: row.bannerText,
    bannerColor: row.bannerColor,
    discountCode: row.discountCode,
    discountPercentage: row.discountPercentage,
    endTime: row.endTime ? row.endTime.toISOString() : null,
  };
}
