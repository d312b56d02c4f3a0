import { badRequest, payloadTooLarge, unsupportedMediaType } from '#server/errors';
import { sanitizeFileName } from '#server/uploads/file-name';
import { type FormFile, readFormFile } from '#server/uploads/form-part';
import { apiMessages } from '#shared/errors';
import {
  ImageProcessingError,
  isAcceptedImage,
  maxInputPixels,
  toWebpVariants,
  type WebpVariants,
} from './image-processing.ts';

/** An uploaded picture that passed the byte check, with the name to quote in messages. */
export type AcceptedImage = { name: string; bytes: Buffer };

/**
 * Reads one image part to the end and judges it by its bytes (PNG, JPEG, WebP or GIF, whatever its
 * name or declared type): null for the empty part of an empty file input; 413 naming the file when
 * the parser cut it at the size limit; 415 naming it when it is not an accepted image.
 */
export async function readImagePart(file: FormFile, maxFileLabel: string): Promise<AcceptedImage | null> {
  const name = sanitizeFileName(file.fileName);
  const { bytes, truncated } = await readFormFile(file);
  if (file.fileName === '' && bytes.length === 0) return null;
  if (truncated) throw payloadTooLarge(apiMessages.imageTooLarge(name, maxFileLabel));
  if (!(await isAcceptedImage(bytes))) throw unsupportedMediaType(apiMessages.imageTypeUnsupported(name));
  return { name, bytes };
}

/**
 * Re-encodes an accepted picture as WebP (see toWebpVariants); a picture over the pixel limit is a 413
 * and a damaged one a 400, both naming the file.
 */
export async function convertImage(image: AcceptedImage): Promise<WebpVariants> {
  try {
    return await toWebpVariants(image.bytes);
  } catch (error) {
    if (!(error instanceof ImageProcessingError)) throw error;
    if (error.reason === 'too-many-pixels') {
      throw payloadTooLarge(apiMessages.imageTooManyPixels(image.name, maxInputPixels / 1_000_000));
    }
    throw badRequest(apiMessages.imageUnreadable(image.name));
  }
}
