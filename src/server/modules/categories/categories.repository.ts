import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';

export type CategoryRow = typeof categories.$inferSelect;

export function createCategoriesRepository(db: Executor) {
  return {
    listAll(): Promise<CategoryRow[]> {
      return db.select().from(categories).orderBy(asc(categories.id));
    },
  };
}
export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
