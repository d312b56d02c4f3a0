import { fromCents, toCents } from '../../shared/money.ts';
import { formatOrderNumber } from '../../shared/order-number.ts';
import type { OrderSummary, PaypalOrderResponse } from '../../shared/schemas/checkout.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { deleteCartItems, deleteStoredFiles } from '../modules/cart/cart-removal.ts';
import { toOrderSummary } from '../modules/orders/order-summary.ts';
import { createOrdersRepository } from '../modules/orders/orders.repository.ts';
import type { Storage } from '../storage/storage.ts';
import {
  createPaymentsRepository,
  type PayableOrder,
  recordCapture,
  type VerifiedCapture,
} from './payments.repository.ts';
import type { PaypalClient, PaypalLink, PaypalOrder } from './paypal-client.ts';
import { PaypalApiError } from './paypal-errors.ts';

/**
 * Paying an order with PayPal (DESIGN §5.4): the PayPal order is made for the order's server total, and
 * the order is paid only once the capture is verified (status COMPLETED, amount and currency equal to the
 * order's). Both calls carry a PayPal-Request-Id derived from the order, so retries never make a second
 * PayPal order or a second capture.
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
};

export const PAYMENT_FAILED_MESSAGE =
  'PayPal payment failed. Please try again or use a different payment method.';
export const ORDER_UPDATE_FAILED_MESSAGE =
  'Payment was successful but order creation failed. Please contact support.';

const orderNotFound = () => new AppError('ORDER_NOT_FOUND', 'Order not found', 404);
const paymentFailed = (status: 402 | 502) => new AppError('PAYMENT_FAILED', PAYMENT_FAILED_MESSAGE, status);
const orderUpdateFailed = () => new AppError('ORDER_UPDATE_FAILED', ORDER_UPDATE_FAILED_MESSAGE, 500);

function assertPayableWithPaypal(order: PayableOrder): void {
  if (order.paymentMethod !== 'paypal') {
    throw new AppError('NOT_A_PAYPAL_ORDER', 'This order is paid in store, not with PayPal.', 409);
  }
  if (order.paymentStatus !== 'pending' || order.paypalCaptureId !== null) {
    throw new AppError('ALREADY_PAID', 'This order has already been paid.', 409);
  }
}

export function paypalReturnUrls(publicUrl: string, orderId: number) {
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
  const repository = createPaymentsRepository(deps.db);
  const order = await repository.findOrderForSession(input.orderId, input.sessionId);
  if (!order) throw orderNotFound();
  assertPayableWithPaypal(order);
  const totalCents = toCents(order.total);
  if (totalCents <= 0) throw new AppError('NOTHING_TO_PAY', 'This order has nothing to pay.', 409);

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
    throw new AppError('PAYPAL_ORDER_FAILED', 'Failed to create PayPal order', 502);
  }
  const links = approvalLinks(created, returnUrl);
  if (!links) {
    deps.log.error({ orderId: order.id, paypalOrderId: created.id }, 'PayPal answered no approve link');
    throw new AppError('PAYPAL_NO_APPROVAL_URL', 'No approval URL found in PayPal response', 502);
  }
  if (!(await repository.setPaypalOrderId(order.id, created.id))) {
    throw new AppError('ALREADY_PAID', 'This order has already been paid.', 409);
  }
  return { id: created.id, status: created.status, links };
}

/** Asks PayPal to capture; a capture made earlier (its answer lost) is read back from the order. */
async function captureAtPaypal(deps: PaypalServiceDeps, order: PayableOrder, paypalOrderId: string) {
  const context = { orderId: order.id, paypalOrderId };
  try {
    try {
      return await deps.paypal.captureOrder(paypalOrderId, `printpro-capture-${paypalOrderId}`);
    } catch (error) {
      if (!(error instanceof PaypalApiError && error.issue === 'ORDER_ALREADY_CAPTURED')) throw error;
      return await deps.paypal.getOrder(paypalOrderId);
    }
  } catch (error) {
    // PayPal refused (not approved, declined, ...): a payment failure. No answer at all: the outcome is
    // unknown, but a retry is safe (same request id), so it is reported as a failure to retry too.
    const refused = error instanceof PaypalApiError && error.status < 500 && error.status !== 401;
    deps.log[refused ? 'warn' : 'error']({ ...context, err: error }, 'PayPal capture failed');
    throw paymentFailed(refused ? 402 : 502);
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

/** POST /paypal/order/:paypalOrderId/capture: captures, verifies, marks the order paid and empties the cart. */
export async function capturePaypalOrderForSession(
  deps: PaypalServiceDeps,
  input: { paypalOrderId: string; sessionId: string },
): Promise<{ order: OrderSummary }> {
  const repository = createPaymentsRepository(deps.db);
  const order = await repository.findOrderByPaypalId(input.paypalOrderId, input.sessionId);
  if (!order) throw orderNotFound();
  if (order.paymentMethod !== 'paypal') assertPayableWithPaypal(order);
  // Paid, or captured and held by PayPal: nothing more to capture.
  if (order.paymentStatus === 'completed' || order.paypalCaptureId !== null) {
    return answer(deps, order.id, input.sessionId);
  }

  const result = await captureAtPaypal(deps, order, input.paypalOrderId);
  const capture = verifiedCapture(order, result);
  if (!capture) {
    deps.log.error(
      {
        orderId: order.id,
        paypalOrderId: input.paypalOrderId,
        expected: { value: order.total, currencyCode: 'USD' },
        paypalStatus: result.status,
        capture: result.capture,
      },
      'PayPal capture not verified: the order stays unpaid (if money was captured, refund or settle it by hand)',
    );
    throw paymentFailed(402);
  }

  let fileKeys: string[];
  try {
    fileKeys = await deps.db.transaction(async (tx) => {
      // Of two captures racing, one records; the other finds the order paid and answers it below.
      if (!(await recordCapture(tx, order.id, capture))) return [];
      // Only the lines this order was placed from: a line added since stays in the cart.
      return deleteCartItems(tx, await createOrdersRepository(tx).listOrderedCartItemIds(order.id));
    });
  } catch (error) {
    deps.log.error(
      { err: error, orderId: order.id, paypalOrderId: input.paypalOrderId, paypalCaptureId: capture.id },
      'PAYMENT CAPTURED BUT NOT RECORDED: PayPal took the money and the order could not be marked paid; record the capture by hand',
    );
    throw orderUpdateFailed();
  }
  await deleteStoredFiles(deps.storage, fileKeys, (key, error) =>
    deps.log.warn({ err: error, key }, 'could not delete a stored file of the emptied cart'),
  );
  return answer(deps, order.id, input.sessionId);
}

/** The captured order (paid, or held by PayPal) as the customer sees it, through the orders module's own mapper. */
async function answer(
  deps: PaypalServiceDeps,
  orderId: number,
  sessionId: string,
): Promise<{ order: OrderSummary }> {
  const orders = createOrdersRepository(deps.db);
  const order = await orders.findForSession(orderId, sessionId);
  if (!order?.paypalCaptureId) {
    deps.log.error({ orderId }, 'PayPal order not recorded as paid after a verified capture');
    throw orderUpdateFailed();
  }
  const items = await orders.listItems(order.id);
  return { order: toOrderSummary(order, items, await orders.listFiles(items.map((item) => item.id))) };
}
