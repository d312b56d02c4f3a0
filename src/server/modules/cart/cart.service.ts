import { fromCents } from '../../../shared/money.ts';
import type { CartItem } from '../../../shared/schemas/cart.ts';
import type { Database, Executor } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { priceCartLine } from '../checkout/cart-pricing.ts';
import { createCheckoutRepository } from '../checkout/checkout.repository.ts';
import { type CartFileRow, type CartItemRow, createCartRepository } from './cart.repository.ts';
import { deleteCartItems, deleteStoredFiles } from './cart-removal.ts';

/** Where a service reports what it could not finish but must not fail for (a stored file left behind). */
export type ServiceLog = { warn: (details: object, message: string) => void };

export type CartDeps = { db: Database; storage: Storage; log?: ServiceLog };

/** A cart line as the API shows it (GET /api/cart, the answer of POST /api/cart). */
export function toCartItem(
  item: CartItemRow,
  product: { name: string; slug: string },
  files: readonly CartFileRow[],
): CartItem {
  return {
    id: item.id,
    productId: item.productId,
    productName: product.name,
    productSlug: product.slug,
    size: item.size,
    material: item.material,
    quantity: item.quantity,
    isDoubleSided: item.isDoubleSided,
    isRush: item.isRush,
    cutShape: item.cutShape,
    finish: item.finish,
    lamination: item.lamination,
    customOptions: item.customOptions,
    designMethod: item.designMethod,
    designNotes: item.designNotes,
    unitPrice: item.unitPrice,
    totalPrice: item.totalPrice,
    uploadedFiles: files.map((file) => file.originalName),
    files: files.map(({ id, originalName, size, mimeType }) => ({ id, originalName, size, mimeType })),
  };
}

/**
 * The session's cart lines with their files, in two queries whatever the number of lines. Each line's
 * price is recomputed from the product as stored now, the figure POST /api/orders will charge; a line
 * the product no longer allows (the order refuses it, naming it) keeps the price it was added at.
 */
export async function getCart(db: Executor, sessionId: string): Promise<CartItem[]> {
  const rows = await createCheckoutRepository(db).listCartLines(sessionId);
  const files = await createCartRepository(db).listFiles(rows.map((row) => row.item.id));
  return rows.map((row) => {
    const { price, problems, product } = priceCartLine(row);
    const current =
      problems.length === 0 && !product.isArchived
        ? { unitPrice: fromCents(price.unitPriceCents), totalPrice: fromCents(price.totalCents) }
        : {};
    return toCartItem(
      { ...row.item, ...current },
      product,
      files.filter((file) => file.cartItemId === row.item.id),
    );
  });
}

/** Deletes stored bytes whose rows are gone; a failure is only logged (the cart is already right). */
export function deleteFilesAfterCommit(
  deps: Pick<CartDeps, 'storage' | 'log'>,
  keys: readonly string[],
): Promise<void> {
  return deleteStoredFiles(deps.storage, keys, (key, error) =>
    deps.log?.warn({ key, err: error }, 'could not delete a stored artwork file'),
  );
}

/** DELETE /api/cart/:id: removes one line of this session with its files; another session's line is a 404. */
export async function removeCartItem(deps: CartDeps, sessionId: string, id: number): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    const found = await createCartRepository(tx).lockSessionItem(sessionId, id);
    if (found === undefined) throw notFound('Cart item not found');
    return deleteCartItems(tx, [found]);
  });
  await deleteFilesAfterCommit(deps, keys);
}

/** DELETE /api/cart: empties this session's cart (an empty cart is fine). */
export async function clearCart(deps: CartDeps, sessionId: string): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    const ids = await createCartRepository(tx).listSessionItemIds(sessionId);
    return deleteCartItems(tx, ids);
  });
  await deleteFilesAfterCommit(deps, keys);
}
