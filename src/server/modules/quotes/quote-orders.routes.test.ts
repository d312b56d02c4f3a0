import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequests } from '#server/db/schema';
import { postCartItem } from '#server/test/cart-form';
import {
  countCheckoutRows,
  discountUsage,
  insertDiscountCode,
  orderBody,
  orderHeaders,
  placeOrderRequest,
  validCustomer,
} from '#server/test/checkout-fixtures';
import { type MailingShop, startMailingShop } from '#server/test/mailing-shop';
import { apiMessages } from '#shared/errors';
import { customerQuoteSchema, quoteReplySchema } from '#shared/schemas/quote-reply';
import { mintQuoteLink } from './quote-links.ts';

/**
 * Quotes that hold (docs/decisions/0035-quotes-that-hold.md): a quoted cart takes no discount code, and a
 * quote is ordered at most as many times as the shop allows (once by default), checked when it is added
 * and, under a lock, when the order is placed.
 */

let shop: MailingShop;

beforeAll(async () => {
  shop = await startMailingShop();
  await insertDiscountCode(shop.t.handle.db, { code: 'PUBLIC25', discountPercentage: 25 });
});
afterAll(() => shop.close());

const quoteEmail = () => `quoted.${randomUUID().slice(0, 8)}@example.com`;

/** A request from `email` answered with `overrides`, and a fresh link's token. */
async function answeredQuote(overrides: Record<string, unknown> = {}, email = quoteEmail()) {
  const [request] = await shop.t.handle.db
    .insert(quoteRequests)
    .values({ name: 'Grace Hopper', email, product: 'Banner', details: 'A 3 x 10 ft banner.' })
    .returning();
  const response = await shop.t.app.inject({
    method: 'POST',
    url: `/api/admin/quote-requests/${request!.id}/replies`,
    headers: { cookie: shop.admin },
    payload: {
      productId: shop.productId,
      description: 'Hand-priced banner job',
      quantity: 2,
      unitPrice: '627.00',
      ...overrides,
    },
  });
  expect(response.statusCode).toBe(201);
  const quote = quoteReplySchema.parse(response.json());
  return { quote, email, token: await mintQuoteLink(shop.t.handle.db, quote.id) };
}

const addQuote = (sessionId: string, token: string) =>
  postCartItem(shop.t.app, sessionId, { quoteToken: token, designMethod: 'create', designNotes: 'Our logo' });

/** A cart holding the quote: its session. */
async function cartWithQuote(token: string): Promise<string> {
  const sessionId = randomUUID();
  expect((await addQuote(sessionId, token)).statusCode).toBe(201);
  return sessionId;
}

const place = (sessionId: string, overrides: Record<string, unknown> = {}, email = validCustomer.email) =>
  placeOrderRequest(
    shop.t.app,
    orderHeaders(sessionId),
    orderBody({ customer: { ...validCustomer, email }, ...overrides }),
  );

async function readQuote(token: string) {
  const response = await shop.t.app.inject({ method: 'GET', url: `/api/quotes/${token}` });
  expect(response.statusCode).toBe(200);
  return customerQuoteSchema.parse(response.json());
}

describe('a discount code and a quoted line', () => {
  it('the code check says a quoted cart takes no code; an ordinary cart still gets it', async () => {
    const { token } = await answeredQuote();
    const sessionId = await cartWithQuote(token);
    const check = (headers: Record<string, string>) =>
      shop.t.app.inject({
        method: 'POST',
        url: '/api/validate-discount',
        headers,
        payload: { code: 'public25' },
      });
    expect((await check({ 'x-session-id': sessionId })).json()).toEqual({
      valid: false,
      discount: 0,
      message: apiMessages.discountNotWithQuote,
      code: null,
    });
    expect((await check({ 'x-session-id': randomUUID() })).json()).toMatchObject({
      valid: true,
      discount: 25,
    });
    // An API client without a cart session checks the code alone.
    expect((await check({})).json()).toMatchObject({ valid: true, code: 'PUBLIC25' });
  });

  it('placing a quoted cart with a code is a 400 that writes nothing and takes no use', async () => {
    const { token } = await answeredQuote();
    const sessionId = await cartWithQuote(token);
    const before = await countCheckoutRows(shop.t.handle.db);
    const response = await place(sessionId, { discountCode: 'PUBLIC25' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: apiMessages.discountNotWithQuote,
      code: 'DISCOUNT_NOT_WITH_QUOTE',
      issues: [{ path: 'discountCode', message: apiMessages.discountNotWithQuote }],
    });
    expect(await countCheckoutRows(shop.t.handle.db)).toEqual(before);
    expect(await discountUsage(shop.t.handle.db, 'PUBLIC25')).toBe(0);

    // Without the code: the quote's own price, to the cent.
    const placed = await place(sessionId);
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({ subtotal: '1254.00', discountAmount: '0.00', total: '1254.00' });
  });
});

