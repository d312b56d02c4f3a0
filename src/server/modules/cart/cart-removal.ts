import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { uploadedFiles } from '#server/db/schema/artwork-files';
import { cartItems } from '#server/db/schema/cart';

/**
 * Removes cart lines and their artwork rows (removal, clear, the 30-day clean-up, an order taking the
 * cart). A file already linked to an order item stays: it is only detached from the cart line, so the
 * order keeps it. Run it inside the caller's transaction; it returns the storage keys of the deleted
 * files, to delete with deleteStoredFiles (storage/delete-stored-files.ts) AFTER the transaction commits (a rollback must not lose bytes).
 */
export async function deleteCartItems(
  tx: Executor,
  cartItemIds: readonly number[],
  /** `locked`: the caller's transaction already holds these lines' row locks (it took them first). */
  options: { locked?: boolean } = {},
): Promise<string[]> {
  if (cartItemIds.length === 0) return [];
  const ids = [...cartItemIds];
  // The lines first, in id order, as checkout and capture lock them before anything else: touching the
  // files before the lines would wait for those locks in the opposite order (a deadlock on PostgreSQL).
  if (!options.locked) {
    await tx
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(inArray(cartItems.id, ids))
      .orderBy(asc(cartItems.id))
      .for('update');
  }
  await tx
    .update(uploadedFiles)
    .set({ cartItemId: null })
    .where(and(inArray(uploadedFiles.cartItemId, ids), isNotNull(uploadedFiles.orderItemId)));
  const deleted = await tx
    .delete(uploadedFiles)
    .where(inArray(uploadedFiles.cartItemId, ids))
    .returning({ storageKey: uploadedFiles.storageKey });
  await tx.delete(cartItems).where(inArray(cartItems.id, ids));
  return deleted.map((row) => row.storageKey);
}
