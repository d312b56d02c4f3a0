import { asc, count, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { categories, orderItems, products } from '#server/db/schema';
import { approvedRatings, type ProductWithRating, productWithRatingColumns } from './products.repository.ts';

export type NewProduct = typeof products.$inferInsert;

export function createAdminProductsRepository(db: Executor) {
  return {
    /** Every product, archived too, with its approved-review rating, in one query. */
    async listAll(): Promise<ProductWithRating[]> {
      const ratings = approvedRatings(db);
      return db
        .select({ product: products, averageRating: ratings.averageRating, reviewCount: ratings.reviewCount })
        .from(products)
        .leftJoin(ratings, eq(ratings.productId, products.id))
        .orderBy(asc(products.name), asc(products.id));
    },

    async findById(id: number): Promise<ProductWithRating | undefined> {
      const [row] = await db
        .select(productWithRatingColumns)
        .from(products)
        .where(eq(products.id, id))
        .limit(1);
      return row;
    },

    async insert(values: NewProduct): Promise<number> {
      const [row] = await db.insert(products).values(values).returning({ id: products.id });
      return row!.id;
    },

    async update(id: number, values: NewProduct, now: Date): Promise<boolean> {
      const updated = await db
        .update(products)
        .set({ ...values, updatedAt: now })
        .where(eq(products.id, id))
        .returning({ id: products.id });
      return updated.length > 0;
    },

    async delete(id: number): Promise<boolean> {
      const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
      return deleted.length > 0;
    },

    async countOrderLines(productId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(orderItems)
        .where(eq(orderItems.productId, productId));
      return row?.n ?? 0;
    },

    async categoryExists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, id))
        .limit(1);
      return Boolean(row);
    },
  };
}
export type AdminProductsRepository = ReturnType<typeof createAdminProductsRepository>;
