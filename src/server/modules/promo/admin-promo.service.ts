import type { Database } from '#server/db/client';
import { keepBannerCode } from '#server/modules/discounts/discounts.service';
import type { PromoSettings, PromoSettingsInput } from '#shared/schemas/promo';
import { createPromoRepository } from './promo.repository.ts';
import { toPromoSettings } from './promo.service.ts';

/**
 * The Banner Settings save: the settings and, while the banner is on, the matching discount code in one
 * transaction, so the banner never advertises a code the checkout refuses (docs/product/promotions.md).
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
      await keepBannerCode(tx, input.discountCode, input.discountPercentage, endTime);
    }
    return repository.saveSettings({ ...input, endTime }, now);
  });
  return toPromoSettings(row);
}
