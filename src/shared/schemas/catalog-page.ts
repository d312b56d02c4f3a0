import { z } from 'zod';
import { catalogPageSize, catalogSortValues, defaultSort } from '../catalog.ts';
import { safeString, slugSchema } from './common.ts';

/**
 * GET /api/products: one page of the storefront catalogue (docs/decisions/0019). The body stays what
 * SPEC.md names, a list of products, but each is a slim card and the list is one page of the filtered,
 * sorted catalogue; the total and the neighbouring pages travel in headers.
 */

export { catalogPageSize, catalogTotalHeader } from '../catalog.ts';

/** The most cards a client may ask for in one page. */
const maxCatalogPageSize = 100;

export const catalogPageQuerySchema = z.object({
  /** Matches name or description, case-insensitively, as a substring; trimmed; blank matches all. */
  q: safeString().max(200).optional(),
  /** A category slug; an unknown slug matches nothing. */
  category: slugSchema.optional(),
  sort: z.enum(catalogSortValues).default(defaultSort),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxCatalogPageSize).default(catalogPageSize),
});
export type CatalogPageQuery = z.infer<typeof catalogPageQuerySchema>;

/** What a product card shows, and nothing more: the full product comes from GET /api/products/{slug}. */
const productCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  categoryId: z.number().int().nullable(),
  /** The product's base price, as SPEC.md's product has it. */
  basePrice: z.string(),
  /** 'starting at': the lowest size price, or basePrice when the product has no sizes. */
  fromPrice: z.string(),
  /** The first image (the card's picture) and its stored thumbnail, if any. */
  image: z.string().nullable(),
  imageThumbnail: z.string().nullable(),
  tags: z.array(z.string()),
  freeShipping: z.boolean(),
  averageRating: z.number().min(1).max(5).nullable(),
  reviewCount: z.number().int().min(0),
});
export type ProductCard = z.infer<typeof productCardSchema>;
export const productCardListSchema = z.array(productCardSchema);
