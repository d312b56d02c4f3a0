import { sql } from 'drizzle-orm';
import { generatePassword, hashPassword } from '#server/modules/auth/password';
import type { Storage } from '#server/storage/storage';
import type { Database } from '../client.ts';
import {
  adminUsers,
  categories,
  discountCodes,
  orders,
  products,
  promoSettings,
  shippingSettings,
} from '../schema.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@printprosigns.example';

export type SeedResult = {
  catalogueSeeded: boolean;
  /** Set when an admin account was created on this start; the password only when it was generated. */
  createdAdmin?: { email: string; generatedPassword?: string };
};

const shopTables = [products, categories, orders, adminUsers, discountCodes, promoSettings, shippingSettings];

async function count(db: Database, table: (typeof shopTables)[number]) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
}

/** Anything a shop owner could have made; then no demo catalogue is added, even after they deleted theirs. */
async function hasShopData(db: Database): Promise<boolean> {
  for (const table of shopTables) if ((await count(db, table)) > 0) return true;
  return false;
}

/**
 * Fills an empty database with the demo catalogue, and creates the first admin when there is none.
 * A database that holds any shop data (catalogue, orders, settings, codes, admins) gets no demo catalogue.
 */
export async function seedIfEmpty(
  db: Database,
  storage: Storage,
  admin: { email: string; password: string } | undefined,
): Promise<SeedResult> {
  const result: SeedResult = { catalogueSeeded: false };
  if (!(await hasShopData(db))) {
    await seedDemoCatalogue(db, storage);
    result.catalogueSeeded = true;
  }
  if ((await count(db, adminUsers)) === 0) {
    const email = admin?.email ?? DEFAULT_ADMIN_EMAIL;
    const password = admin?.password ?? generatePassword();
    await db
      .insert(adminUsers)
      .values({ email: email.toLowerCase(), passwordHash: await hashPassword(password) });
    result.createdAdmin = admin ? { email } : { email, generatedPassword: password };
  }
  return result;
}
