import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cartItems, uploadedFiles } from '../../db/schema.ts';
import type { Storage } from '../../storage/storage.ts';

/**
 * Removes cart lines and their artwork rows (removal, clear, the 30-day clean-up, an order taking the
 * cart). A file already linked to an order item stays: it is only detached from the cart line, so the
 * order keeps it. Run it inside the caller's transaction; it returns the storage keys of the deleted
 * files, to delete with deleteStoredFiles AFTER the transaction commits (a rollback must not lose bytes).
 */
export async function deleteCartItems(tx: Executor, cartItemIds: readonly number[]): Promise<string[]> {
  if (cartItemIds.length === 0) return [];
  const ids = [...cartItemIds];
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

/** Deletes stored bytes after their rows are gone; a failure is logged, not thrown (the rows are already gone). */
export async function deleteStoredFiles(
  storage: Storage,
  keys: readonly string[],
  onError: (key: string, error: unknown) => void = () => {},
): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      try {
        await storage.delete(key);
      } catch (error) {
        onError(key, error);
      }
    }),
  );
}
