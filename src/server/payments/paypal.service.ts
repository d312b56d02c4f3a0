import type { Database, Executor } from '#server/db/client';
import { AppError } from '#server/errors';
import { listCartLines } from '#server/modules/cart/cart-pricing';
import { deleteCartItems } from '#server/modules/cart/cart-removal';
import { retakeDiscountUse } from '#server/modules/discounts/discounts.service';
import type { Mailer, QueuedMail } from '#server/modules/mail/mailer';
import { queueOrderReceived } from '#server/modules/mail/order-notices';
import {
  hasNewerOrder,
  orderPayments,
  type PayableOrder,
  recordCapture,
  type VerifiedCapture,
} from '#server/modules/orders/order-payments';
import {
  findSessionOrder,
  getOrderSummary,
  listOrderedCartItemIds,
} from '#server/modules/orders/orders.service';
import { getShippingSettings } from '#server/modules/shipping/shipping.service';
import { deleteStoredFiles } from '#server/storage/delete-stored-files';
import type { Storage } from '#server/storage/storage';
import { apiMessages, errorCodes } from '#shared/errors';
import { fromCents, toCents } from '#shared/money';
import { formatOrderNumber } from '#shared/order-number';
import type { OrderSummary, PaypalOrderResponse } from '#shared/schemas/checkout';
import type { PaypalClient, PaypalLink, PaypalOrder } from './paypal-client.ts';
import { PaypalApiError } from './paypal-errors.ts';

/**
 * Paying an order with PayPal (docs/product/shipping-and-checkout.md#placing-the-order): the PayPal order is
 * made for the order's server total, and the order is paid only once the capture is verified (status
 * COMPLETED, amount and currency equal to the order's). Both calls carry a PayPal-Request-Id derived from the
 * order, so retries never make a second PayPal order or a second capture.
 */

export type PaymentLog = {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
};

export type PaypalServiceDeps = {
  db: Database;
  storage: Storage;
  paypal: PaypalClient;
  /** The shop's public address, for PayPal's return and cancel URLs. */
  publicUrl: string;
  log: PaymentLog;
  now?: () => Date;
  /** Sends the order's e-mails once its capture is recorded. */
  mailer?: Mailer | undefined;
};

const orderNotFound = () => new AppError('ORDER_NOT_FOUND', apiMessages.orderNotFound, 404);
const paymentFailed = (status: 402 | 502) =>
  new AppError('PAYMENT_FAILED', apiMessages.paymentFailed, status);
const orderUpdateFailed = () =>
  new AppError(errorCodes.orderUpdateFailed, apiMessages.orderUpdateFailed, 500);
const alreadyPaid = () => new AppError('ALREADY_PAID', apiMessages.alreadyPaid, 409);
const attemptVoided = () => new AppError(errorCodes.paymentCancelled, apiMessages.paymentCancelled, 409);

function assertPayableWithPaypal(order: PayableOrder): void {
  if (order.paymentMethod !== 'paypal') {
    throw new AppError('NOT_A_PAYPAL_ORDER', apiMessages.notAPaypalOrder, 409);
  }
  if (order.paymentStatus === 'voided') throw attemptVoided();
  if (order.paymentStatus !== 'pending' || order.paypalCaptureId !== null) {
    throw alreadyPaid();
  }
}

function paypalReturnUrls(publicUrl: string, orderId: number) {
  const cart = `${publicUrl.replace(/\/+$/, '')}/cart`;
  return {
    returnUrl: `${cart}?paypal=return&orderId=${orderId}`,
    cancelUrl: `${cart}?paypal=cancel&orderId=${orderId}`,
  };
}

/**
 * The buyer's way to approve. An order that is already approved (or captured but not yet recorded, after
 * a failed update) may come without an approve link: then the buyer goes straight back to the shop, whose
 * return page captures, and the capture's request id answers the first capture again.
 */
function approvalLinks(created: PaypalOrder, returnUrl: string): PaypalLink[] | null {
  if (created.links.some((link) => link.rel === 'approve')) return created.links;
  if (created.status !== 'APPROVED' && created.status !== 'COMPLETED') return null;
  const back = new URL(returnUrl);
  back.searchParams.set('token', created.id);
  return [...created.links, { href: back.toString(), rel: 'approve', method: 'GET' }];
}

