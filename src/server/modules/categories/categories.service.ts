import type { Category } from '#shared/schemas/category';
import type { CategoriesRepository, CategoryRow } from './categories.repository.ts';

export function toApiCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    options: { customOptions: row.customOptions },
    printDpiGreat: row.printDpiGreat,
    printDpiOk: row.printDpiOk,
  };
}

/** The storefront's list (GET /api/categories), in the order they were made. */
export async function listCategories(repository: CategoriesRepository): Promise<Category[]> {
  return (await repository.listAll()).map(toApiCategory);
}
