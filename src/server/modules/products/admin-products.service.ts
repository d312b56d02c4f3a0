import type { Executor } from '#server/db/client';
import { failOnUniqueViolation } from '#server/db/unique-violation';
import { conflict, notFound, validationFailed } from '#server/errors';
import { apiMessages } from '#shared/errors';
import type { AdminProductListItem, AdminProductListQuery } from '#shared/schemas/admin-product-list';
import type { Product, ProductInput } from '#shared/schemas/product';
import { createAdminProductsRepository, type NewProduct } from './admin-products.repository.ts';
import { sanitizeProductHtmlFields } from './product-html.ts';
import { productInputIssues } from './product-input-rules.ts';
import { toApiProduct } from './product-mapper.ts';

const blankToNull = (value: string | null) => (value?.trim() ? value : null);

/**
 * The row to store: HTML sanitised (docs/decisions/0008), blank optional texts as NULL, tiers sorted by
 * quantity.
 */
/**
 * With media, the image and video lists are that media's, in its order (the cards show the first image,
 * the gallery the media), so the three can never disagree; without media they are kept as sent.
 */
function mediaLists(input: ProductInput): Pick<NewProduct, 'images' | 'videos'> {
  if (input.media.length === 0) return { images: input.images, videos: input.videos };
  const ordered = [...input.media].sort((a, b) => a.order - b.order);
  return {
    images: ordered.filter((item) => item.type === 'image').map((item) => item.url),
    videos: ordered.filter((item) => item.type === 'video').map((item) => item.url),
  };
}

async function toRow(db: Executor, input: ProductInput): Promise<NewProduct> {
  const issues = productInputIssues(input);
  if (
    input.categoryId !== null &&
    !(await createAdminProductsRepository(db).categoryExists(input.categoryId))
  ) {
    issues.push({ path: 'categoryId', message: 'Unknown category' });
  }
  if (issues.length > 0) throw validationFailed(issues);
  return {
    ...input,
    ...sanitizeProductHtmlFields(input),
    seoTitle: blankToNull(input.seoTitle),
    seoDescription: blankToNull(input.seoDescription),
    seoKeywords: blankToNull(input.seoKeywords),
    seoScriptTags: blankToNull(input.seoScriptTags),
    quantityDiscounts: [...input.quantityDiscounts].sort((a, b) => a.minQuantity - b.minQuantity),
    ...mediaLists(input),
  };
}

function slugChecked<T>(slug: string, write: () => Promise<T>): Promise<T> {
  return failOnUniqueViolation(write, () => conflict(apiMessages.productSlugTaken(slug)));
}

/** One page of the admin's slim product list and how many products match in all pages. */
export async function listAdminProducts(
  db: Executor,
  { q, ids, onSale, page, pageSize }: AdminProductListQuery,
): Promise<{ items: AdminProductListItem[]; total: number }> {
  const { rows, total } = await createAdminProductsRepository(db).listPage(
    { search: q || undefined, ids, onSale },
    pageSize,
    (page - 1) * pageSize,
  );
  return { items: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })), total };
}

export async function getAdminProduct(db: Executor, id: number): Promise<Product> {
  const row = await createAdminProductsRepository(db).findById(id);
  if (!row) throw notFound(apiMessages.productNotFound);
  return toApiProduct(row);
}

export async function createProduct(db: Executor, input: ProductInput): Promise<Product> {
  const values = await toRow(db, input);
  const id = await slugChecked(input.slug, () => createAdminProductsRepository(db).insert(values));
  return getAdminProduct(db, id);
}

/** The whole product as the editor sends it; archiving is `isArchived: true`. */
export async function updateProduct(
  db: Executor,
  id: number,
  input: ProductInput,
  now = new Date(),
): Promise<Product> {
  const values = await toRow(db, input);
  const found = await slugChecked(input.slug, () =>
    createAdminProductsRepository(db).update(id, values, now),
  );
  if (!found) throw notFound(apiMessages.productNotFound);
  return getAdminProduct(db, id);
}

/** A product that has been ordered is kept for its orders: it can only be archived. */
export async function deleteProduct(db: Executor, id: number): Promise<void> {
  const repository = createAdminProductsRepository(db);
  const row = await repository.findById(id);
  if (!row) throw notFound(apiMessages.productNotFound);
  if ((await repository.countOrderLines(id)) > 0)
    throw conflict(apiMessages.productHasOrders(row.product.name));
  await repository.delete(id);
}