/** POST /paypal/order: opens (or, on a retry, finds again) the PayPal order for the order's total. */
export async function createPaypalOrderForOrder(
  deps: PaypalServiceDeps,
  input: { orderId: number; sessionId: string },
): Promise<PaypalOrderResponse> {
  const repository = orderPayments(deps.db);
  const order = await repository.findOrderForSession(input.orderId, input.sessionId);
  if (!order) throw orderNotFound();
  assertPayableWithPaypal(order);
  const totalCents = toCents(order.total);
  if (totalCents <= 0) throw new AppError('NOTHING_TO_PAY', apiMessages.nothingToPay, 409);

  const { returnUrl, cancelUrl } = paypalReturnUrls(deps.publicUrl, order.id);
  let created: PaypalOrder;
  try {
    created = await deps.paypal.createOrder({
      amount: fromCents(totalCents),
      currency: 'USD',
      referenceId: String(order.id),
      description: `PrintPro Signs order ${formatOrderNumber(order.id)}`,
      returnUrl,
      cancelUrl,
      // Stable for this order (its creation time keeps it unique should order ids restart).
      requestId: `printpro-order-${order.id}-${order.createdAt.getTime()}`,
    });
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, 'PayPal order creation failed');
    throw new AppError('PAYPAL_ORDER_FAILED', apiMessages.paypalOrderFailed, 502);
  }
  const links = approvalLinks(created, returnUrl);
  if (!links) {
    deps.log.error({ orderId: order.id, paypalOrderId: created.id }, 'PayPal answered no approve link');
    throw new AppError(errorCodes.paypalNoApprovalUrl, apiMessages.paypalNoApprovalUrl, 502);
  }
  if (!(await repository.setPaypalOrderId(order.id, created.id))) {
    throw alreadyPaid();
  }
  return { id: created.id, status: created.status, links };
}

/**
 * PayPal's answers that say for certain no money moved, so the order may be voided again. Any other
 * failure (time-out, 5xx, 429, a request with this id still in progress, ...) leaves the outcome open.
 */
const NO_CAPTURE_ISSUES = new Set([
  'ORDER_NOT_APPROVED',
  'INSTRUMENT_DECLINED',
  'PAYER_ACTION_REQUIRED',
  'PAYER_CANNOT_PAY',
  'TRANSACTION_REFUSED',
  'ORDER_EXPIRED',
  'ORDER_VOIDED',
]);

type CaptureAnswer =
  | { ok: true; result: PaypalOrder }
  | { ok: false; error: AppError; noMoneyMoved: boolean };

/** Asks PayPal to capture; a capture made earlier (its answer lost) is read back from the order. */
async function captureAtPaypal(
  deps: PaypalServiceDeps,
  order: PayableOrder,
  paypalOrderId: string,
): Promise<CaptureAnswer> {
  const context = { orderId: order.id, paypalOrderId };
  try {
    try {
      return {
        ok: true,
        result: await deps.paypal.captureOrder(paypalOrderId, `printpro-capture-${paypalOrderId}`),
      };
    } catch (error) {
      if (!(error instanceof PaypalApiError && error.issue === 'ORDER_ALREADY_CAPTURED')) throw error;
      return { ok: true, result: await deps.paypal.getOrder(paypalOrderId) };
    }
  } catch (error) {
    // PayPal refused (not approved, declined, ...): a payment failure. No answer at all: the outcome is
    // unknown, but a retry is safe (same request id), so it is reported as a failure to retry too.
    const refused = error instanceof PaypalApiError && error.status < 500 && error.status !== 401;
    const noMoneyMoved =
      error instanceof PaypalApiError &&
      (error.status === 404 || (error.status === 422 && NO_CAPTURE_ISSUES.has(error.issue ?? '')));
    deps.log[refused ? 'warn' : 'error']({ ...context, err: error }, 'PayPal capture failed');
    return { ok: false, error: paymentFailed(refused ? 402 : 502), noMoneyMoved };
  }
}

/**
 * The capture when it is for the order's total in USD: COMPLETED (the money is ours) or PENDING (PayPal
 * holds it for review and settles it later, so it is no failure and must not be paid twice); null else.
 */
