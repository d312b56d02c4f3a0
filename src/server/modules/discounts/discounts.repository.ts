import { and, asc, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { discountCodes } from '#server/db/schema/discounts';
import { promoSettingsReadModel as promoSettings } from '#server/db/schema/promo';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

// Codes are stored uppercase (a check constraint says so), so this matches case-insensitively and still
// uses the unique index on "code".
const codeMatches = (code: string) => eq(discountCodes.code, sql`upper(${code})`);

export function createDiscountsRepository(db: Executor) {
  return {
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
    list(): Promise<DiscountCodeRow[]> {
      return db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
    },

    async insert(values: typeof discountCodes.$inferInsert): Promise<DiscountCodeRow> {
      const [row] = await db.insert(discountCodes).values(values).returning();
      return row!;
    },

    /** The code's row, locked until the transaction ends (a banner save waits for it, and it for them). */
    async lockById(id: number): Promise<DiscountCodeRow | undefined> {
      const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
      return row;
    },

    /**
     * Whether the promo banner is on, has not run out at `now`, and advertises `code`
     * (docs/product/promotions.md).
     */
    async isAdvertisedByBanner(code: string, now: Date): Promise<boolean> {
      const rows = await db
        .select({ id: promoSettings.id })
        .from(promoSettings)
        .where(
          and(
            eq(promoSettings.bannerEnabled, true),
            eq(promoSettings.discountCode, code),
            or(isNull(promoSettings.endTime), gt(promoSettings.endTime, now)),
          ),
        );
      return rows.length > 0;
    },

    async setActive(id: number, isActive: boolean): Promise<DiscountCodeRow | undefined> {
      const [row] = await db
        .update(discountCodes)
        .set({ isActive })
        .where(eq(discountCodes.id, id))
        .returning();
      return row;
    },

    async delete(id: number): Promise<boolean> {
      const deleted = await db
        .delete(discountCodes)
        .where(eq(discountCodes.id, id))
        .returning({ id: discountCodes.id });
      return deleted.length > 0;
    },

    async findByCode(code: string): Promise<DiscountCodeRow | undefined> {
      const [row] = await db.select().from(discountCodes).where(codeMatches(code)).limit(1);
      return row;
    },

    /**
     * Takes one use of the code with ONE guarded update
     * (docs/product/shipping-and-checkout.md#discount-codes): it only counts when the code is active, not
     * expired at `now` and under its usage limit. Concurrent takers queue on the row lock and re-check the
     * guard, so the last use is never taken twice. Undefined when nothing was taken.
     */
    async takeUse(
      code: string,
      now: Date,
    ): Promise<{ code: string; discountPercentage: number } | undefined> {
      const [row] = await db
        .update(discountCodes)
        .set({ usageCount: sql`${discountCodes.usageCount} + 1` })
        .where(
          and(
            codeMatches(code),
            eq(discountCodes.isActive, true),
            or(isNull(discountCodes.expiresAt), gt(discountCodes.expiresAt, now)),
            or(isNull(discountCodes.usageLimit), lt(discountCodes.usageCount, discountCodes.usageLimit)),
          ),
        )
        .returning({ code: discountCodes.code, discountPercentage: discountCodes.discountPercentage });
      return row;
    },

    /** Takes one use of the code whatever its limit or state (a voided order that was paid after all). */
    async retakeUse(code: string): Promise<void> {
      await db
        .update(discountCodes)
        .set({ usageCount: sql`${discountCodes.usageCount} + 1` })
        .where(codeMatches(code));
    },

    /**
     * Locks these codes' rows in id order until the transaction ends, so transactions that release one
     * code and take another (checkouts, the PayPal clean-up) cannot wait for each other in a circle.
     */
    async lockCodes(codes: readonly string[]): Promise<void> {
      if (codes.length === 0) return;
      await db
        .select({ id: discountCodes.id })
        .from(discountCodes)
        .where(or(...codes.map(codeMatches)))
        .orderBy(asc(discountCodes.id))
        .for('update');
    },

    /** Gives back one use of each code (one per order that took it), never below zero. */
    async releaseUses(codes: readonly string[]): Promise<void> {
      for (const code of codes) {
        await db
          .update(discountCodes)
          .set({ usageCount: sql`${discountCodes.usageCount} - 1` })
          .where(and(codeMatches(code), gt(discountCodes.usageCount, 0)));
      }
    },
  };
}
export type DiscountsRepository = ReturnType<typeof createDiscountsRepository>;
