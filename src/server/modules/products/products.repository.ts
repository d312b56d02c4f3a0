import { type AnyColumn, and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { categoriesReadModel as categories } from '#server/db/schema/categories';
import { products } from '#server/db/schema/products';
import { reviewsReadModel as reviews } from '#server/db/schema/reviews';
import type { CatalogSort } from '#shared/catalog';

type ProductRow = typeof products.$inferSelect;
export type ProductWithRating = {
  product: ProductRow;
  averageRating: string | null;
  reviewCount: number | null;
  /** The product's category's artwork-check thresholds (null without a category or a setting). */
  categoryPrintDpiGreat: number | null;
  categoryPrintDpiOk: number | null;
};

// Qualified explicitly: Drizzle renders columns of a one-table select without their table name,
// and an unqualified "id" inside the subquery would mean the review's id.
const productId = sql.raw('"products"."id"');

/** One product with its approved-review rating: the columns of a single-product select. */
export const productWithRatingColumns = {
  product: products,
  averageRating: sql<
    string | null
  >`(select round(avg(r.rating), 2) from ${reviews} r where r.product_id = ${productId} and r.is_approved)`,
  reviewCount: sql<number>`(select count(*)::int from ${reviews} r where r.product_id = ${productId} and r.is_approved)`,
  categoryPrintDpiGreat: sql<
    number | null
  >`(select c.print_dpi_great from ${categories} c where c.id = ${products.categoryId})`,
  categoryPrintDpiOk: sql<
    number | null
  >`(select c.print_dpi_ok from ${categories} c where c.id = ${products.categoryId})`,
};

/** What one catalogue page asks for; the service has trimmed the search and turned pages into rows. */
export type CatalogPageFilter = {
  /** Trimmed, not blank; matched as a case-insensitive substring of the name or the description. */
  search: string | null;
  categorySlug: string | null;
  sort: CatalogSort;
  limit: number;
  offset: number;
};

/** A LIKE pattern that finds `text` anywhere, its own `\`, `%` and `_` taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The active products a catalogue query matches. `NOT is_archived` is written out rather than bound as a
 * parameter, so the planner can use the partial indexes of migration 0010 whatever plan it caches.
 */
function catalogWhere({ search, categorySlug }: Pick<CatalogPageFilter, 'search' | 'categorySlug'>): SQL {
  const conditions: SQL[] = [sql`NOT ${products.isArchived}`];
  if (categorySlug !== null) {
    conditions.push(
      sql`${products.categoryId} = (SELECT ${categories.id} FROM ${categories} WHERE ${categories.slug} = ${categorySlug})`,
    );
  }
  if (search !== null) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(products.name, pattern), ilike(products.description, pattern)) as SQL);
  }
  return and(...conditions) as SQL;
}

/** The columns a product card shows (never the tabs' HTML, the option lists or the SEO fields). */
const cardColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  description: products.description,
  categoryId: products.categoryId,
  basePrice: products.basePrice,
  fromPrice: products.fromPrice,
  tags: products.tags,
  freeShipping: products.freeShipping,
  // The first image, and the thumbnail its media item has (thumbnailOf in src/web/lib/responsive-image.ts).
  image: sql<string | null>`${products.images} ->> 0`.as('image'),
  imageThumbnail: sql<string | null>`(
    SELECT m.item ->> 'thumbnail'
      FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${products.media}) = 'array' THEN ${products.media} ELSE '[]'::jsonb END)
           WITH ORDINALITY AS m(item, position)
     WHERE m.item ->> 'type' = 'image' AND m.item ->> 'url' = ${products.images} ->> 0
     ORDER BY m.position
     LIMIT 1)`.as('image_thumbnail'),
  // Kept on the product by triggers on reviews (migration 0010): approved reviews only.
  averageRating: products.approvedAverageRating,
  reviewCount: products.approvedReviewCount,
};

export type CatalogCardRow = Pick<
  ProductRow,
  'id' | 'name' | 'slug' | 'description' | 'categoryId' | 'basePrice' | 'fromPrice' | 'tags' | 'freeShipping'
> & {
  image: string | null;
  imageThumbnail: string | null;
  averageRating: string | null;
  reviewCount: number;
};

/** The columns the sorts read, from the products table or from a subquery of it. */
type SortColumns = Record<
  'id' | 'fromPrice' | 'isTopSeller' | 'isFastShipping' | 'approvedAverageRating' | 'approvedReviewCount',
  AnyColumn
>;
const sortColumns = {
  id: products.id,
  fromPrice: products.fromPrice,
  isTopSeller: products.isTopSeller,
  isFastShipping: products.isFastShipping,
  approvedAverageRating: products.approvedAverageRating,
  approvedReviewCount: products.approvedReviewCount,
};

