// A large catalogue for the bench (BENCH_PRODUCTS=10000): added in one INSERT … SELECT generate_series to
// a database the shop has migrated and seeded with the demo catalogue, while the shop is stopped (a PGlite
// folder belongs to one process; a PostgreSQL shop would also keep answering from its caches).
//
// Each new product copies a demo product (so its sizes, materials, options, HTML, images and category are
// ones the shop made and checked) under a new name, slug, description, price, tags and date; about one
// product in five gets one to three approved reviews, and one in forty a pending one.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const quote = (text) => `'${text.replaceAll("'", "''")}'`;
/** A text array literal, parenthesised so it can be subscripted. */
const sqlArray = (values) => `(ARRAY[${values.map(quote).join(', ')}])`;

const variants = [
  'Premium',
  'Economy',
  'Heavy-Duty',
  'Eco-Friendly',
  'Deluxe',
  'Compact',
  'Jumbo',
  'Gloss',
  'Matte',
  'Weatherproof',
  'Express',
  'Classic',
  'Double-Sided',
  'Recycled',
  'Pro',
  'Value',
];
const audiences = [
  'Restaurants',
  'Real Estate',
  'Retail Stores',
  'Schools',
  'Churches',
  'Sports Teams',
  'Weddings',
  'Construction Sites',
  'Medical Offices',
  'Car Dealerships',
  'Festivals',
  'Nonprofits',
  'Salons',
  'Gyms',
  'Farmers Markets',
  'Election Campaigns',
  'Breweries',
  'Hotels',
  'Startups',
  'Law Firms',
];
const extraTags = [
  'Eco',
  'New',
  'Bulk Deal',
  'Indoor',
  'Outdoor',
  'Best Value',
  'Custom Size',
  'Local Pickup',
];
const reviewers = [
  'Alex Morgan',
  'Jamie Chen',
  'Sam Rivera',
  'Taylor Brooks',
  'Jordan Lee',
  'Casey Nguyen',
  'Riley Patel',
  'Morgan Diaz',
  'Avery Kim',
  'Quinn Foster',
  'Drew Hughes',
  'Reese Okafor',
];
const comments = [
  'Exactly what we needed. Colors were vivid and it arrived a day early.',
  'Good quality for the price; the proof came back quickly and the print matched it.',
  'Ordered for an event on short notice and the rush option saved us.',
  'Sturdy and easy to set up. We will order again for the next season.',
  'The finish looks professional and customers keep asking where we got it.',
  'Slightly smaller than I pictured, but the print quality is excellent.',
  'Second order this year, consistent quality both times.',
  'Packaging was solid and nothing was scratched in transit.',
];

/** The SQL that adds `count` products (and their reviews) to a seeded shop database. */
export function bulkCatalogueSql(count) {
  return `
BEGIN;
CREATE TEMP TABLE bench_templates ON COMMIT DROP AS
  SELECT row_number() OVER (ORDER BY id) - 1 AS k, *
  FROM products WHERE NOT is_archived;
INSERT INTO products (
  name, slug, description, base_price, images, media, features, tags, free_shipping, category_id,
  turnaround_time, has_double_sided, double_sided_price, rush_fee, has_lamination, has_cut_shapes,
  has_finishes, sizes, materials, cut_shapes, finishes, quantity_discounts, custom_options, overview,
  specifications, faqs, created_at, updated_at
)
SELECT
  v.variant || ' ' || t.name || ' for ' || v.audience || ' ' || lpad(g::text, 5, '0'),
  t.slug || '-' || lower(regexp_replace(v.variant, '[^A-Za-z]+', '-', 'g')) || '-' || g,
  v.variant || ' ' || lower(t.name) || ' made for ' || lower(v.audience) || '. ' || t.description,
  round(t.base_price * (0.8 + (g % 9) * 0.05), 2),
  t.images, t.media, t.features,
  CASE WHEN g % 3 = 0 THEN t.tags || to_jsonb(${sqlArray(extraTags)}[1 + g % ${extraTags.length}]) ELSE t.tags END,
  t.free_shipping OR g % 11 = 0,
  t.category_id, t.turnaround_time, t.has_double_sided, t.double_sided_price, t.rush_fee,
  t.has_lamination, t.has_cut_shapes, t.has_finishes, t.sizes, t.materials, t.cut_shapes, t.finishes,
  t.quantity_discounts, t.custom_options, t.overview, t.specifications, t.faqs,
  now() - make_interval(days => 1 + g % 700, mins => g % 1440),
  now() - make_interval(days => g % 30)
FROM generate_series(1, ${Number(count)}) AS g
CROSS JOIN LATERAL (
  SELECT
    ${sqlArray(variants)}[1 + g % ${variants.length}] AS variant,
    ${sqlArray(audiences)}[1 + (g / ${variants.length}) % ${audiences.length}] AS audience
) AS v
JOIN bench_templates AS t ON t.k = g % (SELECT count(*) FROM bench_templates);
INSERT INTO reviews (product_id, customer_name, rating, comment, is_approved, created_at)
SELECT
  p.id,
  ${sqlArray(reviewers)}[1 + (p.id + r) % ${reviewers.length}],
  3 + (p.id + r) % 3,
  ${sqlArray(comments)}[1 + (p.id * 7 + r) % ${comments.length}],
  NOT (r = 4),
  p.created_at + make_interval(days => r)
FROM products AS p
CROSS JOIN LATERAL generate_series(1, CASE WHEN p.id % 40 = 0 THEN 4 ELSE 1 + p.id % 3 END) AS r
WHERE p.slug ~ '-[0-9]+$' AND (p.id % 5 = 0 OR p.id % 40 = 0) AND r <= 4;
ANALYZE products;
ANALYZE reviews;
COMMIT;
`;
}

/**
 * Adds `count` products to the shop database (the PGlite folder under dataDir, or PostgreSQL at url),
 * opened with the built server's own openDatabase, so PGlite loads the extensions the migrations need.
 * Resolves with how many active products and approved reviews the database then holds.
 */
export async function loadBulkCatalogue({ buildRoot, dataDir, url }, count) {
  const { openDatabase } = await import(
    pathToFileURL(path.join(buildRoot, 'dist/server-build/server/db/client.js')).href
  );
  const countSql =
    'SELECT (SELECT count(*) FROM products WHERE NOT is_archived)::int AS products, ' +
    '(SELECT count(*) FROM reviews WHERE is_approved)::int AS reviews';
  const started = Date.now();
  const handle = await openDatabase(url ? { url } : { dataDir });
  try {
    // Drizzle's $client: the PGlite instance (exec runs several statements) or the pg pool.
    const client = handle.db.$client;
    if (handle.kind === 'pglite') await client.exec(bulkCatalogueSql(count));
    else await client.query(bulkCatalogueSql(count));
    const totals = (await client.query(countSql)).rows[0];
    return { ...totals, ms: Date.now() - started };
  } finally {
    await handle.close();
  }
}
