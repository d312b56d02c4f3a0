import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '#shared/errors';
import { loneSurrogateMessage, nulCharacterMessage } from '#shared/schemas/common';
import { products } from './db/schema.ts';
import { insertAdmin, loginCookie } from './test/admin-fixtures.ts';
import { countCartRows } from './test/cart-fixtures.ts';
import { postCartItem } from './test/cart-form.ts';
import {
  countCheckoutRows,
  insertCartLine,
  orderBody,
  orderHeaders,
  validCustomer,
} from './test/checkout-fixtures.ts';
import { insertProduct } from './test/fixtures.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * Bad input is a 4xx, never a 500 (docs/product/api.md#errors). Most of these were 500s before: PostgreSQL
 * refused the NUL character (22021), the lone surrogate in jsonb (22P02), the year 0 (22008), the integer
 * beyond 2^31 (22003) and the money beyond numeric(10,2) (22003), and pricing threw on amounts beyond safe
 * integers. The property-based tests in fuzz/ look for more.
 */

let t: TestApp;
let cookie: string;
let productId: number;
let productSlug: string;

type Issue = { path: string; message: string };
/** The issues of an error body, their paths as 'customer.name' whether the route wrote '/customer/name' or not. */
function issues(response: { json: () => { issues?: Issue[] } }): Issue[] {
  return (response.json().issues ?? []).map((issue) => ({
    path: issue.path.replace(/^\//, '').replaceAll('/', '.'),
    message: issue.message,
  }));
}
const nulIssue = (path: string) => ({ path, message: nulCharacterMessage });

/** A product whose one size costs `price`; configured by { size: 'small', material: 'vinyl' }. */
async function productAt(price: string, overrides: Parameters<typeof insertProduct>[1] = {}) {
  return insertProduct(t.handle.db, {
    basePrice: price,
    sizes: [{ value: 'small', label: 'Small', price }],
    ...overrides,
  });
}
const lineFields = (id: number, quantity = '1') => ({
  productId: String(id),
  quantity,
  size: 'small',
  material: 'vinyl',
  designMethod: 'create',
  designNotes: 'Our logo',
});

beforeAll(async () => {
  t = await createTestApp();
  await insertAdmin(t.handle.db);
  cookie = await loginCookie(t.app);
  const product = await productAt('10.00');
  productId = product.id;
  productSlug = product.slug;
});

afterAll(async () => {
  await t.close();
});

describe('a NUL character in a text field is a 400 naming the field', () => {
  it('checkout: the customer name and the discount code', async () => {
    const session = randomUUID();
    await insertCartLine(t.handle.db, {
      sessionId: session,
      productId,
      size: 'small',
      cutShape: null,
      finish: null,
      customOptions: {},
    });
    const named = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: orderHeaders(session),
      payload: orderBody({ customer: { ...validCustomer, name: 'Pat\u0000' } }),
    });
    expect(named.statusCode).toBe(400);
    expect(issues(named)).toEqual([nulIssue('customer.name')]);
    expect(named.json().message).toBe(`Invalid request: customer.name: ${nulCharacterMessage}`);

    const coded = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: orderHeaders(session),
      payload: orderBody({ discountCode: 'SAVE\u0000' }),
    });
    expect(coded.statusCode).toBe(400);
    expect(coded.json()).toMatchObject({ message: `Invalid request: discountCode: ${nulCharacterMessage}` });

    const checked = await t.app.inject({
      method: 'POST',
      url: '/api/validate-discount',
      payload: { code: 'SAVE\u0000' },
    });
    expect(checked.statusCode).toBe(400);
    expect(checked.json()).toMatchObject({ message: `Invalid body: code: ${nulCharacterMessage}` });
    expect((await countCheckoutRows(t.handle.db)).orders).toBe(0);
  });

  it('cart: the design notes and a custom option choice', async () => {
    const before = await countCartRows(t.handle.db);
    const notes = await postCartItem(t.app, randomUUID(), {
      ...lineFields(productId),
      designNotes: 'Blue\u0000',
    });
    expect(notes.statusCode).toBe(400);
    expect(issues(notes)).toEqual([nulIssue('designNotes')]);
    const option = await postCartItem(t.app, randomUUID(), {
      ...lineFields(productId),
      customOptions: JSON.stringify({ color: 'red\u0000' }),
    });
    expect(option.statusCode).toBe(400);
    expect(issues(option)).toEqual([nulIssue('customOptions.color')]);
    expect(await countCartRows(t.handle.db)).toEqual(before);
  });

  it('a product slug in the path: 400, not a database error', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${productSlug}%00` });
    expect(response.statusCode).toBe(400);
    expect(issues(response)).toEqual([nulIssue('slug')]);
  });

  it('a quote request and a review', async () => {
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      payload: { name: 'Pat', email: 'pat@example.com', details: '3 banners\u0000' },
    });
    expect(quote.statusCode).toBe(400);
    expect(issues(quote)).toEqual([nulIssue('details')]);

    const form = new FormData();
    form.append('customerName', 'Pat\u0000');
    form.append('rating', '5');
    form.append('comment', 'Great');
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/reviews`,
      payload: form,
    });
    expect(review.statusCode).toBe(400);
    expect(issues(review)).toEqual([nulIssue('customerName')]);
  });

  it('the admin login e-mail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'owner\u0000@printshop.example', password: 'whatever it is' },
    });
    expect(response.statusCode).toBe(400);
    expect(issues(response)).toEqual([nulIssue('email')]);
  });

  it('a lone surrogate in text stored as JSON (a category option label) is a 400 too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      // JSON.stringify writes the lone surrogate as the escape "\ud800", as a client would send it.
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({
        name: 'Banners',
        slug: 'surrogate-banners',
        options: {
          customOptions: [
            {
              id: 'hem',
              name: 'Hem',
              type: 'select',
              required: false,
              values: [{ value: 'yes', label: 'Yes \ud800', priceModifier: '1.00' }],
            },
          ],
        },
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(issues(response)).toEqual([
      { path: 'options.customOptions.0.values.0.label', message: loneSurrogateMessage },
    ]);
  });
});

