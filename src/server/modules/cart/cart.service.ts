import type { Database, Executor } from '#server/db/client';
import { notFound } from '#server/errors';
import { productPicture } from '#server/modules/products/product-picture';
import { deleteStoredFiles } from '#server/storage/delete-stored-files';
import type { Storage } from '#server/storage/storage';
import { artworkFileView } from '#server/uploads/artwork-facts';
import { printSizeOfSelection } from '#shared/artwork-preflight';
import { apiMessages } from '#shared/errors';
import { fromCents, toCents } from '#shared/money';
import { quotedLineOptions, quoteNumber } from '#shared/quotes';
import type { CartItem, CartLinePrice } from '#shared/schemas/cart';
import { selectionPart } from '#shared/schemas/line-selection';
import { labelSelection } from '#shared/selection-labels';
import { type CartFileRow, createCartRepository } from './cart.repository.ts';
import { type PricedCartLine, priceCartLine } from './cart-pricing.ts';
import { deleteCartItems } from './cart-removal.ts';

/** Where a service reports what it could not finish but must not fail for (a stored file left behind). */
export type ServiceLog = { warn: (details: object, message: string) => void };

export type CartDeps = { db: Database; storage: Storage; log?: ServiceLog };

/** The quantity tier a line's discount comes from, null when none is in force. */
function tierOf(line: PricedCartLine): CartLinePrice['quantityTier'] {
  const { discountPercent } = line.price;
  if (discountPercent <= 0) return null;
  const tier = line.product.quantityDiscounts.find(
    (entry) => entry.discountPercent === discountPercent && entry.minQuantity <= line.row.item.quantity,
  );
  return tier ? { minQuantity: tier.minQuantity, discountPercent: tier.discountPercent } : null;
}

/**
 * A cart line as the API shows it (GET /api/cart, the answer of POST /api/cart): display-ready, with its
 * labelled options, the product's free-shipping flag and picture, and the server's price breakdown. A line
 * the product no longer allows (the order refuses it, naming it), or whose product is archived, keeps the
 * price it was added at.
 */
/** A file of the line as the cart shows it: with its artwork check at the line's size and sides. */
function cartFileOf(file: CartFileRow, line: PricedCartLine) {
  const { item } = line.row;
  const size = printSizeOfSelection(line.product, item);
  return artworkFileView(file, size, item.isDoubleSided ? 2 : 1);
}

export function toCartItem(line: PricedCartLine, files: readonly CartFileRow[]): CartItem {
  const { item } = line.row;
  const { product, price } = line;
  const quote = line.row.quote ?? null;
  const current = line.problems.length === 0 && !product.isArchived;
  const unitPrice = current ? fromCents(price.unitPriceCents) : item.unitPrice;
  const totalPrice = current ? fromCents(price.totalCents) : item.totalPrice;
  const repriced = current && toCents(item.totalPrice) !== price.totalCents;
  return {
    id: item.id,
    productId: item.productId,
    productName: product.name,
    productSlug: product.slug,
    ...selectionPart(item),
    designMethod: item.designMethod,
    designNotes: item.designNotes,
    unitPrice,
    totalPrice,
    uploadedFiles: files.map((file) => file.originalName),
    files: files.map((file) => cartFileOf(file, line)),
    options: quote
      ? quotedLineOptions(quote.id, quote.description, item.designMethod)
      : labelSelection(product, { ...item, designMethod: item.designMethod }),
    freeShipping: product.freeShipping,
    turnaroundTime: product.turnaroundTime,
    image: productPicture(product),
    priceWhenAdded: repriced ? fromCents(toCents(item.totalPrice)) : null,
    quote: quote
      ? {
          number: quoteNumber(quote.id),
          description: quote.description,
          validUntil: quote.validUntil,
          expired: line.problems.length > 0,
        }
      : null,
    price: current
      ? {
          unitPrice,
          quantity: item.quantity,
          subtotal: fromCents(price.subtotalCents),
          quantityTier: tierOf(line),
          discount: fromCents(price.discountCents),
          lineTotal: totalPrice,
        }
      : {
          unitPrice,
          quantity: item.quantity,
          subtotal: totalPrice,
          quantityTier: null,
          discount: '0.00',
          lineTotal: totalPrice,
        },
  };
}

/**
 * The session's cart lines with their files, in two queries whatever the number of lines. Each line's
 * price is recomputed from the product as stored now, the figure POST /api/orders will charge.
 */
export async function getCart(db: Executor, sessionId: string): Promise<CartItem[]> {
  const repository = createCartRepository(db);
  const rows = await repository.listCartLines(sessionId);
  const files = await repository.listFiles(rows.map((row) => row.item.id));
  return rows.map((row) =>
    toCartItem(
      priceCartLine(row),
      files.filter((file) => file.cartItemId === row.item.id),
    ),
  );
}

/** Whether the session's cart holds a line added from a quote (a discount code does not apply then). */
export async function cartHasQuotedLine(db: Executor, sessionId: string): Promise<boolean> {
  const rows = await createCartRepository(db).listCartLines(sessionId);
  return rows.some((row) => row.quote);
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
    if (found === undefined) throw notFound(apiMessages.cartItemNotFound);
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
