import { randomUUID } from 'node:crypto';
import type { Executor } from '#server/db/client';
import { failOnUniqueViolation } from '#server/db/unique-violation';
import {
  AppError,
  badRequest,
  notFound,
  payloadTooLarge,
  unsupportedMediaType,
  validationFailed,
} from '#server/errors';
import { findQuoteByLink } from '#server/modules/quotes/quote-links';
import {
  hasOrdersLeft,
  listQuoteOrderIds,
  quoteOrderedUp,
} from '#server/modules/quotes/quote-orders.service';
import { type ArtworkFacts, inspectArtwork } from '#server/uploads/artwork-inspection';
import { detectArtworkType } from '#server/uploads/artwork-type';
import { sanitizeFileName } from '#server/uploads/file-name';
import { type FormFile, type FormPart, readFormFile } from '#server/uploads/form-part';
import type { UploadGuard } from '#server/uploads/upload-guard';
import { apiMessages } from '#shared/errors';
import { fromCents } from '#shared/money';
import { calculatePrice, mergeCustomOptions, validateSelection } from '#shared/pricing';
import { isQuoteExpired, quotedLineCents, quoteExpiredMessage } from '#shared/quotes';
import { artworkLimits, type CartItem, cartItemFormSchema, quoteCartFormSchema } from '#shared/schemas/cart';
import type { CustomOption } from '#shared/schemas/custom-option';
import { priceSelectionOf, selectionPart, storedSelectionOf } from '#shared/schemas/line-selection';
import type { PricedProduct } from '#shared/schemas/product';
import {
  type CartLineQuote,
  type CartLineRow,
  createCartRepository,
  type NewCartItemRow,
  type ProductRow,
} from './cart.repository.ts';
import { type CartDeps, deleteFilesAfterCommit, toCartItem } from './cart.service.ts';
import { cartArtworkAllowance } from './cart-artwork-quota.ts';
import { assertCartHasRoomFor, priceCartLine } from './cart-pricing.ts';

/** The multipart field that carries artwork files (repeated). */
const ARTWORK_FIELD = 'files';
const formFieldNames = new Set([...Object.keys(cartItemFormSchema.shape), 'quoteToken']);

/** The line to write (but its session), with what prices it afterwards. */
type Prepared = {
  values: Omit<NewCartItemRow, 'sessionId'>;
  product: ProductRow;
  categoryOptions: CustomOption[];
  quote: CartLineQuote | null;
};
type StoredArtwork = {
  key: string;
  originalName: string;
  size: number;
  mimeType: string;
  sha256: string;
  facts: ArtworkFacts;
};
/** The cart as it is before the add: its lines, and the bytes of their artwork. */
type CartBeforeAdd = { lines: CartLineRow[]; artworkBytes: number };

export type CartAddDeps = CartDeps & { uploads: UploadGuard };

/**
 * The session's cart, read in one query the first time it is asked and then shared: the add's total check
 * and its artwork allowance both need it.
 */
function cartBeforeAdd(db: Executor, sessionId: string): () => Promise<CartBeforeAdd> {
  let read: Promise<CartBeforeAdd> | undefined;
  const readCart = async (): Promise<CartBeforeAdd> => {
    const lines = await createCartRepository(db).listCartLinesWithArtworkBytes(sessionId);
    return { lines, artworkBytes: lines.reduce((sum, line) => sum + line.artworkBytes, 0) };
  };
  return () => {
    read ??= readCart();
    return read;
  };
}

/**
 * Checks the fields against the stored product and the design-method rules
 * (docs/product/storefront.md#the-configurator), and prices the line.
 */
