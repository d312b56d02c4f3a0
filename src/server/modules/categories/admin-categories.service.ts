import { failOnUniqueViolation } from '#server/db/unique-violation';
import { conflict, notFound, validationFailed } from '#server/errors';
import { apiMessages } from '#shared/errors';
import type { Category, CategoryInput } from '#shared/schemas/category';
import { customOptionIssues } from '#shared/schemas/custom-option';
import { printDpiIssues } from '#shared/schemas/print-dpi';
import type { CategoriesRepository, CategoryValues } from './categories.repository.ts';
import { toApiCategory } from './categories.service.ts';

/** The Categories tab's list, sorted by name. */
export async function listAdminCategories(repository: CategoriesRepository): Promise<Category[]> {
  return (await repository.listByName()).map(toApiCategory);
}

/**
 * A blank description is stored as none; custom options follow the product rules (decision 0013); the
 * artwork check's thresholds are both set, or both empty.
 */
function toValues(input: CategoryInput): CategoryValues {
  const issues = [
    ...customOptionIssues('options.customOptions', input.options.customOptions),
    ...printDpiIssues(input),
  ];
  if (issues.length > 0) throw validationFailed(issues);
  return {
    name: input.name,
    slug: input.slug,
    description: input.description ? input.description : null,
    customOptions: input.options.customOptions,
    printDpiGreat: input.printDpiGreat,
    printDpiOk: input.printDpiOk,
  };
}

/** Runs a write; a slug that another category has is a 409 saying so (the unique index decides, no race). */
function guardSlug<T>(slug: string, write: () => Promise<T>): Promise<T> {
  return failOnUniqueViolation(write, () => conflict(apiMessages.categorySlugTaken(slug)));
}

export async function createCategory(
  repository: CategoriesRepository,
  input: CategoryInput,
): Promise<Category> {
  const row = await guardSlug(input.slug, () => repository.insert(toValues(input)));
  return toApiCategory(row);
}

export async function updateCategory(
  repository: CategoriesRepository,
  id: number,
  input: CategoryInput,
): Promise<Category> {
  const row = await guardSlug(input.slug, () => repository.update(id, toValues(input)));
  if (!row) throw notFound(apiMessages.categoryNotFound);
  return toApiCategory(row);
}

/** Its products stay, uncategorised (the foreign key sets their category to null). */
export async function deleteCategory(repository: CategoriesRepository, id: number): Promise<void> {
  if (!(await repository.delete(id))) throw notFound(apiMessages.categoryNotFound);
}
