import type { Database, Executor } from '#server/db/client';
import { AppError, badRequest, conflict, notFound } from '#server/errors';
import { handArtworkToOrder } from '#server/modules/cart/artwork-handover';
import { listCartLines, type PricedCartLine, priceCart } from '#server/modules/cart/cart-pricing';
import { deleteCartItems } from '#server/modules/cart/cart-removal';
import { quoteShipping } from '#server/modules/checkout/checkout.service';
import { takeDiscountUse } from '#server/modules/discounts/discounts.service';
import type { Mailer, QueuedMail } from '#server/modules/mail/mailer';
import { queueOrderReceived } from '#server/modules/mail/order-notices';
import { assertQuotesOrderable } from '#server/modules/quotes/quote-orders.service';
import { getShippingSettings } from '#server/modules/shipping/shipping.service';
import { deleteStoredFiles } from '#server/storage/delete-stored-files';
import type { Storage } from '#server/storage/storage';
import { calculateCheckoutTotals } from '#shared/checkout';
import { shopClockOf } from '#shared/delivery-estimate';
import { apiMessages, errorCodes } from '#shared/errors';
import { fromCents } from '#shared/money';
import { expectedDelivery } from '#shared/order-expected';
import { type OrderSummary, type PlaceOrderInput, paymentFitsDelivery } from '#shared/schemas/checkout';
import { expectedOrderOf, scheduleFacts } from './order-schedule.ts';
import { orderItemValues } from './order-snapshot.ts';
import { blankToNull, toOrderSummary } from './order-summary.ts';
import { createOrdersRepository, type OrderRow } from './orders.repository.ts';
import { voidSessionPaypalAttempts } from './unpaid-attempts.ts';

export type PlaceOrderDeps = {
  db: Database;
  storage: Storage;
  now?: () => Date;
  /** Test hook: runs inside the order's transaction once the order, its items and the file links are written. */
  afterItemsWritten?: (tx: Executor) => Promise<void>;
  onFileDeleteError?: (key: string, error: unknown) => void;
  /** Sends the order's e-mails (pay in store: at once; PayPal: once captured, in payments). */
  mailer?: Mailer | undefined;
};

export type PlaceOrderRequest = { sessionId: string; idempotencyKey: string; input: PlaceOrderInput };
export type PlaceOrderResult = { order: OrderSummary; created: boolean };

/**
 * An order with its lines, their files and its expected dates as the customer sees it (orderSummarySchema),
 * in five more queries.
 */
async function summariseWithDates(db: Executor, order: OrderRow, now = new Date()): Promise<OrderSummary> {
  const repository = createOrdersRepository(db);
  const items = await repository.listItems(order.id);
  const [files, facts] = await Promise.all([
    repository.listFiles(items.map((item) => item.id)),
    scheduleFacts(db, items),
  ]);
  const expected = expectedDelivery(
    expectedOrderOf(order, items, facts.turnarounds, facts.proofs),
    now,
    facts.clock,
  );
  return { ...toOrderSummary(order, items, files), expected };
}

/**
 * The session's order as the customer sees it, with its PayPal capture id (the payments code checks that
 * a verified capture was recorded); undefined when the session has no such order (a voided attempt is none).
 */
export async function findSessionOrder(
  db: Executor,
  id: number,
  sessionId: string,
): Promise<{ order: OrderSummary; paypalCaptureId: string | null } | undefined> {
  const row = await createOrdersRepository(db).findForSession(id, sessionId);
  return row && { order: await summariseWithDates(db, row), paypalCaptureId: row.paypalCaptureId };
}

/** Any order as the customer sees it (the e-mails), whatever its session; undefined when there is none. */
export async function getOrderSummary(db: Executor, id: number): Promise<OrderSummary | undefined> {
  const row = await createOrdersRepository(db).findById(id);
  return row && summariseWithDates(db, row);
}

/** The cart lines this order was placed from that are still in the cart (to empty them once it is paid). */
export function listOrderedCartItemIds(db: Executor, orderId: number): Promise<number[]> {
  return createOrdersRepository(db).listOrderedCartItemIds(orderId);
}

