/**
 * Artwork files (docs/product/shipping-and-checkout.md#the-cart) are .ai, .pdf, .png, .jpg or .jpeg, at most
 * 10 MB each; at most 10 per item.
 */
export const artworkExtensions = ['.ai', '.pdf', '.png', '.jpg', '.jpeg'] as const;
export const artworkAccept = artworkExtensions.join(',');
export const maxArtworkBytes = 10 * 1024 * 1024;
export const maxArtworkFiles = 10;

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
