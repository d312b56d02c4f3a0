import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { promoSettings } from '#server/db/schema/promo';

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
  };
}
export type PromoRepository = ReturnType<typeof createPromoRepository>;
