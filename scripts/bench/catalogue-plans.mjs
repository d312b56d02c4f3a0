// The plans and timings of GET /api/products' query (docs/decisions/0019) at a large catalogue:
//
//   node scripts/bench/catalogue-plans.mjs [products=10000] [--plans] [--only=pglite|postgres] [--case=text]
//     [--maintenance=vacuum|analyze|none]
//
// On in-memory PGlite, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (in a
// database of its own, dropped at the end). Adds `products` products (about 3 % archived, wide rows with
// HTML tabs, 0-4 sizes, tags, images) and about 3 reviews per product (80 % approved), then for each kind
// of query prints the median and worst time of the service call (the query, the count when a page is
// empty, the mapping) and, with --plans, EXPLAIN ANALYZE of the page query. Not part of `npm test`.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';
import { catalogPageQuery, createProductsRepository } from '#server/modules/products/products.repository';
import { listCatalogPage } from '#server/modules/products/products.service';

const args = process.argv.slice(2);
const count = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 10_000);
const showPlans = args.includes('--plans');
/** --only=pglite or --only=postgres runs one database; --case=<text> only the queries whose label has it. */
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const caseFilter = args.find((arg) => arg.startsWith('--case='))?.slice('--case='.length);
/**
 * After loading: --maintenance=vacuum (VACUUM ANALYZE, the default: what autovacuum does on PostgreSQL),
 * analyze (ANALYZE only) or none (PGlite has no autovacuum: a shop's embedded database is never vacuumed
 * or analysed unless the app does it).
 */
const maintenance =
  args.find((arg) => arg.startsWith('--maintenance='))?.slice('--maintenance='.length) ?? 'vacuum';
const runs = 30;

const bulkSql = (n) => `
INSERT INTO categories (name, slug)
SELECT 'Category ' || c, 'category-' || c FROM generate_series(1, 8) AS c;
INSERT INTO products (name, slug, description, base_price, sizes, tags, images, media, category_id,
  free_shipping, is_archived, overview, specifications, faqs)
SELECT
  (ARRAY['Premium','Economy','Heavy-Duty','Eco','Deluxe','Compact','Jumbo','Gloss'])[1 + g % 8] || ' ' ||
  (ARRAY['Vinyl Banner','Yard Sign','Business Cards','Sticker','Poster','Flag','Table Cover','Backdrop',
         'Canvas Print','Magnet'])[1 + (g / 8) % 10] || ' ' || g,
  'product-' || g,
  'Printed in full colour on ' ||
  (ARRAY['13 oz vinyl','coroplast','16 pt card','matte paper','polyester','canvas'])[1 + g % 6] ||
  ' for ' || (ARRAY['restaurants','schools','real estate','events','retail','gyms','churches'])[1 + g % 7] ||
  '. Weatherproof inks, hemmed edges and grommets on request; ships in ' || (1 + g % 5) || ' days. ' || md5(g::text),
  round((5 + (g * 7919) % 20000 / 100.0)::numeric, 2),
  (SELECT coalesce(jsonb_agg(jsonb_build_object('value', 's' || s, 'label', 'Size ' || s,
            'price', round((3 + ((g + s) * 104729) % 30000 / 100.0)::numeric, 2)::text)), '[]'::jsonb)
     FROM generate_series(1, g % 5) AS s),
  CASE g % 6 WHEN 0 THEN '["Top Seller"]' WHEN 1 THEN '["Fast Shipping"]'
    WHEN 2 THEN '["top seller ", "Fast Shipping", "New"]' ELSE '[]' END::jsonb,
  jsonb_build_array('/media/p' || g || '.webp', '/media/p' || g || '-2.webp'),
  jsonb_build_array(jsonb_build_object('type', 'image', 'url', '/media/p' || g || '.webp',
    'thumbnail', '/media/p' || g || '-600.webp', 'order', 0)),
  1 + g % 8,
  g % 11 = 0,
  g % 33 = 0,
  repeat('<p>Overview of a product with enough HTML to be stored out of line. </p>', 60),
  repeat('<tr><td>Spec</td><td>Value</td></tr>', 40),
  repeat('<h3>Question?</h3><p>Answer.</p>', 40)
FROM generate_series(1, ${Number(n)}) AS g;
INSERT INTO reviews (product_id, customer_name, rating, comment, is_approved)
SELECT p.id, 'Reviewer ' || r, 1 + (p.id * 31 + r * 17) % 5, 'A comment about the print quality.', r % 5 <> 0
FROM products AS p CROSS JOIN LATERAL generate_series(1, (p.id * 13) % 7) AS r;
`;

