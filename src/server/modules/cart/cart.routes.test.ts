import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema } from '../../../shared/schemas/cart.ts';
import { cartItems, uploadedFiles } from '../../db/schema.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/cart', () => {
  it('answers an empty cart for a new session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { 'x-session-id': randomUUID() },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("lists only this session's items, with their files", async () => {
    const session = randomUUID();
    const product = await insertProduct(t.handle.db, { name: 'Vinyl Banner' });
    const base = {
      productId: product.id,
      quantity: 2,
      designMethod: 'upload' as const,
      unitPrice: '10.00',
      totalPrice: '20.00',
    };
    const [mine] = await t.handle.db
      .insert(cartItems)
      .values({ ...base, sessionId: session })
      .returning();
    await t.handle.db.insert(cartItems).values({ ...base, sessionId: randomUUID() });
    await t.handle.db.insert(uploadedFiles).values({
      storageKey: 'artwork/a.pdf',
      originalName: 'logo.pdf',
      size: 10,
      mimeType: 'application/pdf',
      sha256: 'x',
      cartItemId: mine!.id,
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { 'x-session-id': session },
    });
    const cart = cartSchema.parse(response.json());
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({
      productName: 'Vinyl Banner',
      quantity: 2,
      totalPrice: '20.00',
      uploadedFiles: ['logo.pdf'],
    });
  });

  it.each([
    ['no session header', {}],
    ['a session id that is not a UUID', { 'x-session-id': 'abc' }],
  ])('answers 400 for %s', async (_case, headers) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cart', headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/X-Session-Id/);
  });
});
