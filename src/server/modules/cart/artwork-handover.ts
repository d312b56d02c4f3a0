import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { uploadedFiles } from '#server/db/schema/artwork-files';
import { orderItemsReadModel as orderItems } from '#server/db/schema/orders';
import { type ArtworkFileRow, artworkFactColumns } from '#server/uploads/artwork-facts';

/** An artwork file as its order line keeps it. */
export type OrderArtworkRow = ArtworkFileRow & { orderItemId: number | null };

/** The columns of an order line's artwork file (orders' listFiles reads the same). */
export const orderArtworkColumns = {
  id: uploadedFiles.id,
  orderItemId: uploadedFiles.orderItemId,
  originalName: uploadedFiles.originalName,
  size: uploadedFiles.size,
  mimeType: uploadedFiles.mimeType,
  ...artworkFactColumns,
};

/**
 * Hands each ordered cart line's artwork to its order line, in one statement (the file stays linked
 * to the cart line too, until that is removed); answers the linked files as listFiles would.
 */
export function handArtworkToOrder(db: Executor, orderId: number): Promise<OrderArtworkRow[]> {
  const linked = db.$with('linked').as(
    db
      .update(uploadedFiles)
      .set({ orderItemId: sql`${orderItems.id}` })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(uploadedFiles.cartItemId, orderItems.cartItemId)))
      .returning({
        ...orderArtworkColumns,
        createdAt: uploadedFiles.createdAt,
        position: uploadedFiles.position,
      }),
  );
  return db
    .with(linked)
    .select({
      id: linked.id,
      orderItemId: linked.orderItemId,
      originalName: linked.originalName,
      size: linked.size,
      mimeType: linked.mimeType,
      pixelWidth: linked.pixelWidth,
      pixelHeight: linked.pixelHeight,
      pageCount: linked.pageCount,
      pageWidthPt: linked.pageWidthPt,
      pageHeightPt: linked.pageHeightPt,
      thumbnail: linked.thumbnail,
      printDpiGreat: linked.printDpiGreat,
      printDpiOk: linked.printDpiOk,
    })
    .from(linked)
    .orderBy(asc(linked.createdAt), asc(linked.position), asc(linked.id));
}
