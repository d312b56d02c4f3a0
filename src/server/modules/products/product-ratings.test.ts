import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { products, reviews } from '#server/db/schema';
import { insertProduct, insertReview } from '#server/test/fixtures';
import { createTestDatabase } from '#server/test/test-database';

/**
 * The approved-review count and average stored on each product (migration 0010), which the catalogue
 * shows and sorts by: the triggers on reviews keep them equal to the reviews, whoever writes them.
 */

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

async function stored(productId: number) {
  const [row] = await handle.db
    .select({ count: products.approvedReviewCount, average: products.approvedAverageRating })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

const review = (productId: number, rating: number, isApproved = true) => ({
  productId,
  customerName: 'Pat',
  comment: 'Fine',
  rating,
  isApproved,
});

describe('the stored approved rating', () => {
  it('follows inserts, approvals, new ratings, moves and deletes; pending reviews count nowhere', async () => {
    const a = await insertProduct(handle.db);
    const b = await insertProduct(handle.db);
    expect(await stored(a.id)).toEqual({ count: 0, average: null });

    // One statement, several products and pending reviews among them.
    const [five, four, pending] = await handle.db
      .insert(reviews)
      .values([review(a.id, 5), review(a.id, 4), review(a.id, 1, false), review(b.id, 2)])
      .returning({ id: reviews.id });
    expect(await stored(a.id)).toEqual({ count: 2, average: '4.50' });
    expect(await stored(b.id)).toEqual({ count: 1, average: '2.00' });

    await handle.db.update(reviews).set({ isApproved: true }).where(eq(reviews.id, pending!.id));
    expect(await stored(a.id)).toEqual({ count: 3, average: '3.33' });
    await handle.db.update(reviews).set({ rating: 2 }).where(eq(reviews.id, five!.id));
    expect(await stored(a.id)).toEqual({ count: 3, average: '2.33' });
    await handle.db.update(reviews).set({ productId: b.id }).where(eq(reviews.id, four!.id));
    expect(await stored(a.id)).toEqual({ count: 2, average: '1.50' });
    expect(await stored(b.id)).toEqual({ count: 2, average: '3.00' });
    await handle.db.update(reviews).set({ isApproved: false }).where(eq(reviews.productId, a.id));
    expect(await stored(a.id)).toEqual({ count: 0, average: null });
    await handle.db.delete(reviews).where(eq(reviews.id, four!.id));
    expect(await stored(b.id)).toEqual({ count: 1, average: '2.00' });
    // A product deleted with its reviews takes nothing else with it.
    await handle.db.delete(products).where(eq(products.id, a.id));
    expect(await stored(b.id)).toEqual({ count: 1, average: '2.00' });
  });

  it('is cleared when the reviews table is truncated', async () => {
    const product = await insertProduct(handle.db);
    await insertReview(handle.db, product.id, { rating: 3 });
    expect(await stored(product.id)).toEqual({ count: 1, average: '3.00' });
    await handle.db.execute(sql`truncate reviews`);
    expect(await stored(product.id)).toEqual({ count: 0, average: null });
  });

  it('leaves the product row alone when a pending review or a comment is written', async () => {
    const product = await insertProduct(handle.db);
    const approved = await insertReview(handle.db, product.id, { rating: 4 });
    const version = async () =>
      (await handle.db.execute(
        sql`select xmin::text as v from products where id = ${product.id}`,
      )) as unknown as {
        rows: { v: string }[];
      };
    const before = (await version()).rows[0]!.v;
    await insertReview(handle.db, product.id, { rating: 1, isApproved: false });
    await handle.db.update(reviews).set({ comment: 'Edited' }).where(eq(reviews.id, approved.id));
    expect((await version()).rows[0]!.v).toBe(before);
  });

  // Two transactions approving reviews of one product at once: each recount must see the other's review
  // once it has committed. Only PostgreSQL runs transactions side by side (PGlite has one connection).
  it.runIf(process.env.TEST_DB === 'postgres')(
    'counts reviews written at the same time by two transactions',
    async () => {
      const product = await insertProduct(handle.db);
      let releaseFirst!: () => void;
      const firstMayCommit = new Promise<void>((resolve) => {
        releaseFirst = resolve;
      });
      let firstInserted!: () => void;
      const firstHasInserted = new Promise<void>((resolve) => {
        firstInserted = resolve;
      });
      const first = handle.db.transaction(async (tx) => {
        await tx.insert(reviews).values(review(product.id, 5));
        firstInserted();
        await firstMayCommit;
      });
      await firstHasInserted;
      const second = handle.db.transaction(async (tx) => {
        await tx.insert(reviews).values(review(product.id, 3));
      });
      // Let the second transaction's recount reach the product's row lock, held by the first.
      for (let waited = 0; waited < 100; waited += 1) {
        const waiting = (await handle.db.execute(
          sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { rows: { n: number }[] };
        if (waiting.rows[0]!.n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      releaseFirst();
      await Promise.all([first, second]);
      expect(await stored(product.id)).toEqual({ count: 2, average: '4.00' });
    },
  );
});
