import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema';
import {
  UNPAID_PAYPAL_ATTEMPT_MS,
  voidAbandonedPaypalAttempts,
} from '#server/modules/orders/unpaid-attempts';
import { adminEmail, insertAdmin, loginCookie } from '#server/test/admin-fixtures';
import {
  discountUsage,
  insertCartLine,
  insertDiscountCode,
  insertOrderableProduct,
  orderBody,
  orderHeaders,
  placeOrderRequest,
} from '#server/test/checkout-fixtures';
import { createPaypalTestApp, readOrder, submitApproval } from '#server/test/paypal-fixtures';
import { createInjectFetch } from './inject-fetch.ts';
import { STALLED_CAPTURE_MS, settleStalledCaptures } from './paypal.service.ts';
import { createPaypalClient } from './paypal-client.ts';
import { PaypalApiError } from './paypal-errors.ts';
import { PAYPAL_SIMULATOR_PREFIX } from './paypal-settings.ts';

let t: Awaited<ReturnType<typeof createPaypalTestApp>>;
let productId: number;
let adminCookie: string;
beforeAll(async () => {
  t = await createPaypalTestApp();
  productId = (await insertOrderableProduct(t.handle.db)).id;
  await insertAdmin(t.handle.db);
  adminCookie = await loginCookie(t.app, adminEmail);
});
afterAll(async () => {
  await t.close();
});

const later = (ms: number) => new Date(Date.now() + ms);
const silentLog = { error: () => {}, warn: () => {} };

/** The service deps the clean-up uses, with the simulator reached through app.inject. */
function cleanupDeps(now: Date) {
  const paypal = createPaypalClient({
    baseUrl: `http://shop.test${PAYPAL_SIMULATOR_PREFIX}`,
    clientId: t.store.clientId,
    clientSecret: t.store.clientSecret,
    fetch: createInjectFetch(t.app),
  });
  return {
    db: t.handle.db,
    storage: t.storage,
    paypal,
    publicUrl: 'http://shop.test',
    log: silentLog,
    now: () => now,
  };
}

/** A PayPal checkout through the API, with its PayPal order opened; optionally approved by the buyer. */
async function paypalAttempt(code: string, options: { approve?: boolean } = {}) {
  const sessionId = randomUUID();
  await insertCartLine(t.handle.db, { sessionId, productId });
  const placed = await placeOrderRequest(
    t.app,
    orderHeaders(sessionId),
    orderBody({ paymentMethod: 'paypal', discountCode: code }),
  );
  expect(placed.statusCode).toBe(201);
  const orderId = placed.json().id as number;
  const opened = await t.app.inject({
    method: 'POST',
    url: '/paypal/order',
    headers: { 'x-session-id': sessionId },
    payload: { orderId },
  });
  const paypalOrderId = opened.json().id as string;
  if (options.approve) await submitApproval(t.app, paypalOrderId, 'pay');
  return { sessionId, orderId, paypalOrderId };
}

const capture = (attempt: { sessionId: string; paypalOrderId: string }) =>
  t.app.inject({
    method: 'POST',
    url: `/paypal/order/${attempt.paypalOrderId}/capture`,
    headers: { 'x-session-id': attempt.sessionId },
  });

const adminList = (query: string) =>
  t.app.inject({ url: `/api/admin/orders?${query}`, headers: { cookie: adminCookie } });

