import { artworkSignatureLength, artworkSignatureMatches } from '#shared/artwork-signature';

/**
 * Artwork files (docs/product/shipping-and-checkout.md#the-cart) are .ai, .pdf, .png, .jpg or .jpeg, at most
 * 10 MB each; at most 10 per item.
 */
const artworkExtensions = ['.ai', '.pdf', '.png', '.jpg', '.jpeg'] as const;
export const artworkAccept = artworkExtensions.join(',');
export const maxArtworkBytes = 10 * 1024 * 1024;
const maxArtworkFiles = 10;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
}

export interface ArtworkChoice {
  /** The files kept: those chosen before plus the new acceptable ones, without repeats. */
  files: File[];
  /** One message per refused file, naming it. */
  problems: string[];
}

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Adds newly chosen files to the list, refusing (with a message naming the file) any of another type,
 * over 10 MB, empty, or beyond the 10-file limit. A file chosen twice is kept once. The server checks
 * the bytes again; this only saves the customer a wasted upload.
 */
export function addArtworkFiles(current: readonly File[], chosen: readonly File[]): ArtworkChoice {
  const files = [...current];
  const problems: string[] = [];
  for (const file of chosen) {
    if (files.some((kept) => sameFile(kept, file))) continue;
    if (!(artworkExtensions as readonly string[]).includes(extensionOf(file.name))) {
      problems.push(`${file.name} is not a supported file type. Use AI, PDF, PNG, JPG or JPEG.`);
    } else if (file.size > maxArtworkBytes) {
      problems.push(`${file.name} is larger than 10MB.`);
    } else if (file.size === 0) {
      problems.push(`${file.name} is empty.`);
    } else if (files.length >= maxArtworkFiles) {
      problems.push(`${file.name} was not added: at most ${maxArtworkFiles} files per item.`);
    } else {
      files.push(file);
    }
  }
  return { files, problems };
}

/** The message for a file whose contents are not what its name says (a renamed file). */
export function notArtworkMessage(name: string): string {
  return `${name} is not a PDF, PNG, JPEG or Illustrator file inside, whatever its name says. Save or export it in one of those formats.`;
}

async function firstBytes(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, artworkSignatureLength).arrayBuffer());
}

/**
 * addArtworkFiles, then each newly added file's first bytes: a file whose contents are no accepted type (a
 * Word file renamed logo.pdf) is refused at once, naming it, instead of after its upload.
 */
export async function chooseArtworkFiles(
  current: readonly File[],
  chosen: readonly File[],
): Promise<ArtworkChoice> {
  const result = addArtworkFiles(current, chosen);
  const added = result.files.slice(current.length);
  const matches = await Promise.all(
    added.map(async (file) => artworkSignatureMatches(await firstBytes(file).catch(() => new Uint8Array()))),
  );
  const refused = added.filter((_file, index) => !matches[index]);
  return {
    files: result.files.filter((file) => !refused.includes(file)),
    problems: [...result.problems, ...refused.map((file) => notArtworkMessage(file.name))],
  };
}
