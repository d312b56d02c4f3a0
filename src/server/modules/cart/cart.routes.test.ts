import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, uploadedFiles } from '#server/db/schema';
import { insertCategory, insertProduct } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { cartSchema } from '#shared/schemas/cart';

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

  it('answers display-ready lines: labels, free shipping, picture and the price breakdown', async () => {
    const session = randomUUID();
    const category = await insertCategory(t.handle.db, {
      customOptions: [
        {
          id: 'grommets',
          name: 'Grommets',
          type: 'boolean',
          required: false,
          values: [{ value: 'g', label: 'Every 2 ft', priceModifier: '1.00' }],
        },
      ],
    });
    const product = await insertProduct(t.handle.db, {
      name: 'Yard Sign',
      categoryId: category.id,
      freeShipping: true,
      turnaroundTime: '2-3 business days',
      images: ['/uploads/products/sign.webp'],
      media: [
        {
          type: 'image',
          url: '/uploads/products/sign.webp',
          thumbnail: '/uploads/products/sign-600.webp',
          order: 0,
        },
      ],
      hasDoubleSided: true,
      doubleSidedPrice: '2.00',
      sizes: [{ value: '18x24', label: '18" x 24"', price: '10.00' }],
      materials: [{ value: 'coroplast', label: 'Coroplast', priceModifier: '0.00' }],
      quantityDiscounts: [{ minQuantity: 10, discountPercent: 10 }],
    });
    await t.handle.db.insert(cartItems).values({
      sessionId: session,
      productId: product.id,
      size: '18x24',
      material: 'coroplast',
      isDoubleSided: true,
      customOptions: { grommets: true },
      quantity: 10,
      designMethod: 'create',
      designNotes: 'Red on white',
      unitPrice: '1.00',
      totalPrice: '10.00',
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { 'x-session-id': session },
    });
    const [line] = cartSchema.parse(response.json());
    expect(line?.options).toEqual([
      { name: 'Size', value: '18x24', label: '18" x 24"' },
      { name: 'Material', value: 'coroplast', label: 'Coroplast' },
      { name: 'Printing', value: 'two', label: 'Two-sided' },
      { name: 'Grommets', value: 'yes', label: 'Yes — Every 2 ft' },
      { name: 'Turnaround', value: 'normal', label: 'Standard (2-3 business days)' },
      { name: 'Design', value: 'create', label: 'Design it for me' },
    ]);
    expect(line?.freeShipping).toBe(true);
    expect(line?.turnaroundTime).toBe('2-3 business days');
    expect(line?.image).toEqual({
      url: '/uploads/products/sign.webp',
      thumbnail: '/uploads/products/sign-600.webp',
    });
    // (10.00 + 2.00 + 1.00) × 10 = 130.00, less the 10 % tier: the server's price, not the stored one.
    expect(line?.price).toEqual({
      unitPrice: '13.00',
      quantity: 10,
      subtotal: '130.00',
      quantityTier: { minQuantity: 10, discountPercent: 10 },
      discount: '13.00',
      lineTotal: '117.00',
    });
    expect(line).toMatchObject({ unitPrice: '13.00', totalPrice: '117.00' });
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
