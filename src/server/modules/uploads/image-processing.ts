import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** Widths of a stored product picture: the original and its variant (the media item's thumbnail). */
const imageWidths = { original: 1200, variant: 600 } as const;

/**
 * The most pixels a decoded upload may have (40 megapixels, e.g. 8000 x 5000): a small file that
 * claims a huge canvas (a decompression bomb) is refused before sharp allocates it.
 */
export const maxInputPixels = 40_000_000;

const webpOptions = { quality: 82, effort: 4 } as const;

/** The image formats accepted for product pictures, as file-type names them from the bytes. */
const acceptedImageTypes = new Set(['png', 'apng', 'jpg', 'webp', 'gif']);

/** Whether the bytes are a PNG, JPEG, WebP or GIF (judged by their signature, not by the name). */
export async function isAcceptedImage(bytes: Uint8Array): Promise<boolean> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected !== undefined && acceptedImageTypes.has(detected.ext);
}

/** Why an image could not be turned into WebP. */
export class ImageProcessingError extends Error {
  readonly reason: 'too-many-pixels' | 'unreadable';

  constructor(reason: 'too-many-pixels' | 'unreadable', cause: unknown) {
    super(reason === 'too-many-pixels' ? 'Image exceeds the pixel limit' : 'Image could not be decoded', {
      cause,
    });
    this.name = 'ImageProcessingError';
    this.reason = reason;
  }
}

export type WebpVariants = { original: Buffer; variant: Buffer };

/**
 * Decodes an accepted image and encodes it as WebP: at most 1200 px wide, then at most 600 px (never
 * enlarged, aspect kept). The picture is turned upright by its EXIF orientation and stored without
 * metadata (no EXIF, GPS, XMP or ICC profile; colours converted to sRGB); an animated GIF or WebP keeps its first frame.
 * Throws ImageProcessingError for a damaged file or one over the pixel limit.
 */
export async function toWebpVariants(bytes: Buffer): Promise<WebpVariants> {
  try {
    // The large upload is decoded once; the 600-px variant is made from the 1200-px result, so a
    // 40-megapixel picture is never held in memory twice at the same time.
    const original = await sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize({ width: imageWidths.original, withoutEnlargement: true })
      .webp(webpOptions)
      .toBuffer();
    const variant = await sharp(original)
      .resize({ width: imageWidths.variant, withoutEnlargement: true })
      .webp(webpOptions)
      .toBuffer();
    return { original, variant };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    throw new ImageProcessingError(/pixel limit/i.test(message) ? 'too-many-pixels' : 'unreadable', error);
  }
}