describe('unpaid PayPal attempts hold a discount use for 30 minutes at most', () => {
  it('voids an attempt left unpaid for 30 minutes, gives its use back and keeps the row', async () => {
    await insertDiscountCode(t.handle.db, { code: 'HOLD1', usageLimit: 1 });
    const attempt = await paypalAttempt('HOLD1');
    expect(await discountUsage(t.handle.db, 'HOLD1')).toBe(1);

    expect(await voidAbandonedPaypalAttempts(t.handle.db, later(UNPAID_PAYPAL_ATTEMPT_MS - 60_000))).toEqual(
      [],
    );
    expect(await discountUsage(t.handle.db, 'HOLD1')).toBe(1);

    const voided = await voidAbandonedPaypalAttempts(t.handle.db, later(UNPAID_PAYPAL_ATTEMPT_MS + 1000));
    expect(voided).toContain(attempt.orderId);
    expect(await discountUsage(t.handle.db, 'HOLD1')).toBe(0);
    expect(await readOrder(t.handle.db, attempt.orderId)).toMatchObject({
      paymentStatus: 'voided',
      voidedAt: expect.any(Date),
    });
    // Run again: nothing more is voided and the use is not given back twice.
    expect(await voidAbandonedPaypalAttempts(t.handle.db, later(UNPAID_PAYPAL_ATTEMPT_MS + 2000))).toEqual(
      [],
    );
    expect(await discountUsage(t.handle.db, 'HOLD1')).toBe(0);

    expect(
      (
        await t.app.inject({
          url: `/api/orders/${attempt.orderId}`,
          headers: { 'x-session-id': attempt.sessionId },
        })
      ).statusCode,
    ).toBe(404);

    // The buyer approves late and comes back: nothing replaced the attempt, so it is captured and
    // revived as paid, taking its discount use again.
    await submitApproval(t.app, attempt.paypalOrderId, 'pay');
    const late = await capture(attempt);
    expect(late.statusCode).toBe(200);
    expect(late.json().order).toMatchObject({ id: attempt.orderId, paymentStatus: 'completed' });
    expect(await readOrder(t.handle.db, attempt.orderId)).toMatchObject({
      paymentStatus: 'completed',
      voidedAt: null,
      captureStartedAt: null,
    });
    expect(await discountUsage(t.handle.db, 'HOLD1')).toBe(1);
  });

  it('a voided attempt a newer checkout replaced is never captured, even when approved late', async () => {
    await insertDiscountCode(t.handle.db, { code: 'HOLD4' });
    const attempt = await paypalAttempt('HOLD4');
    const newer = await placeOrderRequest(t.app, orderHeaders(attempt.sessionId), orderBody());
    expect(newer.statusCode).toBe(201);
    expect((await readOrder(t.handle.db, attempt.orderId)).paymentStatus).toBe('voided');
    await submitApproval(t.app, attempt.paypalOrderId, 'pay');
    const late = await capture(attempt);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('PAYMENT_CANCELLED');
    expect(t.store.orders.get(attempt.paypalOrderId)?.capture ?? null).toBeNull();
    expect((await readOrder(t.handle.db, attempt.orderId)).paymentStatus).toBe('voided');
  });

  it('the same checkout sent again after its attempt was voided places a new order', async () => {
    await insertDiscountCode(t.handle.db, { code: 'HOLD5' });
    const sessionId = randomUUID();
    await insertCartLine(t.handle.db, { sessionId, productId });
    const headers = orderHeaders(sessionId);
    const body = orderBody({ paymentMethod: 'paypal', discountCode: 'HOLD5' });
    const first = await placeOrderRequest(t.app, headers, body);
    expect(first.statusCode).toBe(201);
    await voidAbandonedPaypalAttempts(t.handle.db, later(UNPAID_PAYPAL_ATTEMPT_MS + 1000));
    const again = await placeOrderRequest(t.app, headers, body);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(first.json().id);
    expect(again.json()).toMatchObject({ paymentStatus: 'pending', discountCode: 'HOLD5' });
  });

  it('never voids an order being captured, a captured order or a pay-in-store order', async () => {
    await insertDiscountCode(t.handle.db, { code: 'HOLD2' });
    const capturing = await paypalAttempt('HOLD2', { approve: true });
    await t.handle.db
      .update(orders)
      .set({ captureStartedAt: new Date() })
      .where(eq(orders.id, capturing.orderId));
    const paid = await paypalAttempt('HOLD2', { approve: true });
    expect((await capture(paid)).statusCode).toBe(200);
    const storeSession = randomUUID();
    await insertCartLine(t.handle.db, { sessionId: storeSession, productId });
    const store = await placeOrderRequest(
      t.app,
      orderHeaders(storeSession),
      orderBody({ discountCode: 'HOLD2' }),
    );

    const voided = await voidAbandonedPaypalAttempts(t.handle.db, later(UNPAID_PAYPAL_ATTEMPT_MS + 1000));
    expect(voided).not.toContain(capturing.orderId);
    expect(voided).not.toContain(paid.orderId);
    expect(voided).not.toContain(store.json().id);
    expect((await readOrder(t.handle.db, capturing.orderId)).paymentStatus).toBe('pending');
    expect((await readOrder(t.handle.db, paid.orderId)).paymentStatus).toBe('completed');
  });

  it('lists the abandoned payments apart: the admin filter shows them, the orders list does not', async () => {
    await insertDiscountCode(t.handle.db, { code: 'HOLD3' });
    const attempt = await paypalAttempt('HOLD3');
    await voidAbandonedPaypalAttempts(t.handle.db, later(UNPAID_PAYPAL_ATTEMPT_MS + 1000));

    const abandoned = await adminList('view=abandoned');
    expect(abandoned.statusCode).toBe(200);
    const listed = abandoned.json().orders as { id: number; paymentStatus: string }[];
    expect(listed.map((order) => order.id)).toContain(attempt.orderId);
    expect(listed.every((order) => order.paymentStatus === 'voided')).toBe(true);
    const placed = await adminList('page=1');
    expect((placed.json().orders as { id: number }[]).map((order) => order.id)).not.toContain(
      attempt.orderId,
    );
    expect((await adminList('view=everything')).statusCode).toBe(400);
  });
});

