import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { discountCodes, promoSettings } from '#server/db/schema';

export type PromoSettingsRow = typeof promoSettings.$inferSelect;

export function createPromoRepository(db: Executor) {
  return {
    async getSettings(): Promise<PromoSettingsRow | undefined> {
      const [row] = await db.select().from(promoSettings).where(eq(promoSettings.id, 1)).limit(1);
      return row;
    },

    /** Writes the singleton row (id 1), creating it on the first save. */
    async saveSettings(
      values: Omit<typeof promoSettings.$inferInsert, 'id'>,
      now: Date,
    ): Promise<PromoSettingsRow> {
      const [row] = await db
        .insert(promoSettings)
        .values({ id: 1, ...values, updatedAt: now })
        .onConflictDoUpdate({ target: promoSettings.id, set: { ...values, updatedAt: now } })
        .returning();
      return row!;
    },

    /**
     * Makes the advertised code a real, active discount code with the banner's percentage and end time
     * (docs/product/promotions.md). An advertised code is for every visitor, so it has no usage limit: an
     * existing code loses its limit (a used-up code would otherwise be advertised and refused) and keeps its
     * usage count.
     */
    async keepBannerCode(code: string, discountPercentage: number, expiresAt: Date | null): Promise<void> {
      await db
        .insert(discountCodes)
        .values({ code, discountPercentage, expiresAt, isActive: true, usageLimit: null })
        .onConflictDoUpdate({
          target: discountCodes.code,
          set: { discountPercentage, expiresAt, isActive: true, usageLimit: null },
        });
    },
  };
}
export type PromoRepository = ReturnType<typeof createPromoRepository>;