describe('money that would not fit numeric(10,2) is refused when the line is added', () => {
  it('a unit price beyond $99,999,999.99 is a 400, even when a 100 % quantity tier makes the line free', async () => {
    const product = await productAt('99999999.99', {
      hasFinishes: true,
      finishes: [{ value: 'gold', label: 'Gold leaf', priceModifier: 1000 }],
      quantityDiscounts: [{ minQuantity: 1, discountPercent: 100 }],
    });
    const before = await countCartRows(t.handle.db);
    const response = await postCartItem(t.app, randomUUID(), { ...lineFields(product.id), finish: 'gold' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      issues: [{ path: 'quantity', message: 'This line total is too large; lower the quantity' }],
    });
    expect(await countCartRows(t.handle.db)).toEqual(before);
  });

  it('a huge quantity of an expensive product is a 400 with a message', async () => {
    const product = await productAt('99999.99');
    const response = await postCartItem(t.app, randomUUID(), lineFields(product.id, '1000000'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('quantity: This line total is too large; lower the quantity');
  });

  it('a line that would take the cart beyond $99,000,000.00 is a 400; the cart keeps what it had', async () => {
    const product = await productAt('60000000.00');
    const session = randomUUID();
    expect((await postCartItem(t.app, session, lineFields(product.id))).statusCode).toBe(201);
    const second = await postCartItem(t.app, session, lineFields(product.id));
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({
      code: 'CART_TOTAL_TOO_LARGE',
      message: apiMessages.cartTotalTooLarge,
    });
    const cart = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { 'x-session-id': session },
    });
    expect(cart.json()).toHaveLength(1);
  });

  it('a cart that grew beyond the limit since (prices raised) gets a 400 at checkout, not a 500', async () => {
    const product = await productAt('60000000.00');
    const session = randomUUID();
    for (let i = 0; i < 2; i += 1) {
      await insertCartLine(t.handle.db, {
        sessionId: session,
        productId: product.id,
        size: 'small',
        cutShape: null,
        finish: null,
        customOptions: {},
      });
    }
    const shipping = await t.app.inject({
      method: 'POST',
      url: '/api/calculate-shipping',
      headers: { 'x-session-id': session },
      payload: { shippingMethod: 'rush' },
    });
    expect(shipping.statusCode).toBe(400);
    const before = await countCheckoutRows(t.handle.db);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: orderHeaders(session),
      payload: orderBody({ shippingMethod: 'rush', paymentMethod: 'paypal' }),
    });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toMatchObject({
      code: 'CART_TOTAL_TOO_LARGE',
      message: apiMessages.cartTotalTooLarge,
    });
    expect(await countCheckoutRows(t.handle.db)).toEqual(before);
  });
});

