import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { discountCodeFailures } from '#server/db/schema';

/** The wrong-discount-code throttle's rows (see discountCodeFailures in db/schema.ts). */
export function createDiscountCodeFailuresRepository(db: Executor) {
  return {
    /**
     * Holds a lock on the address until the transaction ends (run it inside one), so the code checks
     * of one address are counted and recorded one at a time, on every instance.
     */
    async lockAddress(address: string): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtext('discount_code_failures'), hashtext(${address}))`,
      );
    },

    /** When each failure of the address since `since` (exclusive) was recorded, oldest first. */
    async listSince(address: string, since: Date): Promise<Date[]> {
      const rows = await db
        .select({ at: discountCodeFailures.createdAt })
        .from(discountCodeFailures)
        .where(and(eq(discountCodeFailures.address, address), gt(discountCodeFailures.createdAt, since)))
        .orderBy(asc(discountCodeFailures.createdAt), asc(discountCodeFailures.id));
      return rows.map((row) => row.at);
    },

    /** Records one attempt of the address at `at`; answers its id. */
    async insert(address: string, at: Date): Promise<number> {
      const [row] = await db
        .insert(discountCodeFailures)
        .values({ address, createdAt: at })
        .returning({ id: discountCodeFailures.id });
      return row!.id;
    },

    async deleteById(id: number): Promise<void> {
      await db.delete(discountCodeFailures).where(eq(discountCodeFailures.id, id));
    },

    /** Deletes the failures recorded before `before` (nothing reads them any more); answers how many. */
    async deleteBefore(before: Date): Promise<number> {
      const deleted = await db
        .delete(discountCodeFailures)
        .where(lt(discountCodeFailures.createdAt, before))
        .returning({ id: discountCodeFailures.id });
      return deleted.length;
    },
  };
}