async function prepare(
  deps: CartDeps,
  cart: () => Promise<CartBeforeAdd>,
  fields: Record<string, string>,
): Promise<Prepared> {
  const form = cartItemFormSchema.parse(fields);
  // Both asked at once: on PGlite they wait their turn together, on PostgreSQL they run side by side.
  const [found, { lines }] = await Promise.all([
    createCartRepository(deps.db).findActiveProduct(form.productId),
    cart(),
  ]);
  if (!found) throw notFound(apiMessages.productNotFound);
  const priced: PricedProduct = {
    ...found.product,
    customOptions: mergeCustomOptions(found.product.customOptions, found.categoryOptions),
  };
  const selection = priceSelectionOf(selectionPart(form));
  const problems = validateSelection(priced, selection);
  if (problems.length > 0) {
    throw validationFailed(problems.map((problem) => ({ path: problem.field, message: problem.message })));
  }
  assertDesignDescribed(form);
  const price = calculatePrice(priced, selection);
  assertCartHasRoomFor(lines, price.totalCents);
  return {
    values: {
      productId: found.product.id,
      ...storedSelectionOf(selection),
      designMethod: form.designMethod,
      designNotes: form.designNotes,
      unitPrice: fromCents(price.unitPriceCents),
      totalPrice: fromCents(price.totalCents),
    },
    product: found.product,
    categoryOptions: found.categoryOptions,
    quote: null,
  };
}

/**
 * A quote's line (docs/product/orders-and-statuses.md#quotes-answered): the product, quantity and price are
 * the quote's, read from the link's token; only the design method is the customer's. An unknown token is a
 * 404; an expired quote, a quote of a product no longer sold, a quote already in this cart and one ordered as
 * often as the shop allows are 409s.
 */
async function prepareQuoted(
  deps: CartDeps,
  cart: () => Promise<CartBeforeAdd>,
  fields: Record<string, string>,
  now: Date,
): Promise<Prepared> {
  const form = quoteCartFormSchema.parse(fields);
  const [found, { lines }] = await Promise.all([findQuoteByLink(deps.db, form.quoteToken), cart()]);
  if (!found) throw notFound(apiMessages.quoteNotFound);
  const { reply, product } = found;
  if (isQuoteExpired(reply.expiresAt, now)) {
    throw new AppError('QUOTE_EXPIRED', quoteExpiredMessage(reply.validUntil), 409);
  }
  if (product.isArchived) throw new AppError('QUOTE_WITHDRAWN', apiMessages.quoteWithdrawn, 409);
  if (lines.some((line) => line.quote?.id === reply.id)) {
    throw new AppError('QUOTE_IN_CART', apiMessages.quoteInCart, 409);
  }
  // Checked again, under a lock, when the order is placed (orders.service.ts).
  const orderIds = await listQuoteOrderIds(deps.db, reply.id);
  if (!hasOrdersLeft(reply.maxOrders, orderIds)) throw quoteOrderedUp(orderIds);
  assertDesignDescribed(form);
  const { unitCents, totalCents } = quotedLineCents(reply.unitPrice, reply.quantity);
  assertCartHasRoomFor(lines, totalCents);
  return {
    values: {
      productId: product.id,
      quantity: reply.quantity,
      designMethod: form.designMethod,
      designNotes: form.designNotes,
      unitPrice: fromCents(unitCents),
      totalPrice: fromCents(totalCents),
      quoteReplyId: reply.id,
    },
    product,
    // A quoted line shows the quote, not the product's options.
    categoryOptions: [],
    quote: reply,
  };
}

/** 'Design it for me' needs the customer's description of what to design. */
function assertDesignDescribed(form: { designMethod: string; designNotes: string | null }): void {
  if (form.designMethod === 'create' && !form.designNotes) {
    const message = apiMessages.designDescriptionRequired;
    throw new AppError('DESIGN_DESCRIPTION_REQUIRED', message, 400, [{ path: 'designNotes', message }]);
  }
}

/** Reads one artwork file and judges it by its bytes; null for the empty part of an empty file input. */
async function readArtwork(part: FormFile): Promise<{ record: StoredArtwork; bytes: Buffer } | null> {
  const originalName = sanitizeFileName(part.fileName);
  const { bytes, sha256, truncated } = await readFormFile(part);
  if (part.fileName === '' && bytes.length === 0) return null;
  if (truncated) throw payloadTooLarge(apiMessages.artworkTooLarge(originalName, artworkLimits.maxFileLabel));
  const type = await detectArtworkType(bytes, originalName);
  if (!type) throw unsupportedMediaType(apiMessages.artworkTypeUnsupported(originalName));
  // Decoded now: a damaged image is refused before it is stored, and its pixels are kept for the check.
  const facts = await inspectArtwork(bytes, type, originalName);
  const key = `artwork/${randomUUID()}.${type.extension}`;
  return { record: { key, originalName, size: bytes.length, mimeType: type.mimeType, sha256, facts }, bytes };
}

