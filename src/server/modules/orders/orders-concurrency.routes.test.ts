import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '#server/db/schema';
import {
  countCheckoutRows,
  discountUsage,
  fetchCart,
  insertCartLine,
  insertDiscountCode,
  insertOrderableProduct,
  orderBody,
  orderHeaders,
  placeOrderRequest,
} from '#server/test/checkout-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  productId = (await insertOrderableProduct(t.handle.db)).id;
});
afterAll(async () => {
  await t.close();
});

const place = (headers: Record<string, string>, body: unknown) => placeOrderRequest(t.app, headers, body);
const cartSize = async (session: string) => (await fetchCart(t.app, session)).length;

describe('POST /api/orders idempotency', () => {
  it.each(['store', 'paypal'])(
    'answers the same %s order for the same Idempotency-Key and writes nothing more',
    async (paymentMethod) => {
      const code = `ONCE${paymentMethod.toUpperCase()}`;
      await insertDiscountCode(t.handle.db, { code, usageLimit: 10 });
      const session = randomUUID();
      await insertCartLine(t.handle.db, { sessionId: session, productId });
      const headers = orderHeaders(session);
      const body = orderBody({ paymentMethod, discountCode: code });

      const first = await place(headers, body);
      expect(first.statusCode).toBe(201);
      const rows = await countCheckoutRows(t.handle.db);
      // Pay in store emptied the cart: the retry must still answer the order, not 'Your cart is empty'.
      const again = await place(headers, body);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await countCheckoutRows(t.handle.db)).toEqual(rows);
      expect(await discountUsage(t.handle.db, code)).toBe(1);
    },
  );

  it.each(['store', 'paypal'])(
    'places one %s order when requests with the same key arrive together',
    async (paymentMethod) => {
      const code = `TOGETHER${paymentMethod.toUpperCase()}`;
      await insertDiscountCode(t.handle.db, { code, usageLimit: 10 });
      const session = randomUUID();
      await insertCartLine(t.handle.db, { sessionId: session, productId });
      await insertCartLine(t.handle.db, { sessionId: session, productId, quantity: 3 });
      const key = randomUUID();
      const responses = await Promise.all(
        Array.from({ length: 5 }, () =>
          place(orderHeaders(session, key), orderBody({ paymentMethod, discountCode: code })),
        ),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 201]);
      const ids = new Set(responses.map((response) => response.json().id));
      expect(ids.size).toBe(1);
      const placed = await t.handle.db.select().from(orders).where(eq(orders.idempotencyKey, key));
      expect(placed).toHaveLength(1);
      expect(responses[0]!.json().items).toHaveLength(2);
      expect(await discountUsage(t.handle.db, code)).toBe(1);
      expect(await cartSize(session)).toBe(paymentMethod === 'store' ? 0 : 2);
    },
  );

  it('answers a replay with its order even when the cart could no longer be ordered or is being paid', async () => {
    const product = await insertOrderableProduct(t.handle.db);
    const session = randomUUID();
    await insertCartLine(t.handle.db, { sessionId: session, productId: product.id });
    const headers = orderHeaders(session);
    const first = await place(headers, orderBody({ paymentMethod: 'paypal' }));
    expect(first.statusCode).toBe(201);
    // Its PayPal payment is being captured, and its product was archived.
    await t.handle.db
      .update(orders)
      .set({ captureStartedAt: new Date() })
      .where(eq(orders.id, first.json().id));
    await t.handle.db.update(products).set({ isArchived: true }).where(eq(products.id, product.id));
    const rows = await countCheckoutRows(t.handle.db);

    const again = await place(headers, orderBody({ paymentMethod: 'paypal' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await countCheckoutRows(t.handle.db)).toEqual(rows);
    // A new attempt (another key) is refused.
    expect((await place(orderHeaders(session), orderBody())).statusCode).toBe(409);
  });

  it("answers 409 for another session's key whatever this cart holds", async () => {
    const key = randomUUID();
    const first = randomUUID();
    await insertCartLine(t.handle.db, { sessionId: first, productId });
    expect((await place(orderHeaders(first, key), orderBody())).statusCode).toBe(201);
    const emptyCart = await place(orderHeaders(randomUUID(), key), orderBody());
    expect(emptyCart.statusCode).toBe(409);
    expect(emptyCart.json().message).toMatch(/Idempotency-Key was already used/);
  });

  it('a new attempt with a new key voids the unpaid PayPal attempt: its order, its discount use, its payment', async () => {
    await insertDiscountCode(t.handle.db, { code: 'LASTONE', usageLimit: 1 });
    const session = randomUUID();
    await insertCartLine(t.handle.db, { sessionId: session, productId });
    const headers = { 'x-session-id': session };
    const first = await place(
      orderHeaders(session),
      orderBody({ paymentMethod: 'paypal', discountCode: 'lastone' }),
    );
    expect(first.statusCode).toBe(201);
    expect(await discountUsage(t.handle.db, 'LASTONE')).toBe(1);

    // Back from PayPal without paying, the customer changes something and places the order again.
    const second = await place(
      orderHeaders(session),
      orderBody({ paymentMethod: 'paypal', discountCode: 'LASTONE' }),
    );
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ discountCode: 'LASTONE', paymentStatus: 'pending' });
    expect(second.json().id).not.toBe(first.json().id);
    // The single use went to the first attempt, came back when it was voided, and went to the second.
    expect(await discountUsage(t.handle.db, 'LASTONE')).toBe(1);
    const firstNow = await t.app.inject({ url: `/api/orders/${first.json().id}`, headers });
    expect(firstNow.statusCode).toBe(404);
    const pay = await t.app.inject({
      method: 'POST',
      url: '/paypal/order',
      headers,
      payload: { orderId: first.json().id },
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json()).toMatchObject({ code: 'PAYMENT_CANCELLED' });
    expect(await cartSize(session)).toBe(1);

    // A pay-in-store order voids the PayPal attempt too; the order it places is kept.
    const third = await place(
      orderHeaders(session),
      orderBody({ paymentMethod: 'store', discountCode: 'LASTONE' }),
    );
    expect(third.statusCode).toBe(201);
    expect(await discountUsage(t.handle.db, 'LASTONE')).toBe(1);
    // The attempts stay, voided (what a customer may have paid is never deleted), with their lines.
    const placed = await t.handle.db
      .select({ id: orders.id, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.sessionId, session))
      .orderBy(orders.id);
    expect(placed).toEqual([
      { id: first.json().id, paymentStatus: 'voided' },
      { id: second.json().id, paymentStatus: 'voided' },
      { id: third.json().id, paymentStatus: 'pending' },
    ]);
  });
});

