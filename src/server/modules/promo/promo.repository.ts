import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { promoSettings } from '../../db/schema.ts';

export type PromoSettingsRow = typeof promoSettings.$inferSelect;

export function createPromoRepository(db: Executor) {
  return {
    async getSettings(): Promise<PromoSettingsRow | undefined> {
      const [row] = await db.select().from(promoSettings).where(eq(promoSettings.id, 1)).limit(1);
      return row;
    },
  };
}
export type PromoRepository = ReturnType<typeof createPromoRepository>;
