import { AppError, notFound, validationFailed } from '#server/errors';
import { apiMessages } from '#shared/errors';
import { fromCents } from '#shared/money';
import type { CartItem, CartItemUpdate } from '#shared/schemas/cart';
import { selectionPart } from '#shared/schemas/line-selection';
import { type CartItemRow, createCartRepository } from './cart.repository.ts';
import { type CartDeps, toCartItem } from './cart.service.ts';
import { assertCartHasRoomFor, priceCartLine } from './cart-pricing.ts';

/**
 * The line's stored choices with the patch's applied (a field left out keeps its value). A size and a
 * custom size exclude each other: the one the patch sends replaces the other.
 */
function patched(item: CartItemRow, patch: CartItemUpdate): CartItemRow {
  const next: CartItemRow = { ...item };
  const sendsCustomSize = typeof patch.customWidthIn === 'number' || typeof patch.customHeightIn === 'number';
  if (typeof patch.size === 'string' && !sendsCustomSize) {
    next.customWidthIn = null;
    next.customHeightIn = null;
  } else if (sendsCustomSize && patch.size === undefined) {
    next.size = null;
  }
  for (const [key, value] of Object.entries(patch) as [keyof CartItemUpdate, unknown][]) {
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  }
  return next;
}

/**
 * PATCH /api/cart/:id (docs/product/api.md#public-calls): changes the quantity and the options of one line of
 * this session, keeping its artwork files. The whole line is checked against the product as stored now and
 * priced again by the server; nothing is written unless all of it holds. Another session's line is a 404.
 */
export async function updateCartItem(
  deps: Pick<CartDeps, 'db'>,
  sessionId: string,
  id: number,
  patch: CartItemUpdate,
  now = new Date(),
): Promise<CartItem> {
  return deps.db.transaction(async (tx) => {
    const repository = createCartRepository(tx);
    // The whole cart, locked as a checkout locks it: the two take turns, and the total check sees the rest.
    const rows = await repository.listCartLines(sessionId, { lock: true });
    const row = rows.find((line) => line.item.id === id);
    if (!row) throw notFound(apiMessages.cartItemNotFound);
    if (row.product.isArchived) throw notFound(apiMessages.productNotFound);
    if (row.quote) throw new AppError('QUOTE_LINE_FIXED', apiMessages.quoteLineFixed, 409);

    const item = patched(row.item, patch);
    const line = priceCartLine({ ...row, item });
    if (line.problems.length > 0) {
      throw validationFailed(
        line.problems.map((problem) => ({ path: problem.field, message: problem.message })),
      );
    }
    const files = await repository.listFiles([id]);
    if (item.designMethod === 'create' && !item.designNotes) {
      const message = apiMessages.designDescriptionRequired;
      throw new AppError('DESIGN_DESCRIPTION_REQUIRED', message, 400, [{ path: 'designNotes', message }]);
    }
    if (item.designMethod === 'upload' && files.length === 0) {
      const message = apiMessages.filesRequired;
      throw new AppError('FILES_REQUIRED', message, 400, [{ path: 'files', message }]);
    }
    assertCartHasRoomFor(
      rows.filter((other) => other.item.id !== id),
      line.price.totalCents,
    );

    const updated = await repository.updateItem(id, {
      ...selectionPart(item),
      designMethod: item.designMethod,
      designNotes: item.designNotes,
      unitPrice: fromCents(line.price.unitPriceCents),
      totalPrice: fromCents(line.price.totalCents),
      updatedAt: now,
    });
    return toCartItem(priceCartLine({ ...row, item: updated }), files);
  });
}