/** Reads the form: fields first (checked as soon as the first file arrives), then the files, stored one by one. */
async function receive(
  deps: CartDeps,
  cart: () => Promise<CartBeforeAdd>,
  parts: AsyncIterable<FormPart>,
  stored: StoredArtwork[],
  now: Date,
): Promise<Prepared> {
  const fields: Record<string, string> = {};
  let prepared: Prepared | undefined;
  // A quote's link sends its token instead of a configuration.
  const check = () =>
    'quoteToken' in fields ? prepareQuoted(deps, cart, fields, now) : prepare(deps, cart, fields);
  for await (const part of parts) {
    if (part.kind === 'field') {
      if (!formFieldNames.has(part.name)) continue; // a client price among them: the server prices the line
      if (prepared) throw badRequest('Send the form fields before the files.');
      if (part.truncated) throw validationFailed([{ path: part.name, message: 'Too long' }]);
      if (Object.hasOwn(fields, part.name))
        throw validationFailed([{ path: part.name, message: 'Sent twice' }]);
      fields[part.name] = part.value;
      continue;
    }
    if (part.name !== ARTWORK_FIELD) throw badRequest(`Unexpected file field "${part.name}".`);
    prepared ??= await check();
    if (stored.length >= artworkLimits.maxFiles) {
      throw badRequest(apiMessages.tooManyArtworkFiles(artworkLimits.maxFiles));
    }
    const artwork = await readArtwork(part);
    if (!artwork) continue;
    stored.push(artwork.record); // before put: a half-written file is deleted too
    await deps.storage.put(artwork.record.key, artwork.bytes);
  }
  prepared ??= await check();
  if (prepared.values.designMethod === 'upload' && stored.length === 0) {
    const message = apiMessages.filesRequired;
    throw new AppError('FILES_REQUIRED', message, 400, [{ path: ARTWORK_FIELD, message }]);
  }
  return prepared;
}

/**
 * POST /api/cart: checks the configuration against the stored product, prices it on the server (a
 * price sent by the client is ignored), stores the artwork under random names and writes the line and
 * its file rows in one transaction. A failure leaves nothing behind: stored bytes are deleted again.
 */
export async function addCartItem(
  deps: CartAddDeps,
  sessionId: string,
  formParts: AsyncIterable<FormPart>,
  now = new Date(),
): Promise<CartItem> {
  const cart = cartBeforeAdd(deps.db, sessionId);
  // The files' bytes are counted as they arrive: 507 when the disk is nearly full, 413 past the cart's share.
  const limitBytes = deps.uploads.limits.cartArtworkBytes;
  const allowance = cartArtworkAllowance(async () => (await cart()).artworkBytes, limitBytes);
  const parts = deps.uploads.guardParts(formParts, allowance);
  const stored: StoredArtwork[] = [];
  try {
    const { values, product, categoryOptions, quote } = await receive(deps, cart, parts, stored, now);
    const { item, files } = await deps.db.transaction(async (tx) => {
      const repository = createCartRepository(tx);
      const item = await failOnUniqueViolation(
        () => repository.insertItem({ sessionId, ...values }),
        () => new AppError('QUOTE_IN_CART', apiMessages.quoteInCart, 409),
      );
      const files = await repository.insertFiles(
        stored.map(({ key, facts, ...file }, position) => ({
          ...file,
          ...facts,
          storageKey: key,
          cartItemId: item.id,
          position,
        })),
      );
      return { item, files };
    });
    return toCartItem(priceCartLine({ item, product, categoryOptions, quote }, now), files);
  } catch (error) {
    await deleteFilesAfterCommit(
      deps,
      stored.map((file) => file.key),
    );
    throw error;
  }
}
