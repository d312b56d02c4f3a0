import { fileTypeFromBuffer } from 'file-type';

/** What an accepted artwork file is: its MIME type from its bytes, and the extension it is stored under. */
export type ArtworkType = { mimeType: string; extension: 'pdf' | 'png' | 'jpg' | 'ai' };

const POSTSCRIPT_MAGIC = Buffer.from('%!PS');

/**
 * The type of an artwork file, judged from its bytes (the name and the browser's type are not trusted):
 * PDF, PNG or JPEG; an Adobe Illustrator `.ai` file when its bytes are PDF (PDF-compatible AI, the
 * default since Illustrator 9) or PostScript (older AI files, starting with "%!PS"). Anything else: null.
 */
export async function detectArtworkType(bytes: Uint8Array, fileName: string): Promise<ArtworkType | null> {
  const isAiName = /\.ai$/i.test(fileName);
  const detected = await fileTypeFromBuffer(bytes);
  switch (detected?.ext) {
    case 'pdf':
      return { mimeType: 'application/pdf', extension: isAiName ? 'ai' : 'pdf' };
    case 'png':
    case 'apng':
      return { mimeType: 'image/png', extension: 'png' };
    case 'jpg':
      return { mimeType: 'image/jpeg', extension: 'jpg' };
  }
  if (isAiName && Buffer.from(bytes.subarray(0, POSTSCRIPT_MAGIC.length)).equals(POSTSCRIPT_MAGIC)) {
    return { mimeType: 'application/postscript', extension: 'ai' };
  }
  return null;
}