describe('captures that never got an answer', () => {
  it('the clean-up asks PayPal again: an approved payment is captured and recorded once', async () => {
    await insertDiscountCode(t.handle.db, { code: 'STALL' });
    const attempt = await paypalAttempt('STALL', { approve: true });
    const startedAt = new Date();
    await t.handle.db
      .update(orders)
      .set({ captureStartedAt: startedAt })
      .where(eq(orders.id, attempt.orderId));

    // Not stalled yet: left alone.
    expect(await settleStalledCaptures(cleanupDeps(new Date(startedAt.getTime() + 1000)))).toBe(0);
    const settled = await settleStalledCaptures(cleanupDeps(later(STALLED_CAPTURE_MS + 1000)));
    // (The earlier test's marked order is settled too: it had been approved.)
    expect(settled).toBeGreaterThanOrEqual(1);
    const row = await readOrder(t.handle.db, attempt.orderId);
    expect(row).toMatchObject({ paymentStatus: 'completed', captureStartedAt: null });
    expect(row.paypalCaptureId).toBe(t.store.orders.get(attempt.paypalOrderId)?.capture?.id);
  });

  it('a payment PayPal refuses clears the mark, so the attempt can be voided later', async () => {
    await insertDiscountCode(t.handle.db, { code: 'STALL2' });
    const attempt = await paypalAttempt('STALL2');
    await t.handle.db
      .update(orders)
      .set({ captureStartedAt: new Date() })
      .where(eq(orders.id, attempt.orderId));
    await settleStalledCaptures(cleanupDeps(later(STALLED_CAPTURE_MS + 1000)));
    expect(await readOrder(t.handle.db, attempt.orderId)).toMatchObject({
      paymentStatus: 'pending',
      captureStartedAt: null,
    });
  });
});

describe('a capture whose outcome PayPal leaves open', () => {
  it.each([
    ['a request with the same id still in progress', 422, 'PREVIOUS_REQUEST_IN_PROGRESS'],
    ['too many requests', 429, 'RATE_LIMIT_REACHED'],
    ['a server error', 500, 'INTERNAL_SERVICE_ERROR'],
  ])(
    'keeps the mark after %s, so no checkout voids it while money may move',
    async (_case, status, issue) => {
      await insertDiscountCode(t.handle.db, { code: `OPEN${status}` });
      const attempt = await paypalAttempt(`OPEN${status}`, { approve: true });
      await t.handle.db
        .update(orders)
        .set({ captureStartedAt: new Date() })
        .where(eq(orders.id, attempt.orderId));
      const deps = cleanupDeps(later(STALLED_CAPTURE_MS + 1000));
      const failing = {
        ...deps,
        paypal: {
          ...deps.paypal,
          captureOrder: async () => {
            throw new PaypalApiError(
              status,
              { name: 'ERROR', details: [{ issue }] },
              '/v2/checkout/orders/x/capture',
            );
          },
        },
      };
      expect(await settleStalledCaptures(failing)).toBe(0);
      expect((await readOrder(t.handle.db, attempt.orderId)).captureStartedAt).not.toBeNull();
      const newer = await placeOrderRequest(t.app, orderHeaders(attempt.sessionId), orderBody());
      expect(newer.statusCode).toBe(409);
      expect(newer.json().code).toBe('PAYMENT_IN_PROGRESS');
      // The next try gets PayPal's answer: captured once, recorded as paid.
      expect(
        await settleStalledCaptures(cleanupDeps(later(2 * STALLED_CAPTURE_MS + 2000))),
      ).toBeGreaterThanOrEqual(1);
      expect((await readOrder(t.handle.db, attempt.orderId)).paymentStatus).toBe('completed');
    },
  );
});

describe('a voided order PayPal reports captured', () => {
  it('is revived as paid, with its discount use taken again', async () => {
    await insertDiscountCode(t.handle.db, { code: 'REVIVE', usageLimit: 1 });
    const attempt = await paypalAttempt('REVIVE', { approve: true });
    // PayPal captured (the shop's earlier request whose answer was lost), then the attempt was voided.
    await cleanupDeps(new Date()).paypal.captureOrder(
      attempt.paypalOrderId,
      `printpro-capture-${attempt.paypalOrderId}`,
    );
    await voidAbandonedPaypalAttempts(t.handle.db, later(UNPAID_PAYPAL_ATTEMPT_MS + 1000));
    expect((await readOrder(t.handle.db, attempt.orderId)).paymentStatus).toBe('voided');
    expect(await discountUsage(t.handle.db, 'REVIVE')).toBe(0);

    const response = await capture(attempt);
    expect(response.statusCode).toBe(200);
    expect(response.json().order).toMatchObject({ id: attempt.orderId, paymentStatus: 'completed' });
    expect(await readOrder(t.handle.db, attempt.orderId)).toMatchObject({
      paymentStatus: 'completed',
      voidedAt: null,
      paypalCaptureId: t.store.orders.get(attempt.paypalOrderId)?.capture?.id,
    });
    expect(await discountUsage(t.handle.db, 'REVIVE')).toBe(1);
    const listed = (await adminList('page=1')).json().orders as { id: number }[];
    expect(listed.map((order) => order.id)).toContain(attempt.orderId);
  });
});
