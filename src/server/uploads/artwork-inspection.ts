import sharp, { type Metadata } from 'sharp';
import { AppError } from '#server/errors';
import { MAX_ARTWORK_PIXELS } from '#shared/artwork-preflight';
import type { ArtworkType } from './artwork-type.ts';
import { inspectPdf, PDF_LIMITS } from './pdf-inspection.ts';

/** What the artwork check reads from a file's bytes (stored with the file: uploaded_files). */
export type ArtworkFacts = {
  pixelWidth?: number;
  pixelHeight?: number;
  pageCount?: number;
  pageWidthPt?: number;
  pageHeightPt?: number;
  /** A WebP of at most THUMBNAIL_PX on its longer side, base64. */
  thumbnail?: string;
};

const THUMBNAIL_PX = 240;

/**
 * The largest image the check decodes: 150 megapixels (a 3' × 6' banner at 300 DPI is 233 MP, at 200 DPI
 * 104 MP); shared, since the default thresholds never ask for more (printDpiAt).
 */
export { MAX_ARTWORK_PIXELS };

const DECODE_SECONDS = 15;

export function unreadableArtwork(name: string, why: string): AppError {
  const message = `We could not read ${name}: ${why}`;
  return new AppError('ARTWORK_UNREADABLE', message, 422, [{ path: 'files', message }]);
}

/** EXIF orientations 5-8 turn the picture a quarter: its width and height as shown are swapped. */
function shownSize(meta: Metadata): { width: number; height: number } {
  const turned = (meta.orientation ?? 1) >= 5;
  return turned
    ? { width: meta.height ?? 0, height: meta.width ?? 0 }
    : { width: meta.width ?? 0, height: meta.height ?? 0 };
}

/**
 * A PNG or JPEG, decoded whole (a damaged file is refused here, not at the printer), within
 * MAX_ARTWORK_PIXELS and DECODE_SECONDS: its size in pixels as shown and a small thumbnail.
 */
async function inspectImage(bytes: Buffer, name: string): Promise<ArtworkFacts> {
  const image = sharp(bytes, { limitInputPixels: MAX_ARTWORK_PIXELS, failOn: 'error' });
  let meta: Metadata;
  let thumbnail: Buffer;
  try {
    meta = await image.metadata();
    thumbnail = await image
      .rotate()
      .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70 })
      .timeout({ seconds: DECODE_SECONDS })
      .toBuffer();
  } catch (error) {
    const text = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(text)) {
      throw unreadableArtwork(
        name,
        `it is larger than ${MAX_ARTWORK_PIXELS / 1_000_000} megapixels. Send a smaller image or a PDF.`,
      );
    }
    if (/timeout/i.test(text)) {
      throw unreadableArtwork(name, 'it took too long to open. Save it again, or send a PDF.');
    }
    throw unreadableArtwork(name, 'the image is damaged or incomplete. Save it again and upload it.');
  }
  const { width, height } = shownSize(meta);
  return { pixelWidth: width, pixelHeight: height, thumbnail: thumbnail.toString('base64') };
}

const pdfRefusals = {
  password: 'it is protected by a password. Save it without one and upload it.',
  damaged: 'the PDF is damaged or incomplete. Export it again and upload it.',
  'too-slow': `it took more than ${PDF_LIMITS.seconds} seconds to open. Export it again (flattened), or send a PNG or JPEG.`,
  'too-large': 'it needs too much memory to open. Export it again (flattened), or send a PNG or JPEG.',
} as const;

/**
 * The facts of an accepted artwork file. An image or a PDF (an Illustrator file saved PDF-compatible too)
 * that cannot be opened is refused (422) with the reason; PostScript Illustrator files are not read.
 */
export async function inspectArtwork(bytes: Buffer, type: ArtworkType, name: string): Promise<ArtworkFacts> {
  if (type.mimeType === 'image/png' || type.mimeType === 'image/jpeg') return inspectImage(bytes, name);
  if (type.mimeType !== 'application/pdf') return {};
  const inspected = await inspectPdf(new Uint8Array(bytes), THUMBNAIL_PX);
  if (!inspected.ok) throw unreadableArtwork(name, pdfRefusals[inspected.why]);
  return inspected.facts;
}