function verifiedCapture(order: PayableOrder, result: PaypalOrder): VerifiedCapture | null {
  const capture = result.capture;
  if (result.status !== 'COMPLETED' || !capture) return null;
  if (capture.status !== 'COMPLETED' && capture.status !== 'PENDING') return null;
  if (capture.amount.currencyCode !== 'USD') return null;
  try {
    if (toCents(capture.amount.value) !== toCents(order.total)) return null;
  } catch {
    return null;
  }
  return { id: capture.id, completed: capture.status === 'COMPLETED' };
}

const now = (deps: PaypalServiceDeps) => deps.now?.() ?? new Date();

/**
 * Locks the session's cart lines, then the order, in that order, as a checkout does (which locks the
 * cart lines before it voids the session's attempts): the two paths cannot deadlock.
 */
async function lockCartThenOrder(tx: Executor, sessionId: string | null, orderId: number) {
  if (sessionId) await listCartLines(tx, sessionId, { lock: true });
  return orderPayments(tx).lockOrder(orderId);
}

/**
 * Before PayPal is asked: under the row locks, an unpaid order is marked as being captured, so no
 * checkout or clean-up voids it while the money may be moving (nor places a second order from its cart
 * lines). Answers what the order is now.
 */
function startCapture(deps: PaypalServiceDeps, order: PayableOrder) {
  return deps.db.transaction(async (tx): Promise<'recorded' | 'voided' | 'capturing'> => {
    const current = await lockCartThenOrder(tx, order.sessionId, order.id);
    if (!current) throw orderNotFound();
    if (current.paymentStatus === 'completed' || current.paypalCaptureId !== null) return 'recorded';
    // Voided because a newer checkout of the cart replaced it: capturing would charge for a second order.
    // Voided only for waiting 30 minutes: the buyer came back late, and the capture revives it.
    if (
      current.paymentStatus === 'voided' &&
      (!current.sessionId || (await hasNewerOrder(tx, current.sessionId, current.id)))
    ) {
      return 'voided';
    }
    await orderPayments(tx).markCaptureStarted(order.id, now(deps));
    return 'capturing';
  });
}

/**
 * Records a verified capture and empties the ordered lines from the cart, in one transaction. A voided
 * order PayPal reports captured anyway is revived as paid: its discount use is taken again (past any
 * limit: the customer has paid) and the owner is told in the log.
 */
async function recordVerifiedCapture(
  deps: PaypalServiceDeps,
  order: PayableOrder,
  paypalOrderId: string,
  capture: VerifiedCapture,
): Promise<void> {
  let recorded: { fileKeys: string[]; mail: QueuedMail[] };
  try {
    recorded = await deps.db.transaction(async (tx) => {
      const current = await lockCartThenOrder(tx, order.sessionId, order.id);
      // Of two captures racing, one records; the other finds the order paid and answers it.
      if (!current || !(await recordCapture(tx, order.id, capture))) return { fileKeys: [], mail: [] };
      if (current.paymentStatus === 'voided') {
        if (current.discountCode) await retakeDiscountUse(tx, current.discountCode);
        deps.log.warn(
          { orderId: order.id, paypalOrderId, paypalCaptureId: capture.id },
          'PayPal captured a voided checkout attempt: the order is revived as paid',
        );
      }
      // The order stands now: the customer and the shop are told (paid, or held by PayPal for review).
      const summary = await getOrderSummary(tx, order.id);
      const settings = await getShippingSettings(tx);
      const mail = summary ? await queueOrderReceived(tx, deps.mailer, summary, settings.storeAddress) : [];
      // Only the lines this order was placed from: a line added since stays in the cart.
      return { fileKeys: await deleteCartItems(tx, await listOrderedCartItemIds(tx, order.id)), mail };
    });
  } catch (error) {
    deps.log.error(
      { err: error, orderId: order.id, paypalOrderId, paypalCaptureId: capture.id },
      'PAYMENT CAPTURED BUT NOT RECORDED: PayPal took the money and the order could not be marked paid; record the capture by hand',
    );
    throw orderUpdateFailed();
  }
  deps.mailer?.committed(recorded.mail);
  await deleteStoredFiles(deps.storage, recorded.fileKeys, (key, error) =>
    deps.log.warn({ err: error, key }, 'could not delete a stored file of the emptied cart'),
  );
}