/** GET /api/orders/:id: an order of this cart session; another session's order does not exist for it. */
export async function getOrderForSession(db: Executor, id: number, sessionId: string): Promise<OrderSummary> {
  const row = await createOrdersRepository(db).findForSession(id, sessionId);
  if (!row) throw notFound(apiMessages.orderNotFound);
  return summariseWithDates(db, row);
}

/**
 * The order an earlier request with this key placed, as GET /api/orders/:id answers it, or undefined; a
 * key of another session is a 409.
 */
async function findPlacedOrder(db: Executor, request: PlaceOrderRequest): Promise<OrderSummary | undefined> {
  const placed = await createOrdersRepository(db).findByIdempotencyKey(request.idempotencyKey);
  if (!placed) return undefined;
  if (placed.sessionId !== request.sessionId) throw conflict(apiMessages.idempotencyKeyReused);
  // A voided attempt is no order (voiding lets its key go too, so this is only a safeguard).
  if (placed.paymentStatus === 'voided') throw notFound(apiMessages.orderNotFound);
  return summariseWithDates(db, placed);
}

/** A line that can no longer be ordered as it is (archived product, options changed since it was added). */
function assertOrderable(line: PricedCartLine): void {
  const name = line.product.name;
  if (line.product.isArchived) {
    throw new AppError('CART_ITEM_UNAVAILABLE', apiMessages.cartItemUnavailable(name), 409);
  }
  if (line.problems.length > 0) {
    const reasons = line.problems.map((problem) => problem.message).join('; ');
    throw new AppError('CART_ITEM_CHANGED', apiMessages.cartItemChanged(name, reasons), 409);
  }
}

/** Pay in Store with a shipped method: a 400 (the shop ships only what has been paid). */
function assertPaymentFitsDelivery(input: PlaceOrderInput): void {
  if (paymentFitsDelivery(input.paymentMethod, input.shippingMethod)) return;
  const message = apiMessages.payInStoreNeedsPickup;
  throw new AppError(errorCodes.paymentNeedsPickup, message, 400, [{ path: 'paymentMethod', message }]);
}

/**
 * A discount code on a cart with a quoted line: a 400. A quote is the shop's price for that job, made by
 * hand; a public code does not cut it (docs/decisions/0035-quotes-that-hold.md).
 */
function assertNoDiscountWithQuote(code: string | null, lines: readonly PricedCartLine[]): void {
  if (!code || !lines.some((line) => line.row.quote)) return;
  const message = apiMessages.discountNotWithQuote;
  throw new AppError(errorCodes.discountNotWithQuote, message, 400, [{ path: 'discountCode', message }]);
}

type Placed = { order: OrderSummary; created: boolean; storageKeys: string[]; mail: QueuedMail[] };

/**
 * In the caller's transaction: the order an earlier request with this key placed (created: false), or the
 * order written now with the storage keys to delete after commit.
 */
