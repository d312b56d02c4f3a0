import { z } from 'zod';
import { safeString, slugSchema } from './common.ts';
import { customOptionResponseSchema, customOptionSchema } from './custom-option.ts';
import { printDpiFields } from './print-dpi.ts';

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  options: z.object({ customOptions: z.array(customOptionResponseSchema) }),
  /** The artwork check's thresholds for the category's products; both null: the defaults by kind. */
  printDpiGreat: z.number().int().nullable().optional(),
  printDpiOk: z.number().int().nullable().optional(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListSchema = z.array(categorySchema);

export const categoryInputSchema = z.object({
  // A missing name or slug gets the same message as an empty one (docs/product/admin.md).
  name: safeString({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200),
  slug: z.string({ error: 'Slug is required' }).pipe(slugSchema),
  description: safeString().trim().max(2000).nullish(),
  options: z.object({ customOptions: z.array(customOptionSchema).max(50) }).default({ customOptions: [] }),
  ...printDpiFields,
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;
