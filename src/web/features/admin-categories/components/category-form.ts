import { z } from 'zod';
import { type Category, type CategoryInput, categoryInputSchema } from '#shared/schemas/category';
import { optionDrafts, optionDraftsSchema, toCustomOptions } from '#web/components/custom-option-drafts.ts';
import { printDpiDraft, printDpiDraftSchema, toPrintDpi } from '#web/components/print-dpi-drafts.ts';

const { name, slug, description } = categoryInputSchema.shape;

/**
 * The category dialog's fields: the contract's rules and the messages of docs/product/admin.md ('Name is
 * required', 'Slug is required') for name, slug and description; each custom option and the artwork check's
 * thresholds checked as typed.
 */
export const categoryFormSchema = z.object({
  name,
  slug,
  description,
  options: optionDraftsSchema,
  printDpi: printDpiDraftSchema,
});
export type CategoryFormValues = z.input<typeof categoryFormSchema>;
export type CategoryFormOutput = z.output<typeof categoryFormSchema>;

export function emptyCategoryForm(): CategoryFormValues {
  return { name: '', slug: '', description: '', options: [], printDpi: printDpiDraft(null) };
}

export function categoryFormValues(category: Category): CategoryFormValues {
  return {
    name: category.name,
    slug: category.slug,
    description: category.description ?? '',
    options: optionDrafts(category.options.customOptions),
    printDpi: printDpiDraft(category),
  };
}

/** The request body (an empty description is none), checked once more by the contract as a whole. */
export function toCategoryInput(values: CategoryFormOutput) {
  const text = values.description?.trim() ?? '';
  return categoryInputSchema.safeParse({
    name: values.name,
    slug: values.slug,
    description: text === '' ? null : text,
    options: { customOptions: toCustomOptions(values.options) },
    ...toPrintDpi(values.printDpi),
  } satisfies CategoryInput);
}
