import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { categoriesReadModel as categories } from '#server/db/schema/categories';
import { orderItemsReadModel as orderItems } from '#server/db/schema/orders';
import { products } from '#server/db/schema/products';
import { type ProductWithRating, productWithRatingColumns } from './products.repository.ts';

export type NewProduct = typeof products.$inferInsert;

/** What the admin's product list filters by: a search text, some ids, only the products on sale. */
export type AdminProductFilter = {
  search?: string | undefined;
  ids?: number[] | undefined;
  onSale?: boolean | undefined;
};

/** The columns of one entry of the admin's slim list (no HTML, no option lists). */
const listColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  isArchived: products.isArchived,
  categoryId: products.categoryId,
  basePrice: products.basePrice,
  updatedAt: products.updatedAt,
};
export type AdminProductListRow = Pick<typeof products.$inferSelect, keyof typeof listColumns>;

/** A LIKE pattern that finds `text` anywhere, its own `\`, `%` and `_` taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function filterWhere({ search, ids, onSale }: AdminProductFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(products.name, pattern), ilike(products.slug, pattern)) as SQL);
  }
  if (ids) conditions.push(inArray(products.id, ids));
  if (onSale) conditions.push(eq(products.isArchived, false));
  return and(...conditions);
}

export function createAdminProductsRepository(db: Executor) {
  return {
    /**
     * One page of the slim list, archived products too unless `onSale`, by name (case-insensitively) then id, and how
     * many match in all pages.
     */
    async listPage(
      filter: AdminProductFilter,
      limit: number,
      offset: number,
    ): Promise<{ rows: AdminProductListRow[]; total: number }> {
      const where = filterWhere(filter);
      const [rows, [counted]] = await Promise.all([
        db
          .select(listColumns)
          .from(products)
          .where(where)
          .orderBy(sql`lower(${products.name})`, asc(products.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(products).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
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