/**
 * The ORDER BY of each sort (docs/product/storefront.md); ties go by id. On the products table each
 * matches one partial index of migration 0010 (newest: products_active_idx walked backwards).
 */
function sortOrder(sort: CatalogSort, columns: SortColumns): SQL[] {
  switch (sort) {
    case 'popular':
      return [desc(columns.isTopSeller), asc(columns.id)];
    case 'fast-shipping':
      return [desc(columns.isFastShipping), asc(columns.id)];
    case 'price-asc':
      return [asc(columns.fromPrice), asc(columns.id)];
    case 'price-desc':
      return [desc(columns.fromPrice), asc(columns.id)];
    case 'newest':
      return [desc(columns.id)];
    case 'rating':
      return [
        sql`${columns.approvedAverageRating} DESC NULLS LAST`,
        desc(columns.approvedReviewCount),
        asc(columns.id),
      ];
  }
}

/** The page's ids, each with the number of matches (counted in the same pass: count(*) over ()). */
function pageOfIds(db: Executor, filter: CatalogPageFilter) {
  const total = sql<number>`(count(*) OVER ())::int`.as('total');
  const where = catalogWhere(filter);
  if (filter.search === null && filter.categorySlug === null) {
    // The whole catalogue: walk the sort's index (index-only where the visibility map allows).
    return db
      .select({ id: products.id, total })
      .from(products)
      .where(where)
      .orderBy(...sortOrder(filter.sort, sortColumns))
      .limit(filter.limit)
      .offset(filter.offset)
      .as('page');
  }
  // Filtered: find the matches and count them first, then sort them. A subquery with a window function
  // is planned apart, for its WHERE alone (through the trigram or category index, or a scan when most rows
  // match); merged into the sorted query, the planner would rather walk the sort's index and run the search
  // on every active product, although the count needs them all.
  const matches = db
    .select({ ...sortColumns, total })
    .from(products)
    .where(where)
    .as('matches');
  return db
    .select({ id: matches.id, total: matches.total })
    .from(matches)
    .orderBy(...sortOrder(filter.sort, matches))
    .limit(filter.limit)
    .offset(filter.offset)
    .as('page');
}

/**
 * One catalogue page, each row with the total of matching products. Exported for
 * scripts/bench/catalogue-plans.mjs, which prints its plans at 10,000 products.
 *
 * The page's ids are chosen reading only ids and sort keys; only the page's rows are then read whole, by
 * primary key, for their card columns. A deep page thus skips index entries, not rows with their
 * thumbnails worked out.
 */
export function catalogPageQuery(db: Executor, filter: CatalogPageFilter) {
  const page = pageOfIds(db, filter);
  return db
    .select({ ...cardColumns, total: page.total })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .orderBy(...sortOrder(filter.sort, sortColumns));
}

export function createProductsRepository(db: Executor) {
  return {
    /**
     * One page of the storefront catalogue (docs/decisions/0019): the active products that match, sorted,
     * as card rows, and how many match over every page. One query (catalogPageQuery), and a count
     * when a page past the first comes back empty.
     */
    async listCatalogPage(filter: CatalogPageFilter): Promise<{ rows: CatalogCardRow[]; total: number }> {
      const rows = await catalogPageQuery(db, filter);
      if (rows.length > 0)
        return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]!.total };
      // An empty page says nothing about the pages before it: count, unless this is the first page.
      if (filter.offset === 0) return { rows: [], total: 0 };
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .where(catalogWhere(filter));
      return { rows: [], total: counted?.total ?? 0 };
    },

    async findActiveBySlug(slug: string): Promise<ProductWithRating | undefined> {
      const [row] = await db
        .select(productWithRatingColumns)
        .from(products)
        .where(and(eq(products.slug, slug), eq(products.isArchived, false)))
        .limit(1);
      return row;
    },

    /** Every active product's slug and last change (sitemap.xml), in one query. */
    async listActiveSlugs(): Promise<{ slug: string; updatedAt: Date }[]> {
      return db
        .select({ slug: products.slug, updatedAt: products.updatedAt })
        .from(products)
        .where(eq(products.isArchived, false))
        .orderBy(asc(products.id));
    },
    async activeExists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, id), eq(products.isArchived, false)))
        .limit(1);
      return Boolean(row);
    },

    /** The product's name when it exists and is not archived. */
    async findActiveName(id: number): Promise<string | undefined> {
      const [row] = await db
        .select({ name: products.name })
        .from(products)
        .where(and(eq(products.id, id), eq(products.isArchived, false)))
        .limit(1);
      return row?.name;
    },
  };
}
export type ProductsRepository = ReturnType<typeof createProductsRepository>;
