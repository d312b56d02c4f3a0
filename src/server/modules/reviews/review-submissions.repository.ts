import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { reviewSubmissions } from '#server/db/schema';

/** The review-submission throttle's rows (see reviewSubmissions in db/schema.ts). */
export function createReviewSubmissionsRepository(db: Executor) {
  return {
    /**
     * Holds a lock on the address until the transaction ends (run it inside one), so the submissions
     * of one address are counted and recorded one at a time, on every instance.
     */
    async lockAddress(address: string): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtext('review_submissions'), hashtext(${address}))`,
      );
    },

    /** When each submission from the address since `since` was made, oldest first. */
    async listSince(address: string, since: Date): Promise<Date[]> {
      const rows = await db
        .select({ at: reviewSubmissions.createdAt })
        .from(reviewSubmissions)
        .where(and(eq(reviewSubmissions.address, address), gt(reviewSubmissions.createdAt, since)))
        .orderBy(asc(reviewSubmissions.createdAt), asc(reviewSubmissions.id));
      return rows.map((row) => row.at);
    },

    async insert(address: string, at: Date): Promise<void> {
      await db.insert(reviewSubmissions).values({ address, createdAt: at });
    },

    /** Deletes the submissions made before `before` (nothing reads them any more); answers how many. */
    async deleteBefore(before: Date): Promise<number> {
      const deleted = await db
        .delete(reviewSubmissions)
        .where(lt(reviewSubmissions.createdAt, before))
        .returning({ id: reviewSubmissions.id });
      return deleted.length;
    },
  };
}
