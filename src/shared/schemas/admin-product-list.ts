import { z } from 'zod';
import { maxInt32, safeString } from './common.ts';

/**
 * GET /api/admin/products: one page of the admin's slim product list (docs/product/api.md#admin-calls).
 * Like the storefront's catalogue (catalog-page.ts, docs/decisions/0019) the body is a JSON array, one
 * page of it, with the total in the `x-total-count` header (catalogTotalHeader) and the neighbouring pages
 * in a `Link` header (rel="prev", rel="next"). Each entry is what a picker shows; the editor loads the
 * whole product from GET /api/admin/products/{id}.
 */

/** Entries on one page when the client does not say. */
const adminProductPageSize = 50;
/** The most entries a client may ask for in one page, and the most ids one `ids` filter may name. */
const maxAdminProductPageSize = 100;

const pageMessage = 'Page must be a whole number from 1 to 100000';
const pageSizeMessage = `Page size must be a whole number from 1 to ${maxAdminProductPageSize}`;
const idsMessage = `Ids must be up to ${maxAdminProductPageSize} product ids separated by commas, such as 1,2,3`;

/** A whole number in a query string, digits only (no '1e3', no '0x10', no sign), within [min, max]. */
function wholeNumberParam(min: number, max: number, message: string) {
  return z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
}

/** `1,2,3`: distinct product ids in the order given; blank items are refused. */
const idsParam = z
  .string({ error: idsMessage })
  .regex(/^\d{1,10}(,\d{1,10})*$/, idsMessage)
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .pipe(
    z
      .array(z.number().int().positive(idsMessage).max(maxInt32, idsMessage))
      .max(maxAdminProductPageSize, idsMessage),
  );

export const adminProductListQuerySchema = z.object({
  /**
   * Matches the name or the slug, case-insensitively, as a substring (`%` and `_` are plain characters);
   * trimmed; blank matches every product.
   */
  q: safeString({ error: 'Search must be text' })
    .trim()
    .max(200, 'Search must be at most 200 characters')
    .optional(),
  /** Only these products (those that exist); combines with q. Ask for a pageSize that holds them all. */
  ids: idsParam.optional(),
  /** `onSale=true`: only products not archived (what a new quote or line may name). */
  onSale: z
    .enum(['true', 'false'], { error: 'onSale must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  page: wholeNumberParam(1, 100_000, pageMessage).default(1),
  pageSize: wholeNumberParam(1, maxAdminProductPageSize, pageSizeMessage).default(adminProductPageSize),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

/** One product as the admin's pickers list it: archived ones too, marked. */
const adminProductListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  isArchived: z.boolean(),
  categoryId: z.number().int().nullable(),
  basePrice: z.string(),
  updatedAt: z.string(),
});
export type AdminProductListItem = z.infer<typeof adminProductListItemSchema>;

/** The body of GET /api/admin/products: one page, sorted by name (case-insensitively), then id. */
export const adminProductListSchema = z.array(adminProductListItemSchema);
