import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '#server/test/fixtures';
import { createTestApp } from '#server/test/test-app';
import { createTestDatabase } from '#server/test/test-database';
import type { DatabaseHandle } from './client.ts';
import { vacuumTablesThatNeedIt } from './maintenance.ts';

// PostgreSQL vacuums by itself (its autovacuum could get there first and make this test flaky there).
describe.skipIf(process.env.TEST_DB === 'postgres')("the embedded database's vacuum", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  const lastVacuum = async (table: string) => {
    const result = (await handle.db.execute(
      sql`SELECT last_vacuum, n_dead_tup FROM pg_stat_user_tables WHERE relname = ${table}`,
    )) as unknown as { rows: { last_vacuum: Date | null; n_dead_tup: number }[] };
    return result.rows[0];
  };

  it('vacuums and analyzes a table with many dead rows, and leaves the others', async () => {
    expect(await vacuumTablesThatNeedIt(handle.db)).toEqual(
      expect.not.arrayContaining(['products', 'categories']),
    );
    const product = await insertProduct(handle.db, { slug: 'often-changed' });
    for (let round = 0; round < 120; round++) {
      await handle.db.execute(sql`UPDATE products SET base_price = base_price + 1 WHERE id = ${product.id}`);
    }

    const vacuumed = await vacuumTablesThatNeedIt(handle.db);

    expect(vacuumed).toContain('products');
    expect(vacuumed).not.toContain('categories');
    const after = await lastVacuum('products');
    expect(after?.last_vacuum).not.toBeNull();
    expect(Number(after?.n_dead_tup)).toBe(0);
    expect((await lastVacuum('categories'))?.last_vacuum).toBeNull();
    // Nothing changed since: nothing to do.
    expect(await vacuumTablesThatNeedIt(handle.db)).toEqual([]);
  });

  it('runs while the shop runs, when the app is asked to', async () => {
    const t = await createTestApp({ embeddedVacuum: { intervalMs: 50 } });
    try {
      const product = await insertProduct(t.handle.db, { slug: 'changed-while-running' });
      for (let round = 0; round < 120; round++) {
        await t.handle.db.execute(
          sql`UPDATE products SET base_price = base_price + 1 WHERE id = ${product.id}`,
        );
      }
      const vacuumedAt = async () => {
        const result = (await t.handle.db.execute(
          sql`SELECT last_vacuum FROM pg_stat_user_tables WHERE relname = 'products'`,
        )) as unknown as { rows: { last_vacuum: Date | null }[] };
        return result.rows[0]?.last_vacuum ?? null;
      };
      await expect.poll(vacuumedAt, { timeout: 10_000 }).not.toBeNull();
    } finally {
      await t.close();
    }
  });
});
