import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertArtwork,
  insertCartLine,
  insertOrderableProduct,
  orderBody,
  orderHeaders,
  placeOrderRequest,
} from '#server/test/checkout-fixtures';
import { countQueries } from '#server/test/query-counter';
import { createTestApp, type TestApp } from '#server/test/test-app';

// PGlite is one connection: every transaction (and every query outside one) waits for it behind all the
// other requests' turns, and each statement costs its share of the one thread. Placing an order is one
// turn; a change to these counts should be a decision, not a side effect.
let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  productId = (await insertOrderableProduct(t.handle.db)).id;
});
afterAll(async () => {
  await t.close();
});

async function cartWithArtwork() {
  const session = randomUUID();
  const line = await insertCartLine(t.handle.db, { sessionId: session, productId });
  await insertArtwork(t.handle.db, t.storage, line.id);
  return session;
}

async function countedOrder(headers: Record<string, string>, body: unknown) {
  const counter = countQueries(t.handle);
  try {
    const response = await placeOrderRequest(t.app, headers, body);
    return { status: response.statusCode, count: { ...counter.count } };
  } finally {
    counter.stop();
  }
}

describe.skipIf(process.env.TEST_DB === 'postgres')('POST /api/orders on PGlite', () => {
  it('places a pay-in-store order in one transaction of 15 statements (its e-mails: the shop’s address, the outbox)', async () => {
    const headers = orderHeaders(await cartWithArtwork());
    expect(await countedOrder(headers, orderBody())).toEqual({
      status: 201,
      count: { acquisitions: 1, statements: 15 },
    });
  });

  it('places a PayPal order (the cart stays) in one transaction of 10 statements', async () => {
    const headers = orderHeaders(await cartWithArtwork());
    expect(await countedOrder(headers, orderBody({ paymentMethod: 'paypal' }))).toEqual({
      status: 201,
      count: { acquisitions: 1, statements: 10 },
    });
  });

  it('answers a replay, with its dates as GET /api/orders/:id has them, in one transaction of 9 statements', async () => {
    const headers = orderHeaders(await cartWithArtwork());
    expect((await placeOrderRequest(t.app, headers, orderBody())).statusCode).toBe(201);
    expect(await countedOrder(headers, orderBody())).toEqual({
      status: 200,
      count: { acquisitions: 1, statements: 9 },
    });
  });
});
