import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { products, reviews } from '#server/db/schema';

export type ProductRow = typeof products.$inferSelect;
export type ProductWithRating = {
  product: ProductRow;
  averageRating: string | null;
  reviewCount: number | null;
};

/** Every product's approved-review rating, as a subquery to join products with (one query for a list). */
export function approvedRatings(db: Executor) {
  return db
    .select({
      productId: reviews.productId,
      averageRating: sql<string>`round(avg(${reviews.rating}), 2)`.as('average_rating'),
      reviewCount: sql<number>`count(*)::int`.as('review_count'),
    })
    .from(reviews)
    .where(eq(reviews.isApproved, true))
    .groupBy(reviews.productId)
    .as('ratings');
}

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
};

export function createProductsRepository(db: Executor) {
  return {
    /** Active products with their approved-review rating, in one query. */
    async listActive(): Promise<ProductWithRating[]> {
      const ratings = approvedRatings(db);
      return db
        .select({ product: products, averageRating: ratings.averageRating, reviewCount: ratings.reviewCount })
        .from(products)
        .leftJoin(ratings, eq(ratings.productId, products.id))
        .where(eq(products.isArchived, false))
        .orderBy(asc(products.id));
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
  };
}
export type ProductsRepository = ReturnType<typeof createProductsRepository>;