const cases = [
  ['popular, page 1', {}],
  ['popular, page 2', { page: 2 }],
  ['popular, page 300 (deep)', { page: 300 }],
  ['price-asc', { sort: 'price-asc' }],
  ['price-desc', { sort: 'price-desc' }],
  ['newest', { sort: 'newest' }],
  ['fast-shipping', { sort: 'fast-shipping' }],
  ['rating', { sort: 'rating' }],
  ['rating, page 100', { sort: 'rating', page: 100 }],
  ['category', { category: 'category-3' }],
  ['category, rating', { category: 'category-3', sort: 'rating' }],
  ['q=banner (10 % match)', { q: 'banner' }],
  ['q=banner, price-asc', { q: 'banner', sort: 'price-asc' }],
  ['q=banner, rating', { q: 'banner', sort: 'rating' }],
  ['q=restaurants (description)', { q: 'restaurants' }],
  ['q=printed (every row)', { q: 'printed' }],
  ['q=gloss magnet 9999 (one row)', { q: 'gloss magnet 9999' }],
  ['q=zz (two letters)', { q: 'zz' }],
  ['q=no match', { q: 'no such product' }],
  ['past the end', { page: 1000 }],
];
const queryOf = (changes) => ({ sort: 'popular', page: 1, pageSize: 24, ...changes });

async function withDatabase(name) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (name === 'pglite') return { handle: await openDatabase({}), drop: async () => {} };
  const database = `catalogue_plans_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const handle = await openDatabase({ url: url.toString() });
  const drop = async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await dropper.end();
  };
  return { handle, drop };
}

/** Runs raw SQL with parameters on the driver under Drizzle (several statements when there are none). */
async function raw(handle, text, params = []) {
  const client = handle.db.$client;
  if (handle.kind === 'pglite' && params.length === 0) return (await client.exec(text)).at(-1);
  return client.query(text, params);
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

async function bench(name) {
  const { handle, drop } = await withDatabase(name);
  try {
    await migrateDatabase(handle);
    const started = performance.now();
    await raw(handle, bulkSql(count));
    if (maintenance !== 'none') await raw(handle, maintenance === 'analyze' ? 'ANALYZE' : 'VACUUM ANALYZE');
    const totals = (
      await raw(
        handle,
        'SELECT (SELECT count(*) FROM products WHERE NOT is_archived)::int AS active, ' +
          '(SELECT count(*) FROM reviews WHERE is_approved)::int AS approved',
      )
    ).rows[0];
    console.log(
      `\n# ${name}: ${totals.active} active products, ${totals.approved} approved reviews ` +
        `(loaded in ${Math.round(performance.now() - started)} ms; maintenance: ${maintenance})`,
    );
    const repository = createProductsRepository(handle.db);
    console.log('| query | total | median ms | p95 ms | max ms |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const [label, changes] of cases) {
      if (caseFilter && !label.includes(caseFilter)) continue;
      const query = queryOf(changes);
      let total = 0;
      const times = [];
      for (let i = 0; i < runs + 3; i += 1) {
        const start = performance.now();
        const result = await listCatalogPage(repository, query);
        const ms = performance.now() - start;
        if (i >= 3) times.push(ms);
        total = result.total;
      }
      const fmt = (ms) => ms.toFixed(2);
      console.log(
        `| ${label} | ${total} | ${fmt(percentile(times, 0.5))} | ${fmt(percentile(times, 0.95))} | ${fmt(Math.max(...times))} |`,
      );
      if (showPlans) {
        const search = (query.q ?? '').trim();
        const built = catalogPageQuery(handle.db, {
          search: search === '' ? null : search,
          categorySlug: query.category ?? null,
          sort: query.sort,
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        }).toSQL();
        const plan = await raw(handle, `EXPLAIN (ANALYZE, COSTS OFF) ${built.sql}`, built.params);
        console.log(plan.rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n'));
      }
    }
  } finally {
    await handle.close();
    await drop();
  }
}

if (only !== 'postgres') await bench('pglite');
if (only !== 'pglite' && (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL))
  await bench('postgres');
