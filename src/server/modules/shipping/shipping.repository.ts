import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { shippingSettings } from '#server/db/schema/shipping';

export type ShippingSettingsRow = typeof shippingSettings.$inferSelect;

export function createShippingRepository(db: Executor) {
  return {
    async getSettings(): Promise<ShippingSettingsRow | undefined> {
      const [row] = await db.select().from(shippingSettings).where(eq(shippingSettings.id, 1)).limit(1);
      return row;
    },

    /** Writes the singleton row (id 1), creating it on the first save. */
    async saveSettings(values: Omit<typeof shippingSettings.$inferInsert, 'id'>, now: Date) {
      const [row] = await db
        .insert(shippingSettings)
        .values({ id: 1, ...values, updatedAt: now })
        .onConflictDoUpdate({ target: shippingSettings.id, set: { ...values, updatedAt: now } })
        .returning();
      return row!;
    },
  };
}
