import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, uploadedFiles } from '#server/db/schema';
import {
  discountUsage,
  fetchCart,
  fullyLoadedLine,
  insertArtwork,
  insertCartLine,
  insertDiscountCode,
  insertOrderableProduct,
  orderBody,
  orderHeaders,
  placeOrderRequest,
  setShippingSettings,
  validCustomer,
} from '#server/test/checkout-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { fromCents, toCents } from '#shared/money';
import { formatOrderNumber } from '#shared/order-number';
import { orderSummarySchema } from '#shared/schemas/checkout';

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  productId = (await insertOrderableProduct(t.handle.db)).id;
  await insertDiscountCode(t.handle.db, { code: 'TENOFF', discountPercentage: 10, usageLimit: 100 });
});
afterAll(async () => {
  await t.close();
});

const place = (headers: Record<string, string>, body: unknown) => placeOrderRequest(t.app, headers, body);
const getCart = (session: string) => fetchCart(t.app, session);

/** A cart of two lines ($20.00 with two files, and $816.75 with one): subtotal $836.75. */
async function fillCart(session: string) {
  const db = t.handle.db;
  const first = await insertCartLine(db, { sessionId: session, productId });
  const second = await insertCartLine(db, { sessionId: session, productId, ...fullyLoadedLine });
  const files = [
    await insertArtwork(db, t.storage, first.id, 'front.pdf'),
    await insertArtwork(db, t.storage, first.id, 'back.pdf'),
    await insertArtwork(db, t.storage, second.id, 'logo.pdf'),
  ];
  return { lineIds: [first.id, second.id], files };
}

const simpleOptions = [
  { name: 'Size', value: '2x4', label: "2' x 4'" },
  { name: 'Material', value: 'vinyl', label: '13oz Vinyl' },
  { name: 'Printing', value: 'one', label: 'One-sided' },
  { name: 'Cut Shape', value: 'rect', label: 'Rectangle' },
  { name: 'Finish', value: 'matte', label: 'Matte' },
  { name: 'Lamination', value: 'no', label: 'No lamination' },
  { name: 'Ink Color', value: 'cmyk', label: 'CMYK' },
  { name: 'Turnaround', value: 'normal', label: 'Standard (3-5 business days)' },
];
const loadedOptions = [
  { name: 'Size', value: '3x6', label: "3' x 6'" },
  { name: 'Material', value: 'mesh', label: 'Mesh' },
  { name: 'Printing', value: 'two', label: 'Two-sided' },
  { name: 'Cut Shape', value: 'circle', label: 'Circle' },
  { name: 'Finish', value: 'gloss', label: 'Gloss' },
  { name: 'Lamination', value: 'yes', label: 'Laminated' },
  { name: 'Grommets', value: 'yes', label: 'Yes — Add grommets' },
  { name: 'Ink Color', value: 'spot', label: 'Spot' },
  { name: 'Extras', value: 'hem,pole', label: 'Hemmed edges, Pole pockets' },
  { name: 'Turnaround', value: 'rush', label: 'Rush (1-2 days)' },
];
const discountedTotals = {
  subtotal: '836.75',
  discountCode: 'TENOFF',
  discountPercentage: 10,
  discountAmount: '83.68',
  shippingCost: '15.00',
  total: '768.07',
};

