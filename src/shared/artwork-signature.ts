/**
 * The first bytes of each artwork type the shop accepts (docs/product/shipping-and-checkout.md#the-cart):
 * PDF (and Illustrator files saved PDF-compatible), PNG, JPEG and PostScript (older Illustrator files).
 * The browser reads them to refuse a renamed file before uploading it; the server judges the whole file
 * again (src/server/uploads/artwork-type.ts).
 */
const signatures: readonly (readonly number[])[] = [
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x25, 0x21, 0x50, 0x53], // %!PS
];

/** How many leading bytes artworkSignatureMatches needs. */
export const artworkSignatureLength = Math.max(...signatures.map((signature) => signature.length));

/** Whether a file's first bytes are those of an accepted artwork type. */
export function artworkSignatureMatches(firstBytes: Uint8Array): boolean {
  return signatures.some((signature) => signature.every((byte, index) => firstBytes[index] === byte));
}
