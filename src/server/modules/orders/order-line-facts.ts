import {
  checkStoredArtwork,
  type StoredArtworkFacts,
  type StoredPrintDpi,
  shopPrintDpi,
} from '#shared/artwork-preflight';

type FileFacts = StoredArtworkFacts &
  StoredPrintDpi & {
    sizeWidthIn: number | null;
    sizeHeightIn: number | null;
    isDoubleSided: boolean;
  };

/** Whether the artwork check marks the file red at its line's size and sides, by the shop's DPI now. */
export function isFileToCheck(file: FileFacts): boolean {
  const size =
    file.sizeWidthIn && file.sizeHeightIn ? { widthIn: file.sizeWidthIn, heightIn: file.sizeHeightIn } : null;
  return checkStoredArtwork(file, size, file.isDoubleSided ? 2 : 1, shopPrintDpi(file))?.level === 'low';
}

/** The size as the customer chose it ("3' x 6'"), or its code when the snapshot has no label. */
export function sizeLabel(item: { size: string | null; options: { name: string; label: string }[] }) {
  return item.options.find((option) => option.name === 'Size')?.label ?? item.size;
}
