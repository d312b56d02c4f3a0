import { uploadedFiles } from '#server/db/schema';
import { checkStoredArtwork, type PrintSize, type StoredArtworkFacts } from '#shared/artwork-preflight';
import type { CartFile } from '#shared/schemas/cart';

/** The columns of a file row the artwork check and the thumbnail come from (select them with the file). */
export const artworkFactColumns = {
  pixelWidth: uploadedFiles.pixelWidth,
  pixelHeight: uploadedFiles.pixelHeight,
  pageCount: uploadedFiles.pageCount,
  pageWidthPt: uploadedFiles.pageWidthPt,
  pageHeightPt: uploadedFiles.pageHeightPt,
  thumbnail: uploadedFiles.thumbnail,
};

export type ArtworkFileRow = StoredArtworkFacts & {
  id: string;
  originalName: string;
  size: number;
  mimeType: string;
  thumbnail: string | null;
};

/** A file as the customer's and the admin's pages show it: with its check at `size` and its thumbnail. */
export function artworkFileView(file: ArtworkFileRow, size: PrintSize | null, sides: 1 | 2): CartFile {
  return {
    id: file.id,
    originalName: file.originalName,
    size: file.size,
    mimeType: file.mimeType,
    check: checkStoredArtwork(file, size, sides),
    thumbnail: file.thumbnail ? `data:image/webp;base64,${file.thumbnail}` : null,
    facts: {
      pixelWidth: file.pixelWidth,
      pixelHeight: file.pixelHeight,
      pageCount: file.pageCount,
      pageWidthPt: file.pageWidthPt,
      pageHeightPt: file.pageHeightPt,
    },
  };
}