/** Captures a marked order at PayPal and records it; a clear refusal clears the mark (no money moved). */
async function captureMarkedOrder(deps: PaypalServiceDeps, order: PayableOrder, paypalOrderId: string) {
  const repository = orderPayments(deps.db);
  const answered = await captureAtPaypal(deps, order, paypalOrderId);
  if (!answered.ok) {
    // A clear refusal moved no money; any other failure may have: then the mark stays, and a retry (the
    // customer's, or the clean-up's) asks PayPal again with the same request id.
    if (answered.noMoneyMoved) await repository.clearCaptureStarted(order.id, now(deps));
    throw answered.error;
  }
  const result = answered.result;
  const capture = verifiedCapture(order, result);
  if (!capture) {
    deps.log.error(
      {
        orderId: order.id,
        paypalOrderId,
        expected: { value: order.total, currencyCode: 'USD' },
        paypalStatus: result.status,
        capture: result.capture,
      },
      'PayPal capture not verified: the order stays unpaid (if money was captured, refund or settle it by hand)',
    );
    await repository.clearCaptureStarted(order.id, now(deps));
    throw paymentFailed(402);
  }
  await recordVerifiedCapture(deps, order, paypalOrderId, capture);
}

/**
 * A voided attempt: PayPal is asked (never told to capture) whether it was captured after all; if so it
 * is revived as paid, otherwise the customer is told it was cancelled.
 */
async function reviveIfCaptured(deps: PaypalServiceDeps, order: PayableOrder, paypalOrderId: string) {
  let capture: VerifiedCapture | null = null;
  try {
    capture = verifiedCapture(order, await deps.paypal.getOrder(paypalOrderId));
  } catch (error) {
    deps.log.warn({ err: error, orderId: order.id, paypalOrderId }, 'PayPal order lookup failed');
  }
  if (!capture) throw attemptVoided();
  await recordVerifiedCapture(deps, order, paypalOrderId, capture);
}

/** POST /paypal/order/:paypalOrderId/capture: captures, verifies, marks the order paid and empties the cart. */
export async function capturePaypalOrderForSession(
  deps: PaypalServiceDeps,
  input: { paypalOrderId: string; sessionId: string },
): Promise<{ order: OrderSummary }> {
  const repository = orderPayments(deps.db);
  const order = await repository.findOrderByPaypalId(input.paypalOrderId, input.sessionId);
  if (!order) throw orderNotFound();
  if (order.paymentMethod !== 'paypal') assertPayableWithPaypal(order);
  const state = await startCapture(deps, order);
  if (state === 'voided') await reviveIfCaptured(deps, order, input.paypalOrderId);
  if (state === 'capturing') await captureMarkedOrder(deps, order, input.paypalOrderId);
  return answer(deps, order.id, input.sessionId);
}

/** How long a capture may go unanswered before the clean-up asks PayPal again. */
export const STALLED_CAPTURE_MS = 2 * 60 * 1000;

/**
 * The clean-up's half for captures that never got an answer (the server stopped, PayPal timed out):
 * PayPal is asked again with the same request id, so a capture that happened is recorded and one that
 * did not is either made (the buyer approved) or refused (the mark is cleared). Answers how many settled.
 */
export async function settleStalledCaptures(deps: PaypalServiceDeps): Promise<number> {
  const stalled = await orderPayments(deps.db).listStalledCaptures(
    new Date(now(deps).getTime() - STALLED_CAPTURE_MS),
    20,
  );
  let settled = 0;
  for (const order of stalled) {
    try {
      // Tried now: to the back of the queue, so captures that keep failing never starve the others.
      await orderPayments(deps.db).markCaptureStarted(order.id, now(deps));
      await captureMarkedOrder(deps, order, order.paypalOrderId!);
      settled += 1;
    } catch (error) {
      deps.log.warn({ err: error, orderId: order.id }, 'stalled PayPal capture not settled yet');
    }
  }
  return settled;
}

/** The captured order (paid, or held by PayPal) as the customer sees it, read through the orders module. */
async function answer(
  deps: PaypalServiceDeps,
  orderId: number,
  sessionId: string,
): Promise<{ order: OrderSummary }> {
  const found = await findSessionOrder(deps.db, orderId, sessionId);
  if (!found?.paypalCaptureId) {
    deps.log.error({ orderId }, 'PayPal order not recorded as paid after a verified capture');
    throw orderUpdateFailed();
  }
  return { order: found.order };
}