describe('how many times a quote is ordered', () => {
  it('once by default: a second cart is refused when adding it, and the page names the order', async () => {
    const { quote, token, email } = await answeredQuote();
    expect(quote.maxOrders).toBe(1);
    // Two carts hold it before either orders: the second is refused when it places its order.
    const first = await cartWithQuote(token);
    const second = await cartWithQuote(token);
    const placed = await place(first, {}, email);
    expect(placed.statusCode).toBe(201);
    const { orderNumber } = placed.json();
    const ordered = apiMessages.quoteOrderedUp(`order ${orderNumber}`);

    const before = await countCheckoutRows(shop.t.handle.db);
    const again = await place(second, {}, email);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ordered, code: 'QUOTE_ORDERED' });
    expect(await countCheckoutRows(shop.t.handle.db)).toEqual(before);

    const added = await addQuote(randomUUID(), token);
    expect(added.statusCode).toBe(409);
    expect(added.json()).toEqual({ message: ordered, code: 'QUOTE_ORDERED' });

    const page = await readQuote(token);
    expect(page).toMatchObject({ maxOrders: 1, ordersLeft: 0 });
    expect(page.orders).toEqual([
      {
        number: orderNumber,
        url: expect.stringMatching(new RegExp(`^/orders/${orderNumber.slice(1)}\\?token=[\\w-]{43}$`)),
      },
    ]);
    // The link opens the order's page.
    const link = new URL(page.orders[0]!.url!, 'http://shop.test');
    const orderPage = await shop.t.app.inject({
      method: 'GET',
      url: `/api/order-page${link.pathname.slice('/orders'.length)}`,
      headers: { 'x-order-token': link.searchParams.get('token')! },
    });
    expect(orderPage.statusCode).toBe(200);
  });

  it('names, but does not open, an order placed at the quote by someone else', async () => {
    const { token } = await answeredQuote();
    const placed = await place(await cartWithQuote(token), {}, 'someone.else@example.com');
    expect(placed.statusCode).toBe(201);
    expect((await readQuote(token)).orders).toEqual([{ number: placed.json().orderNumber, url: null }]);
  });

  it('as many times as the shop allows, then no more', async () => {
    const { quote, token } = await answeredQuote({ maxOrders: 2 });
    expect(quote.maxOrders).toBe(2);
    const numbers: string[] = [];
    for (let n = 0; n < 2; n += 1) {
      const placed = await place(await cartWithQuote(token));
      expect(placed.statusCode).toBe(201);
      numbers.push(placed.json().orderNumber);
    }
    expect(await readQuote(token)).toMatchObject({ maxOrders: 2, ordersLeft: 0 });
    const refused = await addQuote(randomUUID(), token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(apiMessages.quoteOrderedUp(`orders ${numbers[0]} and ${numbers[1]}`));
  });

  it('two carts placing the last allowed order at the same moment: exactly one succeeds', async () => {
    const { token } = await answeredQuote();
    const carts = [await cartWithQuote(token), await cartWithQuote(token), await cartWithQuote(token)];
    const answers = await Promise.all(carts.map((sessionId) => place(sessionId)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await readQuote(token)).orders).toHaveLength(1);
  });

  it.each([
    [0, 'A quote may be ordered at least once'],
    [1001, 'A quote may be ordered at most 1,000 times'],
    [1.5, 'Enter a whole number of orders'],
  ])('the reply refuses %s orders with a 400 naming the field', async (maxOrders, message) => {
    const [request] = await shop.t.handle.db
      .insert(quoteRequests)
      .values({ name: 'Ada', email: quoteEmail(), product: 'Sign', details: 'A sign.' })
      .returning();
    const response = await shop.t.app.inject({
      method: 'POST',
      url: `/api/admin/quote-requests/${request!.id}/replies`,
      headers: { cookie: shop.admin },
      payload: { productId: shop.productId, description: 'Sign', quantity: 1, unitPrice: '10.00', maxOrders },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: '/maxOrders', message }]);
  });
});
