import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#server/db/schema';
import {
  countCheckoutRows,
  discountUsage,
  insertArtwork,
  insertCartLine,
  insertDiscountCode,
  insertOrderableProduct,
  orderBody,
  orderHeaders,
  placeOrderRequest,
  validCustomer,
} from '#server/test/checkout-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';

let t: TestApp;
let productId: number;
let session: string;
const day = 24 * 60 * 60 * 1000;
const codes = ['TENOFF', 'OLD', 'GONE', 'OFF'];
beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  productId = (await insertOrderableProduct(db)).id;
  await insertDiscountCode(db, { code: 'TENOFF', usageLimit: 100, usageCount: 7 });
  await insertDiscountCode(db, { code: 'OLD', expiresAt: new Date(Date.now() - day) });
  await insertDiscountCode(db, { code: 'GONE', usageLimit: 5, usageCount: 5 });
  await insertDiscountCode(db, { code: 'OFF', isActive: false });
  session = randomUUID();
  const line = await insertCartLine(db, { sessionId: session, productId });
  await insertArtwork(db, t.storage, line.id);
});
afterAll(async () => {
  await t.close();
});

const place = (headers: Record<string, string>, body: unknown) => placeOrderRequest(t.app, headers, body);
const usages = async () => Promise.all(codes.map((code) => discountUsage(t.handle.db, code)));

/** Sends the request and checks that it was refused with this status and message and wrote nothing. */
async function expectRefused(
  headers: Record<string, string>,
  body: unknown,
  status: number,
  message: string | RegExp,
) {
  const before = { rows: await countCheckoutRows(t.handle.db), usages: await usages() };
  const response = await place(headers, body);
  expect(response.statusCode).toBe(status);
  const json = response.json();
  if (typeof message === 'string') expect(json.message).toBe(message);
  else expect(json.message).toMatch(message);
  expect({ rows: await countCheckoutRows(t.handle.db), usages: await usages() }).toEqual(before);
  return json;
}

const missingInfo = 'Please fill in required customer information';
const withCustomer = (customer: Record<string, unknown>) =>
  orderBody({ customer: { ...validCustomer, ...customer } });
const { name: _name, ...customerWithoutName } = validCustomer;
const { email: _email, ...customerWithoutEmail } = validCustomer;

