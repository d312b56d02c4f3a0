import { and, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { productsReadModel as products } from '#server/db/schema/products';
import { reviews } from '#server/db/schema/reviews';

export type ReviewRow = typeof reviews.$inferSelect;
export type AdminReviewRow = ReviewRow & { productName: string };
export type ReviewValues = Pick<
  typeof reviews.$inferInsert,
  'productId' | 'customerName' | 'rating' | 'comment' | 'reviewImages'
>;

/** PostgreSQL's integer range: a larger id names no row (and must not reach the query). */
const MAX_ID = 2_147_483_647;

/** A review's columns and its product's name: the admin list's row. */
const adminReviewColumns = { ...getTableColumns(reviews), productName: products.name };

export function createReviewsRepository(db: Executor) {
  return {
    listApprovedForProduct(productId: number): Promise<ReviewRow[]> {
      return db
        .select()
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.isApproved, true)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id));
    },

    /**
     * One page of reviews (pending and approved), of one product when given, each with its product's
     * name, newest first; and how many match in all.
     */
    async listPageForAdmin(
      productId: number | undefined,
      limit: number,
      offset: number,
    ): Promise<{ rows: AdminReviewRow[]; total: number }> {
      const where = productId === undefined ? undefined : eq(reviews.productId, productId);
      const [rows, [counted]] = await Promise.all([
        db
          .select(adminReviewColumns)
          .from(reviews)
          .innerJoin(products, eq(products.id, reviews.productId))
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(reviews).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    /** The review; `lock` holds its row until the transaction ends (an edit reading its pictures). */
    async findById(id: number, options: { lock?: boolean } = {}): Promise<ReviewRow | undefined> {
      const query = db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    /** The name of the product, archived or not; undefined when there is no such product. */
    async findProductName(productId: number): Promise<string | undefined> {
      if (productId > MAX_ID) return undefined;
      const [row] = await db
        .select({ name: products.name })
        .from(products)
        .where(eq(products.id, productId))
        .limit(1);
      return row?.name;
    },

    async insert(values: ReviewValues & { isApproved: boolean }): Promise<ReviewRow> {
      const [row] = await db.insert(reviews).values(values).returning();
      return row!;
    },

    async update(id: number, values: ReviewValues): Promise<ReviewRow | undefined> {
      const [row] = await db.update(reviews).set(values).where(eq(reviews.id, id)).returning();
      return row;
    },

    /** Marks the review approved (again, if it already was) and answers it with its product's name. */
    async approve(id: number): Promise<AdminReviewRow | undefined> {
      const [row] = await db
        .update(reviews)
        .set({ isApproved: true })
        .from(products)
        .where(and(eq(reviews.id, id), eq(products.id, reviews.productId)))
        .returning(adminReviewColumns);
      return row;
    },

    /** Deletes the review and answers the pictures it had; undefined when there was no such review. */
    async delete(id: number): Promise<{ reviewImages: string[] } | undefined> {
      const [row] = await db
        .delete(reviews)
        .where(eq(reviews.id, id))
        .returning({ reviewImages: reviews.reviewImages });
      return row;
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
