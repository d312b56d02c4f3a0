import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fullyLoadedLine,
  insertCartLine,
  insertOrderableProduct,
  setShippingSettings,
} from '#server/test/checkout-fixtures';
import { insertProduct } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { calculateShippingResultSchema } from '#shared/schemas/checkout';

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  productId = (await insertOrderableProduct(t.handle.db)).id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await setShippingSettings(t.handle.db, {
    standardShippingPrice: '15.00',
    rushShippingPrice: '75.00',
    freeShippingEnabled: true,
    freeShippingMinimum: '100.00',
  });
});

const quote = (session: string | undefined, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/calculate-shipping',
    headers: session ? { 'x-session-id': session } : {},
    payload: body as Record<string, unknown>,
  });

/** A session whose cart holds $20.00 (below the $100 minimum) or $836.75 (above it). */
async function cartWorth(amount: 'small' | 'large'): Promise<string> {
  const session = randomUUID();
  await insertCartLine(t.handle.db, { sessionId: session, productId });
  if (amount === 'large')
    await insertCartLine(t.handle.db, { sessionId: session, productId, ...fullyLoadedLine });
  return session;
}

describe('POST /api/calculate-shipping', () => {
  it.each([
    ['pickup', 'small', { shippingCost: '0.00', freeShippingApplied: false, freeShippingReason: null }],
    ['standard', 'small', { shippingCost: '15.00', freeShippingApplied: false, freeShippingReason: null }],
    ['rush', 'small', { shippingCost: '75.00', freeShippingApplied: false, freeShippingReason: null }],
    ['pickup', 'large', { shippingCost: '0.00', freeShippingApplied: false, freeShippingReason: null }],
    [
      'standard',
      'large',
      {
        shippingCost: '0.00',
        freeShippingApplied: true,
        freeShippingReason: 'Free shipping on orders of $100.00 or more',
      },
    ],
    ['rush', 'large', { shippingCost: '75.00', freeShippingApplied: false, freeShippingReason: null }],
  ] as const)('%s shipping for a %s cart', async (method, size, expected) => {
    const session = await cartWorth(size);
    const response = await quote(session, { shippingMethod: method });
    expect(response.statusCode).toBe(200);
    expect(calculateShippingResultSchema.parse(response.json())).toEqual({
      ...expected,
      subtotal: size === 'small' ? '20.00' : '836.75',
      amountToFreeShipping: size === 'small' ? '80.00' : null,
    });
  });

  it('gives free standard shipping when every item ships free, below the minimum', async () => {
    const free = await insertOrderableProduct(t.handle.db, { freeShipping: true });
    const session = randomUUID();
    await insertCartLine(t.handle.db, { sessionId: session, productId: free.id });
    const standard = await quote(session, { shippingMethod: 'standard' });
    expect(standard.json()).toEqual({
      subtotal: '20.00',
      shippingCost: '0.00',
      freeShippingApplied: true,
      freeShippingReason: 'All items ship free',
      amountToFreeShipping: null,
    });
    const rush = await quote(session, { shippingMethod: 'rush' });
    expect(rush.json()).toMatchObject({ shippingCost: '75.00', freeShippingApplied: false });

    // One item that does not ship free is enough to charge again.
    await insertCartLine(t.handle.db, { sessionId: session, productId });
    const mixed = await quote(session, { shippingMethod: 'standard' });
    expect(mixed.json()).toMatchObject({
      subtotal: '40.00',
      shippingCost: '15.00',
      amountToFreeShipping: '60.00',
    });
  });

  it('charges standard shipping and gives no hint when the free-shipping promotion is off', async () => {
    await setShippingSettings(t.handle.db, { standardShippingPrice: '9.50', freeShippingEnabled: false });
    const session = await cartWorth('large');
    const response = await quote(session, { shippingMethod: 'standard' });
    expect(response.json()).toEqual({
      subtotal: '836.75',
      shippingCost: '9.50',
      freeShippingApplied: false,
      freeShippingReason: null,
      amountToFreeShipping: null,
    });
  });

  it('quotes an empty cart on a subtotal of 0', async () => {
    const response = await quote(randomUUID(), { shippingMethod: 'standard' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      subtotal: '0.00',
      shippingCost: '15.00',
      amountToFreeShipping: '100.00',
    });
  });

  it('prices the cart itself: a client subtotal, items or stored line price of 0.01 change nothing', async () => {
    const session = randomUUID();
    await insertCartLine(t.handle.db, {
      sessionId: session,
      productId,
      ...fullyLoadedLine,
      unitPrice: '0.01',
      totalPrice: '0.01',
    });
    const response = await quote(session, {
      shippingMethod: 'standard',
      subtotal: '100000.00',
      items: [{ totalPrice: '0.01', freeShipping: true }],
    });
    expect(response.statusCode).toBe(200);
    // Priced from the product ($816.75), the cart reaches the $100 minimum; at $0.01 it would not.
    expect(response.json()).toMatchObject({
      subtotal: '816.75',
      shippingCost: '0.00',
      freeShippingReason: 'Free shipping on orders of $100.00 or more',
    });
  });

  it("counts only this session's cart", async () => {
    await cartWorth('large');
    const session = randomUUID();
    const other = await insertProduct(t.handle.db, {
      name: 'Sticker',
      basePrice: '5.00',
      sizes: [],
      materials: [],
    });
    await insertCartLine(t.handle.db, {
      sessionId: session,
      productId: other.id,
      size: null,
      material: null,
      cutShape: null,
      finish: null,
      customOptions: {},
      quantity: 3,
    });
    const response = await quote(session, { shippingMethod: 'standard' });
    expect(response.json()).toMatchObject({ subtotal: '15.00', amountToFreeShipping: '85.00' });
  });

  it.each([
    ['an unknown method', { shippingMethod: 'express' }],
    ['no method', {}],
    ['a method of the wrong type', { shippingMethod: 1 }],
  ])('answers 400 for %s', async (_case, body) => {
    const response = await quote(randomUUID(), body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/shippingMethod/),
    });
  });

  it.each([
    ['no session header', undefined],
    ['a session id that is not a UUID', 'abc'],
  ])('answers 400 for %s', async (_case, session) => {
    const response = await quote(session, { shippingMethod: 'standard' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/X-Session-Id/);
  });
});
