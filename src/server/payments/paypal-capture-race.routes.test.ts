import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, uploadedFiles } from '#server/db/schema';
import {
  discountUsage,
  insertArtwork,
  insertCartLine,
  insertDiscountCode,
  insertOrderableProduct,
  orderBody,
  orderHeaders,
  placeOrderRequest,
} from '#server/test/checkout-fixtures';
import { createPaypalTestApp, submitApproval } from '#server/test/paypal-fixtures';

/**
 * Approve in the simulator, then capture and a new checkout from the same session in parallel
 * (docs/product/orders-and-statuses.md#payment-status). Whatever wins, every payment PayPal captured has
 * exactly one paid order with all its items and artwork, and nothing answers 500 (a deadlock on PostgreSQL
 * would). PAYPAL_RACE_TRIALS=50 runs the full trial by hand; the suite runs a few.
 */
const TRIALS = Number(process.env.PAYPAL_RACE_TRIALS ?? 6);

let t: Awaited<ReturnType<typeof createPaypalTestApp>>;
let productId: number;
beforeAll(async () => {
  t = await createPaypalTestApp();
  productId = (await insertOrderableProduct(t.handle.db)).id;
  await insertDiscountCode(t.handle.db, { code: 'RACE', usageLimit: 1_000_000 });
});
afterAll(async () => {
  await t.close();
});

/** A session whose PayPal order (with a discount code and a line with artwork) the buyer has approved. */
async function approvedPaypalCheckout() {
  const sessionId = randomUUID();
  const line = await insertCartLine(t.handle.db, { sessionId, productId });
  const artwork = await insertArtwork(t.handle.db, t.storage, line.id, 'logo.pdf');
  const placed = await placeOrderRequest(
    t.app,
    orderHeaders(sessionId),
    orderBody({ paymentMethod: 'paypal', discountCode: 'RACE' }),
  );
  expect(placed.statusCode).toBe(201);
  const orderId = placed.json().id as number;
  const opened = await t.app.inject({
    method: 'POST',
    url: '/paypal/order',
    headers: { 'x-session-id': sessionId },
    payload: { orderId },
  });
  expect(opened.statusCode).toBe(200);
  const paypalOrderId = opened.json().id as string;
  expect((await submitApproval(t.app, paypalOrderId, 'pay')).status).toBe(303);
  return { sessionId, orderId, paypalOrderId, artworkKey: artwork.storageKey };
}

async function afterTurns(turns: number): Promise<void> {
  for (let turn = 0; turn < turns; turn++) await new Promise((resolve) => setImmediate(resolve));
}

async function orderWithFiles(orderId: number) {
  const [order] = await t.handle.db.select().from(orders).where(eq(orders.id, orderId));
  const items = await t.handle.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const files = await t.handle.db
    .select({ key: uploadedFiles.storageKey, orderItemId: uploadedFiles.orderItemId })
    .from(uploadedFiles)
    .innerJoin(orderItems, eq(orderItems.id, uploadedFiles.orderItemId))
    .where(eq(orderItems.orderId, orderId));
  return { order: order!, items, files };
}

describe('a PayPal capture racing a new checkout of the same cart', () => {
  it(`never loses a captured payment nor answers 500 (${TRIALS} trials, both checkout kinds)`, async () => {
    const outcomes = { captured: 0, replaced: 0, checkoutStatuses: {} as Record<number, number> };
    for (let trial = 0; trial < TRIALS; trial++) {
      const attempt = await approvedPaypalCheckout();
      const usesBefore = await discountUsage(t.handle.db, 'RACE');
      // Either request may start first, a few event-loop turns apart, so every interleaving comes up.
      const [captureDelay, checkoutDelay] = trial % 4 < 2 ? [trial % 5, 0] : [0, trial % 5];
      const [capture, checkout] = await Promise.all([
        afterTurns(captureDelay).then(() =>
          t.app.inject({
            method: 'POST',
            url: `/paypal/order/${attempt.paypalOrderId}/capture`,
            headers: { 'x-session-id': attempt.sessionId },
          }),
        ),
        afterTurns(checkoutDelay).then(() =>
          placeOrderRequest(
            t.app,
            orderHeaders(attempt.sessionId),
            orderBody({ paymentMethod: trial % 2 === 0 ? 'store' : 'paypal', discountCode: 'RACE' }),
          ),
        ),
      ]);
      outcomes.checkoutStatuses[checkout.statusCode] =
        (outcomes.checkoutStatuses[checkout.statusCode] ?? 0) + 1;
      expect(capture.statusCode, capture.body).toBeLessThan(500);
      expect(checkout.statusCode, checkout.body).toBeLessThan(500);

      const atPaypal = t.store.orders.get(attempt.paypalOrderId)?.capture;
      const first = await orderWithFiles(attempt.orderId);
      if (atPaypal) {
        // The money moved: the first order is paid, with its line and its artwork, exactly once.
        outcomes.captured += 1;
        expect(capture.statusCode).toBe(200);
        expect(first.order).toMatchObject({ paymentStatus: 'completed', paypalCaptureId: atPaypal.id });
        expect(first.items).toHaveLength(1);
        expect(first.files.map((file) => file.key)).toEqual([attempt.artworkKey]);
        expect(t.storage.keys()).toContain(attempt.artworkKey);
        const paid = await t.handle.db
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.paypalCaptureId, atPaypal.id));
        expect(paid).toHaveLength(1);
        // The checkout either waited its turn (the cart was then empty) or was told the payment is under way.
        expect([400, 409]).toContain(checkout.statusCode);
      } else {
        // The newer checkout came first: the attempt is voided (kept), PayPal never captured, and the
        // new order has the line and the artwork.
        outcomes.replaced += 1;
        expect(capture.statusCode).toBe(409);
        expect(capture.json().code).toBe('PAYMENT_CANCELLED');
        expect(checkout.statusCode).toBe(201);
        expect(first.order.paymentStatus).toBe('voided');
        expect(first.items).toHaveLength(1);
        const second = await orderWithFiles(checkout.json().id);
        expect(second.items).toHaveLength(1);
        expect(second.files.map((file) => file.key)).toEqual([attempt.artworkKey]);
        // The voided attempt gave its discount use back; the new order took one.
        expect(await discountUsage(t.handle.db, 'RACE')).toBe(usesBefore);
      }
    }
    expect(outcomes.captured + outcomes.replaced).toBe(TRIALS);
    if (process.env.PAYPAL_RACE_TRIALS) console.info(`PayPal race outcomes: ${JSON.stringify(outcomes)}`);
  });
});