describe('POST /api/orders, pay in store', () => {
  it('places one order for the whole cart, links the files and empties the cart', async () => {
    const session = randomUUID();
    const key = randomUUID();
    const { files } = await fillCart(session);
    // A client total or subtotal is never read; neither is the price stored on the cart line.
    const response = await place(
      orderHeaders(session, key),
      orderBody({ discountCode: ' tenoff ', totalPrice: '0.01', subtotal: '0.01', shippingCost: '9.99' }),
    );
    expect(response.statusCode).toBe(201);
    const order = orderSummarySchema.parse(response.json());
    // Paid in store, so picked up: no shipping.
    expect(order).toMatchObject({
      orderNumber: formatOrderNumber(order.id),
      status: 'new',
      paymentMethod: 'store',
      paymentStatus: 'pending',
      shippingMethod: 'pickup',
      customer: validCustomer,
      ...discountedTotals,
      shippingCost: '0.00',
      total: '753.07',
    });
    expect(order.items).toHaveLength(2);
    expect(order.items[0]).toMatchObject({
      productId,
      productName: 'Vinyl Banner',
      quantity: 1,
      options: simpleOptions,
      designMethod: 'upload',
      designNotes: null,
      unitPrice: '20.00',
      lineTotal: '20.00',
      amountBeforeDiscount: '20.00',
      quantityDiscountPercent: null,
    });
    expect(order.items[0]!.files.map((file) => file.originalName)).toEqual(['front.pdf', 'back.pdf']);
    expect(order.items[1]).toMatchObject({
      quantity: 10,
      options: loadedOptions,
      designMethod: 'create',
      designNotes: 'Blue logo, large type',
      unitPrice: '90.75',
      // What the order pages print: 10 × $90.75 = $907.50, less the 10 % tier.
      amountBeforeDiscount: '907.50',
      quantityDiscountPercent: 10,
      lineTotal: '816.75',
    });
    expect(order.items[1]!.files.map((file) => file.originalName)).toEqual(['logo.pdf']);

    expect(await getCart(session)).toEqual([]);
    const fileRows = await t.handle.db
      .select()
      .from(uploadedFiles)
      .where(
        inArray(
          uploadedFiles.id,
          files.map((file) => file.id),
        ),
      );
    expect(fileRows).toHaveLength(3);
    for (const row of fileRows) {
      expect(row.cartItemId).toBeNull();
      expect(order.items.map((item) => item.id)).toContain(row.orderItemId);
      expect(t.storage.keys()).toContain(row.storageKey);
    }
    expect(await discountUsage(t.handle.db, 'TENOFF')).toBe(1);
    const [stored] = await t.handle.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored).toMatchObject({ sessionId: session, idempotencyKey: key, customerPhone: '555-0100' });
    expect(stored!.customerCompany).toBeNull();

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: { 'x-session-id': session },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(response.json());
  });

  it.each([
    ['pickup', {}, '0.00'],
    ['standard', {}, '15.00'],
    ['rush', {}, '75.00'],
    ['standard', { freeShippingEnabled: true, freeShippingMinimum: '20.00' }, '0.00'],
    ['rush', { freeShippingEnabled: true, freeShippingMinimum: '20.00' }, '75.00'],
  ] as const)('charges %s shipping once (settings %j): %s', async (method, settings, shippingCost) => {
    await setShippingSettings(t.handle.db, settings);
    const session = randomUUID();
    await insertCartLine(t.handle.db, { sessionId: session, productId });
    await insertCartLine(t.handle.db, { sessionId: session, productId });
    // Shipped orders are paid with PayPal (Pay in Store is for pickup); the totals are the same for both.
    const paymentMethod = method === 'pickup' ? 'store' : 'paypal';
    const response = await place(orderHeaders(session), orderBody({ shippingMethod: method, paymentMethod }));
    expect(response.statusCode).toBe(201);
    const total = fromCents(toCents('40.00') + toCents(shippingCost));
    expect(response.json()).toMatchObject({ subtotal: '40.00', discountAmount: '0.00', shippingCost, total });
    await setShippingSettings(t.handle.db);
  });

  it('ignores a blank discount code', async () => {
    const session = randomUUID();
    await insertCartLine(t.handle.db, { sessionId: session, productId });
    const response = await place(orderHeaders(session), orderBody({ discountCode: '   ' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      discountCode: null,
      discountPercentage: null,
      discountAmount: '0.00',
    });
  });

  it('charges the price the cart shows: a line whose product price changed since it was added shows and costs the new price', async () => {
    const product = await insertOrderableProduct(t.handle.db);
    const session = randomUUID();
    // Added at $20.00 (the 2x4 size); the shop then raises the size to $24.40.
    await insertCartLine(t.handle.db, {
      sessionId: session,
      productId: product.id,
      quantity: 2,
      totalPrice: '40.00',
    });
    await t.handle.db
      .update(products)
      .set({ sizes: [{ value: '2x4', label: "2' x 4'", price: '24.40' }] })
      .where(eq(products.id, product.id));

    const [line] = await getCart(session);
    expect(line).toMatchObject({ unitPrice: '24.40', totalPrice: '48.80' });
    const response = await place(orderHeaders(session), orderBody({ shippingMethod: 'pickup' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ subtotal: '48.80', total: '48.80' });
  });

  it('places a pickup order with only a name and an e-mail: pickup needs no address', async () => {
    const session = randomUUID();
    await fillCart(session);
    const customer = { name: 'Pat Doe', email: 'pat@example.com' };
    const response = await place(orderHeaders(session), orderBody({ shippingMethod: 'pickup', customer }));
    expect(response.statusCode).toBe(201);
    expect(response.json().customer).toMatchObject({ ...customer, address: '', zipCode: '' });
  });
});

describe('POST /api/orders, PayPal', () => {
  it('places a pending order with the same totals and keeps the cart', async () => {
    const session = randomUUID();
    const { lineIds, files } = await fillCart(session);
    const usage = await discountUsage(t.handle.db, 'TENOFF');
    const response = await place(
      orderHeaders(session),
      orderBody({ paymentMethod: 'paypal', shippingMethod: 'standard', discountCode: 'TENOFF' }),
    );
    expect(response.statusCode).toBe(201);
    const order = orderSummarySchema.parse(response.json());
    expect(order).toMatchObject({
      paymentMethod: 'paypal',
      paymentStatus: 'pending',
      status: 'new',
      ...discountedTotals,
    });
    expect(order.items.flatMap((item) => item.files.map((file) => file.originalName))).toEqual([
      'front.pdf',
      'back.pdf',
      'logo.pdf',
    ]);
    expect((await getCart(session)).map((item: { id: number }) => item.id)).toEqual(lineIds);
    const fileRows = await t.handle.db
      .select()
      .from(uploadedFiles)
      .where(
        inArray(
          uploadedFiles.id,
          files.map((file) => file.id),
        ),
      );
    for (const row of fileRows) {
      expect(lineIds).toContain(row.cartItemId);
      expect(order.items.map((item) => item.id)).toContain(row.orderItemId);
    }
    expect(await discountUsage(t.handle.db, 'TENOFF')).toBe(usage + 1);
    const read = await t.app.inject({ url: `/api/orders/${order.id}`, headers: { 'x-session-id': session } });
    expect(read.json()).toEqual(response.json());
  });
});

describe('GET /api/orders/:id', () => {
  it("answers 404 for another session's order and for an unknown id, 400 for a bad id or session", async () => {
    const session = randomUUID();
    await insertCartLine(t.handle.db, { sessionId: session, productId });
    const placed = await place(orderHeaders(session), orderBody());
    const id: number = placed.json().id;
    const get = (url: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, headers });

    const other = await get(`/api/orders/${id}`, { 'x-session-id': randomUUID() });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ message: 'Order not found', code: 'NOT_FOUND' });
    expect((await get('/api/orders/999999', { 'x-session-id': session })).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await get(`/api/orders/${bad}`, { 'x-session-id': session })).statusCode).toBe(400);
    }
    const noSession = await get(`/api/orders/${id}`, {});
    expect(noSession.statusCode).toBe(400);
    expect(noSession.json().message).toMatch(/X-Session-Id/);
  });
});
