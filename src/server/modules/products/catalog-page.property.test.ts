import Big from 'big.js';
import { asc, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, reviews } from '#server/db/schema';
import { fuzzParameters } from '#server/test/fuzz-arbitraries';
import { createTestApp, type TestApp } from '#server/test/test-app';
import {
  type CatalogProduct,
  type CatalogSort,
  catalogSortValues,
  filterProducts,
  productFromPrice,
  sortProducts,
} from '#shared/catalog';
import { catalogTotalHeader, type ProductCard } from '#shared/schemas/catalog-page';
import type { MediaItem } from '#shared/schemas/product';

/**
 * The database's catalogue page against the shared rules, which were the browser's catalogue before
 * (src/shared/catalog.ts): for random catalogues and random queries, GET /api/products answers exactly
 * sortProducts(filterProducts(active products in id order)), one page of it, with the same total and the
 * same card fields. The stored columns the database keeps for itself (the from price, the tag flags from
 * generated columns, the from price counting the smallest custom size; the rating from the reviews triggers, after reviews are approved, moved, re-rated and
 * deleted) are compared with what the shared functions compute from the rows.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Small vocabularies, so searches hit often and ties are common.
const words = [
  'Banner',
  'banner',
  'SIGN',
  'Sign',
  'vinyl',
  'Vinyl',
  '100%',
  '50_50',
  'a\\b',
  'x',
  'Yard',
  'AB',
];
const textArb = fc
  .array(fc.constantFrom(...words, ' ', '-'), { maxLength: 5 })
  .map((parts) => parts.join(''));
const tagArb = fc.constantFrom(
  'Top Seller',
  ' top seller',
  'TOP SELLER\t',
  '\u00a0Top Seller\u2003',
  'Top Sellers',
  'Top',
  'Fast Shipping',
  'fast shipping ',
  '\ufeffFAST SHIPPING',
  'Fast',
  'New',
);
// A few prices, written in the shapes a money string may take, so that equal from prices (ties) are common.
const priceArb = fc.constantFrom('0', '0.00', '5', '5.00', '9.5', '9.50', '10.00', '12.34', '100');
const imageArb = fc.constantFrom('/media/a.webp', '/media/b.webp', '/media/c.webp');
const mediaArb: fc.Arbitrary<MediaItem> = fc.record({
  type: fc.constantFrom('image', 'video'),
  url: imageArb,
  thumbnail: fc.option(fc.constantFrom('/media/a-600.webp', '/media/b-600.webp'), { nil: null }),
  order: fc.nat(3),
});
// A custom size whose smallest piece is sometimes under the sizes, sometimes over, sometimes its minimum.
const customSizeArb = fc.option(
  fc.record({
    ratePerSqFt: fc.constantFrom('0.01', '2.50', '5.00', '12.34'),
    minimumCharge: fc.constantFrom('0.00', '5.00', '9.50', '10.00'),
    unit: fc.constantFrom('in' as const, 'ft' as const),
    minWidthIn: fc.constantFrom(1, 6, 12, 24, 13.5),
    maxWidthIn: fc.constant(240),
    minHeightIn: fc.constantFrom(1, 12, 36, 17.25),
    maxHeightIn: fc.constant(240),
    incrementIn: fc.constant(0.25),
  }),
  { nil: null },
);
const reviewArb = fc.record({ rating: fc.integer({ min: 1, max: 5 }), isApproved: fc.boolean() });
const productArb = fc.record({
  name: textArb,
  description: textArb,
  category: fc.option(fc.nat(2), { nil: null }),
  basePrice: priceArb,
  sizePrices: fc.array(priceArb, { maxLength: 3 }),
  customSize: customSizeArb,
  tags: fc.uniqueArray(tagArb, { maxLength: 3 }),
  images: fc.array(imageArb, { maxLength: 2 }),
  media: fc.array(mediaArb, { maxLength: 3 }),
  freeShipping: fc.boolean(),
  isArchived: fc.nat(3).map((n) => n === 0),
  reviews: fc.array(reviewArb, { maxLength: 5 }),
});
/** A later change to one review, by its position among all the reviews: what the admin may do. */
const reviewChangeArb = fc.record({
  at: fc.nat(),
  change: fc.oneof(
    fc.record({ kind: fc.constant('approve' as const), isApproved: fc.boolean() }),
    fc.record({ kind: fc.constant('rate' as const), rating: fc.integer({ min: 1, max: 5 }) }),
    fc.record({ kind: fc.constant('move' as const), to: fc.nat() }),
    fc.record({ kind: fc.constant('delete' as const) }),
  ),
});
const queryArb = fc.record({
  q: fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '   ',
        '%',
        '_',
        '\\',
        'a\\b',
        '0%',
        '0_5',
        ' banner ',
        'BANNER',
        'sign',
      ),
    },
    {
      // A piece of a word, in any case, sometimes with spaces around it.
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...words), fc.nat(5), fc.nat(5), fc.boolean(), fc.boolean())
        .map(([word, from, length, upper, padded]) => {
          const piece = word.slice(from % word.length, (from % word.length) + 1 + length);
          const cased = upper ? piece.toUpperCase() : piece.toLowerCase();
          return padded ? `  ${cased} ` : cased;
        }),
    },
  ),
  category: fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: fc.constantFrom('cat-0', 'cat-1', 'cat-2', 'no-such-category') },
  ),
  sort: fc.option(fc.constantFrom(...catalogSortValues), { nil: undefined }),
  page: fc.integer({ min: 1, max: 3 }),
  pageSize: fc.integer({ min: 1, max: 8 }),
});
type CatalogQuery = typeof queryArb extends fc.Arbitrary<infer T> ? T : never;

