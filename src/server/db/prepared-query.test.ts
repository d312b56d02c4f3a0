import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory } from '#server/test/fixtures';
import { createTestDatabase } from '#server/test/test-database';
import type { DatabaseHandle, Executor } from './client.ts';
import { preparedQuery } from './prepared-query.ts';
import { categories } from './schema.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await insertCategory(handle.db, { name: 'Banners', slug: 'prepared-banners' });
  await insertCategory(handle.db, { name: 'Signs', slug: 'prepared-signs' });
});
afterAll(async () => {
  await handle.close();
});

describe('preparedQuery', () => {
  it('builds its SQL once per database and runs it with each call’s values; a transaction builds its own', async () => {
    const built: Executor[] = [];
    const categoryNamed = preparedQuery('test_category_by_slug', (db) => {
      built.push(db);
      return db
        .select({ name: categories.name })
        .from(categories)
        .where(eq(categories.slug, sql.placeholder('slug')));
    });
    expect(await categoryNamed(handle.db, { slug: 'prepared-banners' })).toEqual([{ name: 'Banners' }]);
    expect(await categoryNamed(handle.db, { slug: 'prepared-signs' })).toEqual([{ name: 'Signs' }]);
    expect(await categoryNamed(handle.db, { slug: 'none' })).toEqual([]);
    expect(built).toEqual([handle.db]);

    const inTransaction = await handle.db.transaction(async (tx) => {
      await tx.update(categories).set({ name: 'Big Signs' }).where(eq(categories.slug, 'prepared-signs'));
      return categoryNamed(tx, { slug: 'prepared-signs' });
    });
    // Run on the transaction's own connection: it sees the transaction's write.
    expect(inTransaction).toEqual([{ name: 'Big Signs' }]);
    expect(built).toHaveLength(2);
    expect(await categoryNamed(handle.db, { slug: 'prepared-signs' })).toEqual([{ name: 'Big Signs' }]);
    expect(built).toHaveLength(2);
  });
});
