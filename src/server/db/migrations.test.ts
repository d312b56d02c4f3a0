import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '#server/paths';
import { createTestDatabase } from '#server/test/test-database';
import type { DatabaseHandle } from './client.ts';
import { migrateDatabase } from './migrate.ts';

/** A copy of the migrations folder that ends with the migration tagged `lastTag`. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

/** The rows of a raw query, on either driver. */
async function rowsOf(query: SQL): Promise<unknown[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: unknown[] }).rows;
}

let handle: DatabaseHandle;

describe('migration 0009: one shape for money and percentages', () => {
  let folder: string;
  beforeAll(async () => {
    handle = await createTestDatabase({ migrated: false });
    folder = await migrationsUpTo('0008_payments_and_abuse');
    await migrateDatabase(handle, folder);
  });
  afterAll(async () => {
    await handle.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('turns custom option price modifiers into money strings and tier fractions into percents', async () => {
    const options = [
      {
        id: 'co_1',
        name: 'Grommets',
        type: 'boolean',
        required: false,
        values: [{ value: 'yes', label: 'Yes', priceModifier: 5 }],
      },
      {
        id: 'co_2',
        name: 'Stand',
        type: 'select',
        required: true,
        values: [
          { value: 'none', label: 'None', priceModifier: 0 },
          { value: 'wire', label: 'Wire', priceModifier: -2.5 },
          { value: 'steel', label: 'Steel', priceModifier: 12.34 },
        ],
      },
      { id: 'co_3', name: 'Proof', type: 'boolean', required: false },
    ];
    const tiers = [
      { minQuantity: 10, discount: 0.1 },
      { minQuantity: 50, discount: 0.07 },
      { minQuantity: 100, discount: 0.125 },
    ];
    await handle.db.execute(sql`
      insert into categories (name, slug, custom_options)
      values ('Signs', 'signs', ${JSON.stringify(options)}::jsonb), ('Empty', 'empty', '[]'::jsonb)`);
    await handle.db.execute(sql`
      insert into products (name, slug, base_price, custom_options, quantity_discounts)
      values ('Banner', 'banner', '10.00', ${JSON.stringify(options)}::jsonb, ${JSON.stringify(tiers)}::jsonb),
             ('Plain', 'plain', '1.00', '[]'::jsonb, '[]'::jsonb)`);

    await migrateDatabase(handle);

    const migratedOptions = [
      { ...options[0], values: [{ value: 'yes', label: 'Yes', priceModifier: '5.00' }] },
      {
        ...options[1],
        values: [
          { value: 'none', label: 'None', priceModifier: '0.00' },
          { value: 'wire', label: 'Wire', priceModifier: '-2.50' },
          { value: 'steel', label: 'Steel', priceModifier: '12.34' },
        ],
      },
      options[2],
    ];
    expect(await rowsOf(sql`select slug, custom_options from categories order by slug`)).toEqual([
      { slug: 'empty', custom_options: [] },
      { slug: 'signs', custom_options: migratedOptions },
    ]);
    expect(
      await rowsOf(sql`select slug, custom_options, quantity_discounts from products order by slug`),
    ).toEqual([
      {
        slug: 'banner',
        custom_options: migratedOptions,
        quantity_discounts: [
          { minQuantity: 10, discountPercent: 10 },
          { minQuantity: 50, discountPercent: 7 },
          { minQuantity: 100, discountPercent: 12.5 },
        ],
      },
      { slug: 'plain', custom_options: [], quantity_discounts: [] },
    ]);
  });
});

describe('migration 0010: the catalogue page', () => {
  let folder: string;
  beforeAll(async () => {
    handle = await createTestDatabase({ migrated: false });
    folder = await migrationsUpTo('0009_one_money_and_percent_shape');
    await migrateDatabase(handle, folder);
  });
  afterAll(async () => {
    await handle.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('computes the from price, the tag flags and the approved rating of the products already there', async () => {
    const size = (price: string) => ({ value: `s${price}`, label: price, price });
    await handle.db.execute(sql`
      insert into products (name, slug, base_price, sizes, tags, is_archived) values
        ('Sized', 'sized', '30.00', ${JSON.stringify([size('45.00'), size('24.5'), size('100.00')])}::jsonb,
          '["top seller ", "Fast Shipping"]'::jsonb, false),
        ('Plain', 'plain', '9.99', '[]'::jsonb, '["Top Sellers", " FAST SHIPPING"]'::jsonb, false),
        ('Odd sizes', 'odd', '7.00', ${JSON.stringify([size('NaN'), size('12.00'), { value: 'x', label: 'X' }])}::jsonb,
          '[]'::jsonb, true)`);
    await handle.db.execute(sql`
      insert into reviews (product_id, customer_name, rating, comment, is_approved)
      select p.id, 'Pat', r.rating, 'Fine', r.approved
      from products p
      join (values ('sized', 5, true), ('sized', 4, true), ('sized', 4, true), ('sized', 1, false),
                   ('plain', 2, false)) as r(slug, rating, approved) on r.slug = p.slug`);

    await migrateDatabase(handle);

    const catalogueColumns = sql`select slug, from_price, is_top_seller, is_fast_shipping,
      approved_review_count, approved_average_rating from products order by slug`;
    expect(await rowsOf(catalogueColumns)).toEqual([
      {
        slug: 'odd',
        from_price: '12.00',
        is_top_seller: false,
        is_fast_shipping: false,
        approved_review_count: 0,
        approved_average_rating: null,
      },
      {
        slug: 'plain',
        from_price: '9.99',
        is_top_seller: false,
        is_fast_shipping: true,
        approved_review_count: 0,
        approved_average_rating: null,
      },
      {
        slug: 'sized',
        from_price: '24.50',
        is_top_seller: true,
        is_fast_shipping: true,
        approved_review_count: 3,
        approved_average_rating: '4.33',
      },
    ]);

    // From now on the database keeps them: a review approved, a product's sizes and tags changed.
    await handle.db.execute(sql`update reviews set is_approved = true where rating = 2`);
    await handle.db.execute(
      sql`update products set sizes = '[]'::jsonb, tags = '[]'::jsonb where slug = 'sized'`,
    );
    expect(await rowsOf(catalogueColumns)).toMatchObject([
      { slug: 'odd' },
      { slug: 'plain', approved_review_count: 1, approved_average_rating: '2.00' },
      { slug: 'sized', from_price: '30.00', is_top_seller: false, is_fast_shipping: false },
    ]);
    expect(await rowsOf(sql`select extname from pg_extension where extname = 'pg_trgm'`)).toEqual([
      { extname: 'pg_trgm' },
    ]);
  });
});
