import sharp from 'sharp';
import { MAX_ARTWORK_PIXELS, unreadableArtwork } from './artwork-inspection.ts';
import type { ArtworkType } from './artwork-type.ts';
import { drawPdfPages } from './pdf-inspection.ts';

/** A proof's pages shown to the customer: the first few, each this many pixels on the longer side. */
const PROOF_PAGES_SHOWN = 6;
const PROOF_PAGE_PX = 1600;

const pdfRefusals = {
  password: 'it is protected by a password.',
  damaged: 'the PDF is damaged or incomplete.',
  'too-slow': 'it took too long to draw. Export it flattened, or send a PNG or JPEG.',
  'too-large': 'it needs too much memory to draw. Export it flattened, or send a PNG or JPEG.',
} as const;

/**
 * The pages of a proof as WebP pictures the order page shows: an image is one page; a PDF's first
 * PROOF_PAGES_SHOWN pages, drawn in the bounded PDF threads. A file that cannot be drawn is refused (422).
 */
export async function drawProofPages(bytes: Buffer, type: ArtworkType, name: string): Promise<Buffer[]> {
  if (type.mimeType === 'application/pdf') {
    const drawn = await drawPdfPages(new Uint8Array(bytes), { count: PROOF_PAGES_SHOWN, px: PROOF_PAGE_PX });
    if (!drawn.ok) throw unreadableArtwork(name, pdfRefusals[drawn.why]);
    return drawn.pages;
  }
  try {
    const page = await sharp(bytes, { limitInputPixels: MAX_ARTWORK_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PROOF_PAGE_PX, PROOF_PAGE_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .timeout({ seconds: 15 })
      .toBuffer();
    return [page];
  } catch {
    throw unreadableArtwork(name, 'the image is damaged, too large or incomplete.');
  }
}
