import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema';
import { createPaypalTestApp, placeOrderWithCart, readOrder, SHOP_URL } from '#server/test/paypal-fixtures';
import { paypalOrderResponseSchema } from '#shared/schemas/checkout';
import type { FetchLike } from './paypal-client.ts';

let t: Awaited<ReturnType<typeof createPaypalTestApp>>;
beforeAll(async () => {
  t = await createPaypalTestApp();
});
afterAll(async () => {
  await t.close();
});

const createPaypalOrder = (sessionId: string | undefined, body: unknown, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/paypal/order',
    headers: sessionId ? { 'x-session-id': sessionId } : {},
    payload: body as object,
  });

describe('GET /api/payment-config', () => {
  it('says the simulator is in use when no credentials are configured', async () => {
    const response = await t.app.inject({ url: '/api/payment-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ paypalMode: 'simulator' });
  });
});

describe('POST /paypal/order', () => {
  it('opens a PayPal order for the order total kept by the server, whatever the browser sends', async () => {
    const placed = await placeOrderWithCart(t.handle.db, t.storage, { total: '57.25' });
    const response = await createPaypalOrder(placed.sessionId, {
      orderId: placed.order.id,
      amount: '0.01',
      totalPrice: '0.01',
    });
    expect(response.statusCode).toBe(200);
    const body = paypalOrderResponseSchema.parse(response.json());
    expect(body.status).toBe('CREATED');
    expect(body.links.find((link) => link.rel === 'approve')?.href).toBe(
      `${SHOP_URL}/paypal-simulator/checkoutnow?token=${body.id}`,
    );
    expect(t.store.orders.get(body.id)).toMatchObject({
      amount: { currency_code: 'USD', value: '57.25' },
      referenceId: String(placed.order.id),
      returnUrl: `${SHOP_URL}/cart?paypal=return&orderId=${placed.order.id}`,
      cancelUrl: `${SHOP_URL}/cart?paypal=cancel&orderId=${placed.order.id}`,
    });
    expect((await readOrder(t.handle.db, placed.order.id)).paypalOrderId).toBe(body.id);
  });

  it('answers the same PayPal order when asked again for the same order', async () => {
    const placed = await placeOrderWithCart(t.handle.db, t.storage);
    const before = t.store.orders.size;
    const first = await createPaypalOrder(placed.sessionId, { orderId: placed.order.id });
    const again = await createPaypalOrder(placed.sessionId, { orderId: placed.order.id });
    expect(again.json().id).toBe(first.json().id);
    expect(t.store.orders.size).toBe(before + 1);
  });

  it("answers 404 for another session's order and for an unknown order", async () => {
    const placed = await placeOrderWithCart(t.handle.db, t.storage);
    const other = await createPaypalOrder(randomUUID(), { orderId: placed.order.id });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Order not found' });
    const unknown = await createPaypalOrder(placed.sessionId, { orderId: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect((await readOrder(t.handle.db, placed.order.id)).paypalOrderId).toBeNull();
  });

  it('answers 409 for an order paid in store, an order already paid and an order with nothing to pay', async () => {
    const store = await placeOrderWithCart(t.handle.db, t.storage, { paymentMethod: 'store' });
    const storeAnswer = await createPaypalOrder(store.sessionId, { orderId: store.order.id });
    expect(storeAnswer.statusCode).toBe(409);
    expect(storeAnswer.json()).toMatchObject({
      code: 'NOT_A_PAYPAL_ORDER',
      message: 'This order is paid in store, not with PayPal.',
    });

    const paid = await placeOrderWithCart(t.handle.db, t.storage);
    await t.handle.db.update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, paid.order.id));
    const paidAnswer = await createPaypalOrder(paid.sessionId, { orderId: paid.order.id });
    expect(paidAnswer.statusCode).toBe(409);
    expect(paidAnswer.json()).toMatchObject({
      code: 'ALREADY_PAID',
      message: 'This order has already been paid.',
    });

    const free = await placeOrderWithCart(t.handle.db, t.storage, { total: '0.00' });
    expect((await createPaypalOrder(free.sessionId, { orderId: free.order.id })).json().code).toBe(
      'NOTHING_TO_PAY',
    );
  });

  it('answers 400 without a cart session or without an order id', async () => {
    const placed = await placeOrderWithCart(t.handle.db, t.storage);
    const noSession = await createPaypalOrder(undefined, { orderId: placed.order.id });
    expect(noSession.statusCode).toBe(400);
    expect(noSession.json().message).toMatch(/X-Session-Id/);
    expect((await createPaypalOrder(placed.sessionId, {})).statusCode).toBe(400);
  });
});

describe('when PayPal cannot be reached', () => {
  let offline: Awaited<ReturnType<typeof createPaypalTestApp>>;
  beforeAll(async () => {
    const fetch: FetchLike = () => Promise.reject(new TypeError('fetch failed'));
    offline = await createPaypalTestApp({ mode: 'sandbox', clientId: 'id', clientSecret: 'secret', fetch });
  });
  afterAll(async () => {
    await offline.close();
  });

  it('reports the sandbox as the PayPal in use', async () => {
    expect((await offline.app.inject({ url: '/api/payment-config' })).json()).toEqual({
      paypalMode: 'sandbox',
    });
  });

  it("answers 502 'Failed to create PayPal order' and leaves the order as it was", async () => {
    const placed = await placeOrderWithCart(offline.handle.db, offline.storage);
    const response = await createPaypalOrder(placed.sessionId, { orderId: placed.order.id }, offline.app);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      message: 'Failed to create PayPal order',
      code: 'PAYPAL_ORDER_FAILED',
    });
    expect(await readOrder(offline.handle.db, placed.order.id)).toMatchObject({
      paypalOrderId: null,
      paymentStatus: 'pending',
    });
  });

  it('answers 502 PAYMENT_FAILED to a capture, keeping the order pending', async () => {
    const placed = await placeOrderWithCart(offline.handle.db, offline.storage);
    await offline.handle.db
      .update(orders)
      .set({ paypalOrderId: 'OFFLINE123' })
      .where(eq(orders.id, placed.order.id));
    const response = await offline.app.inject({
      method: 'POST',
      url: '/paypal/order/OFFLINE123/capture',
      headers: { 'x-session-id': placed.sessionId },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('PAYMENT_FAILED');
    expect((await readOrder(offline.handle.db, placed.order.id)).paymentStatus).toBe('pending');
  });
});
