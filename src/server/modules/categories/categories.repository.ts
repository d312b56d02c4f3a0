import { asc, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { categories } from '#server/db/schema/categories';

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryValues = Pick<
  typeof categories.$inferInsert,
  'name' | 'slug' | 'description' | 'customOptions' | 'printDpiGreat' | 'printDpiOk'
>;

export function createCategoriesRepository(db: Executor) {
  return {
    listAll(): Promise<CategoryRow[]> {
      return db.select().from(categories).orderBy(asc(categories.id));
    },

    /** The admin list: by name, then by id so equal names keep a stable order. */
    listByName(): Promise<CategoryRow[]> {
      return db.select().from(categories).orderBy(asc(categories.name), asc(categories.id));
    },

    async insert(values: CategoryValues): Promise<CategoryRow> {
      const [row] = await db.insert(categories).values(values).returning();
      return row!;
    },

    /** The updated row, or undefined when there is no category with this id. */
    async update(id: number, values: CategoryValues): Promise<CategoryRow | undefined> {
      const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning();
      return row;
    },

    /** Whether a row was deleted; products.category_id is ON DELETE SET NULL. */
    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
      return rows.length > 0;
    },
  };
}
export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
