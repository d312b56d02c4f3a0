import { sql } from 'drizzle-orm';
import { uploadedFilesReadModel as uploadedFiles } from '#server/db/schema/artwork-files';
import {
  checkStoredArtwork,
  type PrintSize,
  type StoredArtworkFacts,
  type StoredPrintDpi,
  shopPrintDpi,
} from '#shared/artwork-preflight';
import type { CartFile } from '#shared/schemas/cart';

/**
 * The shop's DPI setting for the file's product as it is now (the product's pair, else its category's;
 * docs/product/storefront.md#the-artwork-check): read with the file, through its order line or its cart
 * line, so every page that shows the file judges it by the setting in force.
 */
function productPrintDpi(column: 'print_dpi_great' | 'print_dpi_ok') {
  const productOfFile = sql`coalesce(
    (select oi.product_id from order_items oi where oi.id = ${uploadedFiles.orderItemId}),
    (select ci.product_id from cart_items ci where ci.id = ${uploadedFiles.cartItemId}))`;
  return sql<number | null>`(select coalesce(p.${sql.raw(column)}, c.${sql.raw(column)})
    from products p left join categories c on c.id = p.category_id
    where p.id = ${productOfFile})`.as(column);
}

/** The columns of a file row the artwork check and the thumbnail come from (select them with the file). */
export const artworkFactColumns = {
  printDpiGreat: productPrintDpi('print_dpi_great'),
  printDpiOk: productPrintDpi('print_dpi_ok'),
  pixelWidth: uploadedFiles.pixelWidth,
  pixelHeight: uploadedFiles.pixelHeight,
  pageCount: uploadedFiles.pageCount,
  pageWidthPt: uploadedFiles.pageWidthPt,
  pageHeightPt: uploadedFiles.pageHeightPt,
  thumbnail: uploadedFiles.thumbnail,
};

export type ArtworkFileRow = StoredArtworkFacts &
  StoredPrintDpi & {
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
    check: checkStoredArtwork(file, size, sides, shopPrintDpi(file)),
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