describe('POST /api/orders refusals write nothing', () => {
  it.each([
    ['no customer name', orderBody({ customer: customerWithoutName }), 'customer.name'],
    ['a blank customer name', withCustomer({ name: '   ' }), 'customer.name'],
    ['no e-mail', orderBody({ customer: customerWithoutEmail }), 'customer.email'],
    ['an empty e-mail', withCustomer({ email: '' }), 'customer.email'],
    ['an invalid e-mail', withCustomer({ email: 'pat@' }), 'customer.email'],
    ['no customer at all', orderBody({ customer: undefined }), 'customer'],
  ])('answers 400 with the SPEC message for %s', async (_case, body, path) => {
    const json = await expectRefused(orderHeaders(session), body, 400, missingInfo);
    expect(json.code).toBe('MISSING_CUSTOMER_INFO');
    expect(json.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
  });

  it.each([
    ['an unknown shipping method', orderBody({ shippingMethod: 'express' }), /shippingMethod/],
    ['no shipping method', orderBody({ shippingMethod: undefined }), /shippingMethod/],
    ['an unknown payment method', orderBody({ paymentMethod: 'cash' }), /paymentMethod/],
    [
      'a discount code longer than 50 characters',
      orderBody({ discountCode: 'X'.repeat(51) }),
      /discountCode/,
    ],
    ['a customer note that is too long', withCustomer({ notes: 'x'.repeat(2001) }), /customer\.notes/],
    ['no body', undefined, /Invalid request/],
  ])('answers 400 for %s', async (_case, body, message) => {
    const json = await expectRefused(orderHeaders(session), body, 400, message);
    expect(json.code).toBe('VALIDATION_FAILED');
  });

  const noAddress = { address: '', city: '', state: '', zipCode: '' };
  it.each([
    [
      'standard shipping without a delivery address',
      orderBody({ shippingMethod: 'standard', customer: { ...validCustomer, ...noAddress } }),
      {
        'customer.address': 'Enter the street address to ship to',
        'customer.city': 'Enter the city to ship to',
        'customer.state': 'Choose the state to ship to',
        'customer.zipCode': 'Enter the ZIP code to ship to',
      },
    ],
    [
      'rush shipping without a ZIP code',
      orderBody({ shippingMethod: 'rush', customer: { ...validCustomer, zipCode: ' ' } }),
      { 'customer.zipCode': 'Enter the ZIP code to ship to' },
    ],
    [
      'a ZIP code of four digits',
      withCustomer({ zipCode: '6270' }),
      { 'customer.zipCode': 'Enter a 5-digit ZIP code, e.g. 62701 (or ZIP+4, 62701-1234)' },
    ],
    [
      'a state that is not on the list',
      withCustomer({ state: 'Illinois' }),
      { 'customer.state': 'Choose a state from the list' },
    ],
  ])('answers 400 naming the field for %s', async (_case, body, expected) => {
    const json = await expectRefused(orderHeaders(session), body, 400, /customer\./);
    expect(json.code).toBe('VALIDATION_FAILED');
    const issues = json.issues as { path: string; message: string }[];
    expect(Object.fromEntries(issues.map((issue) => [issue.path, issue.message]))).toEqual(expected);
  });

  it.each([
    ['no session header', { 'idempotency-key': randomUUID() }, /X-Session-Id/],
    [
      'a session id that is not a UUID',
      { 'x-session-id': 'abc', 'idempotency-key': randomUUID() },
      /X-Session-Id/,
    ],
    ['no Idempotency-Key header', { 'x-session-id': randomUUID() }, /Idempotency-Key/],
    [
      'an Idempotency-Key that is not a UUID',
      { 'x-session-id': randomUUID(), 'idempotency-key': 'k1' },
      /Idempotency-Key/,
    ],
  ])('answers 400 for %s', async (_case, headers, message) => {
    await expectRefused(headers, orderBody(), 400, message);
  });

  it.each(['standard', 'rush'])(
    'answers 400 for Pay in Store with %s shipping: the shop ships only what is paid',
    async (shippingMethod) => {
      const message = 'Pay in Store is for Store Pickup orders: shipped orders are paid with PayPal.';
      const json = await expectRefused(
        orderHeaders(session),
        orderBody({ shippingMethod, paymentMethod: 'store', discountCode: 'TENOFF' }),
        400,
        message,
      );
      expect(json).toEqual({
        message,
        code: 'PAYMENT_NEEDS_PICKUP',
        issues: [{ path: 'paymentMethod', message }],
      });
    },
  );

  it('answers 400 for an empty cart', async () => {
    await expectRefused(orderHeaders(randomUUID()), orderBody(), 400, 'Your cart is empty');
  });

  it.each([
    ['an unknown code', 'NOPE', 'Invalid discount code'],
    ['an expired code', 'old', 'This discount code has expired'],
    ['a used-up code', 'Gone', 'This discount code has reached its usage limit'],
    ['an inactive code', 'OFF', 'This discount code is no longer active'],
  ])('answers 400 for %s and keeps the cart', async (_case, discountCode, message) => {
    await expectRefused(orderHeaders(session), orderBody({ discountCode }), 400, message);
  });

  it('answers 409 when a product in the cart was archived', async () => {
    const archived = await insertOrderableProduct(t.handle.db, { name: 'Old Sign' });
    const other = randomUUID();
    await insertCartLine(t.handle.db, { sessionId: other, productId });
    await insertCartLine(t.handle.db, { sessionId: other, productId: archived.id });
    await t.handle.db.update(products).set({ isArchived: true }).where(eq(products.id, archived.id));
    const json = await expectRefused(
      orderHeaders(other),
      orderBody({ discountCode: 'TENOFF' }),
      409,
      '"Old Sign" is no longer available. Remove it from your cart to continue.',
    );
    expect(json.code).toBe('CART_ITEM_UNAVAILABLE');
  });

  it('answers 409 when a chosen option is no longer offered', async () => {
    const changed = await insertOrderableProduct(t.handle.db, { name: 'Yard Sign' });
    const other = randomUUID();
    await insertCartLine(t.handle.db, { sessionId: other, productId: changed.id, size: '3x6' });
    await t.handle.db
      .update(products)
      .set({ sizes: [{ value: '2x4', label: "2' x 4'", price: '20.00' }] })
      .where(eq(products.id, changed.id));
    const json = await expectRefused(
      orderHeaders(other),
      orderBody({ discountCode: 'TENOFF' }),
      409,
      /^"Yard Sign" has changed since you added it \(Unknown size "3x6"\)/,
    );
    expect(json.code).toBe('CART_ITEM_CHANGED');
  });

  it('answers 409 when a key of another session is sent again', async () => {
    const key = randomUUID();
    const first = randomUUID();
    await insertCartLine(t.handle.db, { sessionId: first, productId });
    expect((await place(orderHeaders(first, key), orderBody({ paymentMethod: 'paypal' }))).statusCode).toBe(
      201,
    );
    await expectRefused(orderHeaders(session, key), orderBody(), 409, /Idempotency-Key was already used/);
  });
});