async function clearCatalogue() {
  await t.handle.db.delete(reviews);
  await t.handle.db.delete(products);
  await t.handle.db.delete(categories);
}

/** The rating the card should show, from the approved reviews as they now are: the average rounded half up. */
function expectedRatings(rows: { productId: number; rating: number; isApproved: boolean }[]) {
  const byProduct = new Map<number, number[]>();
  for (const row of rows) {
    if (!row.isApproved) continue;
    byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row.rating]);
  }
  return (productId: number) => {
    const ratings = byProduct.get(productId) ?? [];
    if (ratings.length === 0) return { averageRating: null, reviewCount: 0 };
    const sum = ratings.reduce((total, rating) => total + rating, 0);
    return {
      averageRating: new Big(sum).div(ratings.length).round(2, Big.roundHalfUp).toNumber(),
      reviewCount: ratings.length,
    };
  };
}

function searchOf(query: CatalogQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return params.toString();
}

describe('GET /api/products against the shared catalogue rules', () => {
  it('answers one page of sortProducts(filterProducts(active products)), with its total', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(productArb, { minLength: 2, maxLength: 16, size: 'max' }),
        fc.array(reviewChangeArb, { maxLength: 6 }),
        fc.array(queryArb, { minLength: 1, maxLength: 6 }),
        async (catalogue, reviewChanges, queries) => {
          run += 1;
          const { db } = t.handle;
          await clearCatalogue();
          const categoryRows = await db
            .insert(categories)
            .values([0, 1, 2].map((n) => ({ name: `Category ${n}`, slug: `cat-${n}` })))
            .returning();
          const categoryIds = categoryRows.map((row) => row.id);
          const inserted =
            catalogue.length === 0
              ? []
              : await db
                  .insert(products)
                  .values(
                    catalogue.map((product, index) => ({
                      name: product.name,
                      slug: `p-${run}-${index}`,
                      description: product.description,
                      categoryId: product.category === null ? null : categoryIds[product.category]!,
                      basePrice: product.basePrice,
                      sizes: product.sizePrices.map((price, n) => ({
                        value: `s${n}`,
                        label: `S${n}`,
                        price,
                      })),
                      customSize: product.customSize ? { ...product.customSize } : null,
                      tags: product.tags,
                      images: product.images,
                      media: product.media,
                      freeShipping: product.freeShipping,
                      isArchived: product.isArchived,
                    })),
                  )
                  .returning({ id: products.id });
          const reviewValues = catalogue.flatMap((product, index) =>
            product.reviews.map((review) => ({
              productId: inserted[index]!.id,
              customerName: 'Pat',
              comment: 'Fine',
              ...review,
            })),
          );
          const reviewIds =
            reviewValues.length === 0
              ? []
              : (await db.insert(reviews).values(reviewValues).returning({ id: reviews.id })).map(
                  (r) => r.id,
                );
          for (const { at, change } of reviewChanges) {
            if (reviewIds.length === 0) break;
            const id = reviewIds[at % reviewIds.length]!;
            if (change.kind === 'delete') await db.delete(reviews).where(eq(reviews.id, id));
            else if (change.kind === 'approve')
              await db.update(reviews).set({ isApproved: change.isApproved }).where(eq(reviews.id, id));
            else if (change.kind === 'rate')
              await db.update(reviews).set({ rating: change.rating }).where(eq(reviews.id, id));
            else
              await db
                .update(reviews)
                .set({ productId: inserted[change.to % inserted.length]!.id })
                .where(eq(reviews.id, id));
          }

          // The oracle: the rows as stored, through the shared rules, in the catalogue's (id) order.
          const ratingOf = expectedRatings(
            await db
              .select({
                productId: reviews.productId,
                rating: reviews.rating,
                isApproved: reviews.isApproved,
              })
              .from(reviews),
          );
          const rows = await db
            .select()
            .from(products)
            .where(
              inArray(
                products.id,
                inserted.map((row) => row.id),
              ),
            )
            .orderBy(asc(products.id));
          const active: (CatalogProduct & ProductCard)[] = rows
            .filter((row) => !row.isArchived)
            .map((row) => {
              const image = row.images[0] ?? null;
              const thumbnail =
                row.media.find((item) => item.type === 'image' && item.url === image)?.thumbnail ?? null;
              return {
                id: row.id,
                name: row.name,
                slug: row.slug,
                description: row.description,
                categoryId: row.categoryId,
                basePrice: row.basePrice,
                fromPrice: productFromPrice(row),
                image,
                imageThumbnail: image === null ? null : thumbnail,
                tags: row.tags,
                freeShipping: row.freeShipping,
                ...ratingOf(row.id),
              };
            });

          for (const query of queries) {
            const response = await t.app.inject({ method: 'GET', url: `/api/products?${searchOf(query)}` });
            expect(response.statusCode, response.body).toBe(200);
            const categoryId =
              query.category === undefined
                ? null
                : (categoryRows.find((row) => row.slug === query.category)?.id ?? -1);
            const matching = sortProducts(
              filterProducts(active, { q: query.q ?? '', categoryId }),
              (query.sort ?? 'popular') as CatalogSort,
            );
            const start = (query.page - 1) * query.pageSize;
            expect(response.json(), searchOf(query)).toEqual(matching.slice(start, start + query.pageSize));
            expect(Number(response.headers[catalogTotalHeader])).toBe(matching.length);
          }
        },
      ),
      fuzzParameters(30),
    );
  });
});