async function writeOrder(tx: Executor, deps: PlaceOrderDeps, request: PlaceOrderRequest): Promise<Placed> {
  const { sessionId, input } = request;
  const rows = await listCartLines(tx, sessionId, { lock: true });
  // Looked up once the cart's lines are locked: a request with this key that held them has committed by
  // now, so it is answered (a retry after pay in store finds the cart empty) rather than voided below as an
  // abandoned attempt.
  const earlier = await findPlacedOrder(tx, request);
  if (earlier) return { order: earlier, created: false, storageKeys: [], mail: [] };
  if (rows.length === 0) throw badRequest(apiMessages.emptyCart);
  const orders = createOrdersRepository(tx);
  const now = deps.now?.() ?? new Date();
  const { lines, subtotalCents } = priceCart(rows, now);
  for (const line of lines) assertOrderable(line);

  // Unpaid PayPal orders of this session are attempts the customer left for this one: void them, so
  // their approval can no longer be paid and their discount use comes back (refused while one is being
  // captured). The cart lines are locked above, as the capture locks them: one lock order, no deadlock.
  // A blank code is ignored (the schema has trimmed it;
  // docs/product/shipping-and-checkout.md#discount-codes).
  const code = input.discountCode || null;
  assertNoDiscountWithQuote(code, lines);
  await voidSessionPaypalAttempts(tx, sessionId, now, code);
  // After this session's abandoned attempts are voided: they no longer count as orders of its quotes.
  await assertQuotesOrderable(
    tx,
    lines.flatMap((line) => (line.row.quote ? [line.row.quote.id] : [])),
  );

  const settings = await getShippingSettings(tx);
  const items = lines.map((line) => ({ freeShipping: line.product.freeShipping }));
  const shipping = quoteShipping(input.shippingMethod, subtotalCents, items, settings);
  const discount = code ? await takeDiscountUse(tx, code, now) : null;
  const totals = calculateCheckoutTotals({
    subtotalCents,
    discountPercent: discount?.percent ?? null,
    shippingCostCents: shipping.shippingCostCents,
  });

  const { customer } = input;
  const order = await orders.insertOrder({
    sessionId,
    idempotencyKey: request.idempotencyKey,
    customerName: customer.name,
    customerEmail: customer.email,
    customerPhone: blankToNull(customer.phone),
    customerCompany: blankToNull(customer.company),
    customerAddress: blankToNull(customer.address),
    customerCity: blankToNull(customer.city),
    customerState: blankToNull(customer.state),
    customerZipCode: blankToNull(customer.zipCode),
    customerNotes: blankToNull(customer.notes),
    shippingMethod: input.shippingMethod,
    proofRequested: input.proofRequested,
    subtotal: fromCents(totals.subtotalCents),
    discountCode: discount?.code ?? null,
    discountPercentage: discount?.percent ?? null,
    discountAmount: fromCents(totals.discountCents),
    shippingCost: fromCents(totals.shippingCostCents),
    total: fromCents(totals.totalCents),
    paymentMethod: input.paymentMethod,
    paymentStatus: 'pending',
    status: 'new',
  });
  const itemRows = await orders.insertItems(lines.map((line) => orderItemValues(order.id, line)));
  const fileRows = await handArtworkToOrder(tx, order.id);
  await deps.afterItemsWritten?.(tx);

  // The dates the checkout showed, from the lines and settings in hand (no proof is sent yet).
  const turnarounds = new Map(lines.map((line) => [line.product.id, line.product.turnaroundTime]));
  const expected = expectedDelivery(
    expectedOrderOf(order, itemRows, turnarounds, new Map()),
    now,
    shopClockOf(settings),
  );
  const summary = { ...toOrderSummary(order, itemRows, fileRows), expected };
  if (input.paymentMethod !== 'store') return { order: summary, created: true, storageKeys: [], mail: [] };
  // Pay in store: the order stands now; it takes the cart and is told about. PayPal: the cart stays and
  // the e-mails wait until the capture is verified.
  const storageKeys = await deleteCartItems(
    tx,
    rows.map((row) => row.item.id),
    { locked: true },
  );
  const mail = await queueOrderReceived(tx, deps.mailer, summary, settings.storeAddress);
  return { order: summary, created: true, storageKeys, mail };
}

/**
 * POST /api/orders (docs/product/shipping-and-checkout.md#placing-the-order): ONE order for the whole cart,
 * in ONE transaction: the lines are recomputed from the stored products, shipping is charged once, one use of
 * the discount code is taken with a guarded update, and the order, its lines (with a product snapshot) and
 * the links to their artwork are written; pay in store also empties the cart. Any failure writes nothing.
 *
 * Idempotent per Idempotency-Key: a key already used by this session answers its order (created: false)
 * and writes nothing. Two requests racing with one key take turns on the cart's lines, and the second
 * answers the first's order; where they share no lines (another session's cart), the loser fails on the
 * key's unique constraint and then finds the winner's order (a 409: the key is another session's).
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  request: PlaceOrderRequest,
): Promise<PlaceOrderResult> {
  assertPaymentFitsDelivery(request.input);
  let placed: Placed;
  try {
    placed = await deps.db.transaction((tx) => writeOrder(tx, deps, request));
  } catch (error) {
    let winner: OrderSummary | undefined;
    try {
      winner = await findPlacedOrder(deps.db, request);
    } catch (lookupError) {
      throw lookupError instanceof AppError ? lookupError : error;
    }
    if (winner) return { order: winner, created: false };
    throw error;
  }
  deps.mailer?.committed(placed.mail);
  await deleteStoredFiles(deps.storage, placed.storageKeys, deps.onFileDeleteError);
  return { order: placed.order, created: placed.created };
}
