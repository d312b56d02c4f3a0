import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '#server/modules/auth/password';
import { createMemoryStorage } from '#server/storage/memory-storage';
import { insertCategory } from '#server/test/fixtures';
import { createTestDatabase } from '#server/test/test-database';
import type { DatabaseHandle } from '../client.ts';
import { adminUsers, products, shippingSettings } from '../schema.ts';
import { DEFAULT_ADMIN_EMAIL, seedIfEmpty } from './seed-if-empty.ts';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

const productCount = async (h: DatabaseHandle) =>
  (await h.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]?.n;

describe('seedIfEmpty', () => {
  it('seeds an empty database once and creates an admin with a generated password', async () => {
    handle = await createTestDatabase();
    const storage = createMemoryStorage();
    const first = await seedIfEmpty(handle.db, storage, undefined);
    expect(first.catalogueSeeded).toBe(true);
    expect(first.createdAdmin?.email).toBe(DEFAULT_ADMIN_EMAIL);
    const password = first.createdAdmin?.generatedPassword;
    expect(password).toBeTruthy();
    const [admin] = await handle.db.select().from(adminUsers);
    expect(await verifyPassword(password!, admin!.passwordHash)).toBe(true);
    const seededProducts = await productCount(handle);
    expect(seededProducts).toBeGreaterThanOrEqual(12);

    const second = await seedIfEmpty(handle.db, storage, undefined);
    expect(second).toEqual({ catalogueSeeded: false });
    expect(await productCount(handle)).toBe(seededProducts);
  });

  it('never seeds into a database that has data, and takes the admin from the configuration', async () => {
    handle = await createTestDatabase();
    await insertCategory(handle.db, { name: 'Mine', slug: 'mine' });
    const result = await seedIfEmpty(handle.db, createMemoryStorage(), {
      email: 'Owner@Example.com',
      password: 'configured-password',
    });
    expect(result.catalogueSeeded).toBe(false);
    expect(result.createdAdmin).toEqual({ email: 'Owner@Example.com' });
    expect(await productCount(handle)).toBe(0);
    const [admin] = await handle.db.select().from(adminUsers);
    expect(admin?.email).toBe('owner@example.com');
    expect(await verifyPassword('configured-password', admin!.passwordHash)).toBe(true);
  });

  it('does not bring the demo back after the owner deleted the catalogue', async () => {
    handle = await createTestDatabase();
    await handle.db.insert(shippingSettings).values({ storeAddress: 'My shop' });
    const result = await seedIfEmpty(handle.db, createMemoryStorage(), undefined);
    expect(result.catalogueSeeded).toBe(false);
    expect(await productCount(handle)).toBe(0);
  });
});