describe('a line that outgrew the money columns after it was added (its product got dearer)', () => {
  it('shows in the cart at its old price, is left out of the shipping quote and refuses the checkout (409)', async () => {
    const product = await productAt('10.00', {
      hasFinishes: true,
      finishes: [{ value: 'gold', label: 'Gold leaf', priceModifier: 1000 }],
    });
    const session = randomUUID();
    await insertCartLine(t.handle.db, {
      sessionId: session,
      productId: product.id,
      size: 'small',
      cutShape: null,
      finish: 'gold',
      customOptions: {},
      quantity: 1_000_000,
      unitPrice: '110.00',
      totalPrice: '99999999.99',
    });
    // Now 99,999,999.99 × 11 × 1,000,000 cents: beyond numeric(10,2) and beyond safe integers.
    await t.handle.db
      .update(products)
      .set({ sizes: [{ value: 'small', label: 'Small', price: '99999999.99' }] })
      .where(eq(products.id, product.id));
    const headers = { 'x-session-id': session };
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers });
    expect(cart.statusCode).toBe(200);
    expect(cart.json()[0]).toMatchObject({ unitPrice: '110.00', totalPrice: '99999999.99' });
    const shipping = await t.app.inject({
      method: 'POST',
      url: '/api/calculate-shipping',
      headers,
      payload: { shippingMethod: 'standard' },
    });
    expect(shipping.statusCode).toBe(200);
    expect(shipping.json()).toMatchObject({ subtotal: '0.00' });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: orderHeaders(session),
      payload: orderBody(),
    });
    expect(order.statusCode).toBe(409);
    expect(order.json().message).toContain('This line total is too large; lower the quantity');
  });
});

describe('integers beyond their bounds are a 400', () => {
  it('an admin discount code with a usage limit of 2^40', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/discount-codes',
      headers: { cookie },
      payload: { code: 'BIG', discountPercentage: 10, usageLimit: 2 ** 40 },
    });
    expect(response.statusCode).toBe(400);
    expect(issues(response)).toEqual([
      { path: 'usageLimit', message: 'Usage limit may be at most 1,000,000 (leave it empty for no limit)' },
    ]);
  });

  it('a PayPal order for order id 2^40', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/paypal/order',
      headers: { 'x-session-id': randomUUID() },
      payload: { orderId: 2 ** 40 },
    });
    expect(response.statusCode).toBe(400);
    expect(issues(response).map((issue) => issue.path)).toEqual(['orderId']);
  });

  it('a promotion ending in the year 0', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/promo-settings',
      headers: { cookie },
      payload: {
        bannerEnabled: true,
        bannerText: 'Sale',
        bannerColor: 'dark',
        discountCode: 'SALE',
        discountPercentage: 10,
        endTime: '0000-01-01T00:00:00Z',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(issues(response)).toEqual([
      { path: 'endTime', message: 'End time must be a date and time between 1970 and 9999' },
    ]);
  });
});
