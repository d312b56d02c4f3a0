import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { categories, discountCodes, products, reviews } from '#server/db/schema';
import { createTestDatabase } from './test-database.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const product = { name: 'P', slug: 'p', basePrice: '1.00' };

describe('database constraints', () => {
  it('keeps product slugs unique', async () => {
    await handle.db.insert(products).values(product);
    await expect(handle.db.insert(products).values(product)).rejects.toThrow();
  });

  it('refuses negative money', async () => {
    await expect(
      handle.db.insert(products).values({ ...product, slug: 'neg', basePrice: '-1.00' }),
    ).rejects.toThrow();
  });

  it('keeps ratings between 1 and 5', async () => {
    const [row] = await handle.db
      .insert(products)
      .values({ ...product, slug: 'rated' })
      .returning();
    const base = { productId: row!.id, customerName: 'A', comment: 'ok' };
    await expect(handle.db.insert(reviews).values({ ...base, rating: 6 })).rejects.toThrow();
    await expect(handle.db.insert(reviews).values({ ...base, rating: 0 })).rejects.toThrow();
    await handle.db.insert(reviews).values({ ...base, rating: 5 });
  });

  it('stores discount codes uppercase and unique', async () => {
    await expect(
      handle.db.insert(discountCodes).values({ code: 'lower', discountPercentage: 10 }),
    ).rejects.toThrow();
    await handle.db.insert(discountCodes).values({ code: 'UPPER', discountPercentage: 10 });
    await expect(
      handle.db.insert(discountCodes).values({ code: 'UPPER', discountPercentage: 5 }),
    ).rejects.toThrow();
    await expect(
      handle.db.insert(discountCodes).values({ code: 'BIG', discountPercentage: 101 }),
    ).rejects.toThrow();
  });

  it('sets a product category to null when the category is deleted', async () => {
    const [category] = await handle.db.insert(categories).values({ name: 'C', slug: 'c' }).returning();
    const [row] = await handle.db
      .insert(products)
      .values({ ...product, slug: 'in-category', categoryId: category!.id })
      .returning();
    await handle.db.delete(categories).where(sql`${categories.id} = ${category!.id}`);
    const [after] = await handle.db.select().from(products).where(sql`${products.id} = ${row!.id}`);
    expect(after?.categoryId).toBeNull();
  });
});
