import type { z } from 'zod';
import { AppError, badRequest, type ErrorIssue } from '#server/errors';
import type { WebpVariants } from '#server/modules/uploads/image-processing';
import { type AcceptedImage, convertImage, readImagePart } from '#server/modules/uploads/image-upload';
import type { FormPart } from '#server/uploads/form-part';
import { apiMessages } from '#shared/errors';
import { reviewImageLimits } from '#shared/schemas/review';

/** The repeated text field of the admin PATCH: URLs of the review's current pictures to keep. */
export const KEPT_IMAGES_FIELD = 'keptImages';

/**
 * A 400 whose message is the fields' own messages (e.g. 'Customer name is required'), as the review
 * dialog and form show them, with `issues` naming each field.
 */
export function reviewFormError(issues: ErrorIssue[]): AppError {
  return new AppError('VALIDATION_FAILED', issues.map((issue) => issue.message).join('; '), 400, issues);
}

/** A review form as read: its single text fields, the kept picture URLs and the new pictures (bytes checked). */
export type ReviewForm = {
  fields: Record<string, string>;
  /** null when the form has no `keptImages` field at all (keep every picture); an empty value is only a marker. */
  keptImages: string[] | null;
  images: AcceptedImage[];
};

/**
 * Reads a review form to the end; fields and files may come in any order. Each known text field counts
 * once (others are ignored), `keptImages` may repeat, and every `reviewImages` file is judged by its
 * bytes as it arrives (413 / 415 naming it; more than `maxFiles` is a 400). Nothing is stored here.
 */
export async function readReviewForm(
  parts: AsyncIterable<FormPart>,
  options: { fieldNames: readonly string[]; maxFiles: number },
): Promise<ReviewForm> {
  const known = new Set(options.fieldNames);
  const form: ReviewForm = { fields: {}, keptImages: null, images: [] };
  for await (const part of parts) {
    if (part.kind === 'field') {
      if (part.name !== KEPT_IMAGES_FIELD && !known.has(part.name)) continue;
      if (part.truncated) throw reviewFormError([{ path: part.name, message: `${part.name} is too long` }]);
      if (part.name === KEPT_IMAGES_FIELD) {
        form.keptImages ??= [];
        if (part.value !== '') form.keptImages.push(part.value);
      } else if (Object.hasOwn(form.fields, part.name)) {
        throw reviewFormError([{ path: part.name, message: `${part.name} was sent twice` }]);
      } else {
        form.fields[part.name] = part.value;
      }
      continue;
    }
    if (part.name !== reviewImageLimits.field) {
      throw badRequest(
        `Unexpected file field "${part.name}": send the pictures as "${reviewImageLimits.field}".`,
      );
    }
    const image = await readImagePart(part, reviewImageLimits.maxFileLabel);
    if (!image) continue;
    if (form.images.length >= options.maxFiles)
      throw badRequest(apiMessages.tooManyReviewImages(options.maxFiles));
    form.images.push(image);
  }
  return form;
}

/** The text fields checked with the shared schema: a 400 with each faulty field's message (reviewFormError). */
export function parseReviewFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  throw reviewFormError(
    result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  );
}

/** Re-encodes the accepted pictures as WebP, one at a time (413 / 400 naming a picture that fails). */
export async function convertReviewImages(images: readonly AcceptedImage[]): Promise<WebpVariants[]> {
  const converted: WebpVariants[] = [];
  for (const image of images) converted.push(await convertImage(image));
  return converted;
}