describe('POST /api/orders racing for a discount code', () => {
  it('gives the last uses of a code to exactly as many orders as it allows', async () => {
    const limit = 5;
    const racers = 20;
    await insertDiscountCode(t.handle.db, { code: 'RACE5', discountPercentage: 50, usageLimit: limit });
    const sessions = Array.from({ length: racers }, () => randomUUID());
    for (const session of sessions) await insertCartLine(t.handle.db, { sessionId: session, productId });
    const before = await countCheckoutRows(t.handle.db);

    const responses = await Promise.all(
      sessions.map((session) => place(orderHeaders(session), orderBody({ discountCode: 'race5' }))),
    );

    const won = responses.filter((response) => response.statusCode === 201);
    const lost = responses.filter((response) => response.statusCode !== 201);
    expect(won).toHaveLength(limit);
    for (const response of won) {
      expect(response.json()).toMatchObject({
        discountCode: 'RACE5',
        discountPercentage: 50,
        subtotal: '20.00',
        discountAmount: '10.00',
        total: '10.00',
      });
    }
    for (const response of lost) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('This discount code has reached its usage limit');
    }
    expect(await discountUsage(t.handle.db, 'RACE5')).toBe(limit);
    const placed = await t.handle.db.select().from(orders).where(inArray(orders.sessionId, sessions));
    expect(placed).toHaveLength(limit);
    expect(placed.every((order) => order.discountCode === 'RACE5')).toBe(true);
    expect(await countCheckoutRows(t.handle.db)).toEqual({
      ...before,
      orders: before.orders + limit,
      orderItems: before.orderItems + limit,
      cartItems: before.cartItems - limit,
    });
    const winners = new Set(placed.map((order) => order.sessionId));
    for (const session of sessions) expect(await cartSize(session)).toBe(winners.has(session) ? 0 : 1);
  });
});
