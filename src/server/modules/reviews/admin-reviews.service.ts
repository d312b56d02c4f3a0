import type { Database } from '#server/db/client';
import { badRequest, notFound } from '#server/errors';
import type { FormPart } from '#server/uploads/form-part';
import { apiMessages } from '#shared/errors';
import { pageInfo, pageOffset } from '#shared/paging';
import { ADMIN_PAGE_SIZE } from '#shared/schemas/admin';
import {
  type AdminReview,
  type AdminReviewInput,
  type AdminReviewList,
  adminReviewInputSchema,
  reviewImageLimits,
} from '#shared/schemas/review';
import {
  convertReviewImages,
  KEPT_IMAGES_FIELD,
  parseReviewFields,
  readReviewForm,
  reviewFormError,
} from './review-form.ts';
import { deleteReviewFiles, type ReviewImageDeps, withStoredReviewImages } from './review-images.ts';
import {
  type AdminReviewRow,
  createReviewsRepository,
  type ReviewRow,
  type ReviewValues,
} from './reviews.repository.ts';
import { toApiReview } from './reviews.service.ts';

export type AdminReviewDeps = ReviewImageDeps & { db: Database };

const adminFieldNames = Object.keys(adminReviewInputSchema.shape);

function toAdminReview(row: AdminReviewRow): AdminReview {
  return { ...toApiReview(row), productName: row.productName };
}

/** GET /api/admin/reviews: one page of reviews, pending and approved, of one product when given, newest first. */
export async function listAdminReviews(
  db: Database,
  query: { productId?: number | undefined; page?: number | undefined },
): Promise<AdminReviewList> {
  const page = query.page ?? 1;
  const repository = createReviewsRepository(db);
  const { rows, total } = await repository.listPageForAdmin(
    query.productId,
    ADMIN_PAGE_SIZE,
    pageOffset(page),
  );
  return { reviews: rows.map(toAdminReview), ...pageInfo(page, total) };
}

/** The admin form read and checked: text (400 naming the field), product (archived allowed), pictures by their bytes. */
async function receiveAdminForm(db: Database, parts: AsyncIterable<FormPart>) {
  const form = await readReviewForm(parts, {
    fieldNames: adminFieldNames,
    maxFiles: reviewImageLimits.maxAdminFiles,
  });
  const input: AdminReviewInput = parseReviewFields(adminReviewInputSchema, form.fields);
  const productName = await createReviewsRepository(db).findProductName(input.productId);
  if (productName === undefined) {
    throw reviewFormError([{ path: 'productId', message: apiMessages.productNotFound }]);
  }
  return { form, input, productName };
}

function valuesOf(input: AdminReviewInput, reviewImages: string[]): ReviewValues {
  const { productId, customerName, rating, comment } = input;
  return { productId, customerName, rating, comment, reviewImages };
}

/**
 * POST /api/admin/reviews: stored APPROVED, since the admin vouches for a review they enter
 * (docs/product/admin.md#reviews-tab). Pictures are re-encoded to WebP before anything is stored.
 */
export async function createAdminReview(
  deps: AdminReviewDeps,
  parts: AsyncIterable<FormPart>,
): Promise<AdminReview> {
  const { form, input, productName } = await receiveAdminForm(deps.db, parts);
  const images = await convertReviewImages(form.images);
  const row = await withStoredReviewImages(deps, images, (urls) =>
    createReviewsRepository(deps.db).insert({ ...valuesOf(input, urls), isApproved: true }),
  );
  return toAdminReview({ ...row, productName });
}

/**
 * The pictures a review keeps: those of `keptImages` among its current ones, in the order sent (a URL
 * that is not one of its pictures is a 400); the total with the new ones is at most the admin's limit.
 */
function keptPictures(
  current: readonly string[],
  keptImages: readonly string[] | null,
  added: number,
): string[] {
  // A form without the field keeps every picture, so a client that does not know it deletes nothing.
  const kept = keptImages === null ? [...current] : [...new Set(keptImages)];
  const unknown = kept.find((url) => !current.includes(url));
  if (unknown !== undefined) {
    throw reviewFormError([{ path: KEPT_IMAGES_FIELD, message: `Not a picture of this review: ${unknown}` }]);
  }
  if (kept.length + added > reviewImageLimits.maxAdminFiles) {
    throw badRequest(apiMessages.tooManyReviewImages(reviewImageLimits.maxAdminFiles));
  }
  return kept;
}

/**
 * PATCH /api/admin/reviews/:id: replaces the text and product, keeps the pictures listed in
 * `keptImages` (all of them when the field is absent; one empty value keeps none), appends the new ones; the approval is unchanged. The files of removed pictures are
 * deleted after the row is written (best effort).
 */
export async function updateAdminReview(
  deps: AdminReviewDeps,
  id: number,
  parts: AsyncIterable<FormPart>,
): Promise<AdminReview> {
  const before = await createReviewsRepository(deps.db).findById(id);
  if (!before) throw notFound(apiMessages.reviewNotFound);
  const { form, input, productName } = await receiveAdminForm(deps.db, parts);
  keptPictures(before.reviewImages, form.keptImages, form.images.length); // refuse before converting
  const images = await convertReviewImages(form.images);
  const { row, removed } = await withStoredReviewImages(deps, images, (urls) =>
    deps.db.transaction(async (tx) => {
      const repository = createReviewsRepository(tx);
      // Read again under a lock: another edit may have changed the pictures meanwhile.
      const current = await repository.findById(id, { lock: true });
      if (!current) throw notFound(apiMessages.reviewNotFound);
      const kept = keptPictures(current.reviewImages, form.keptImages, urls.length);
      const updated: ReviewRow | undefined = await repository.update(id, valuesOf(input, [...kept, ...urls]));
      return { row: updated!, removed: current.reviewImages.filter((url) => !kept.includes(url)) };
    }),
  );
  await deleteReviewFiles(deps, removed);
  return toAdminReview({ ...row, productName });
}

/** DELETE /api/admin/reviews/:id: the row, then its picture files (best effort). */
export async function deleteAdminReview(deps: AdminReviewDeps, id: number): Promise<void> {
  const deleted = await createReviewsRepository(deps.db).delete(id);
  if (!deleted) throw notFound(apiMessages.reviewNotFound);
  await deleteReviewFiles(deps, deleted.reviewImages);
}

/** PATCH /api/admin/reviews/:id/approve: the review becomes public; approving it again changes nothing. */
export async function approveReview(db: Database, id: number): Promise<AdminReview> {
  const row = await createReviewsRepository(db).approve(id);
  if (!row) throw notFound(apiMessages.reviewNotFound);
  return toAdminReview(row);
}
