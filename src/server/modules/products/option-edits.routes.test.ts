import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cartItems } from '#server/db/schema';
import { setUpLoggedInAdminApp } from '#server/test/admin-fixtures';
import type { TestApp } from '#server/test/test-app';
import { cartSchema } from '#shared/schemas/cart';
import { productSchema } from '#shared/schemas/product';

/**
 * Options edited in place (docs/product/admin.md#products-tab). An entry keeps its code, so a cart line that
 * chose it stays valid: it shows the new label and is priced again from the edited entry, saying what it cost
 * before.
 */
let t: TestApp;
let cookie: string;
setUpLoggedInAdminApp((app, adminCookie) => {
  t = app;
  cookie = adminCookie;
});

const body = (sizes: unknown[], slug = `sign-${randomUUID().slice(0, 8)}`) => ({
  name: 'Aluminum Sign',
  slug,
  basePrice: '10.00',
  sizes,
  materials: [{ value: 'alu', label: 'Aluminum', priceModifier: '0.00' }],
});

describe('a size edited and reordered in place', () => {
  it('keeps the cart line that chose it, relabelled and repriced, and the new first size is the default', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { cookie },
      payload: body([
        { value: '12x18', label: '12" x 18"', price: '20.00' },
        { value: '18x24', label: '18" x 24"', price: '30.00' },
      ]),
    });
    const product = productSchema.parse(created.json());
    const session = randomUUID();
    await t.handle.db.insert(cartItems).values({
      sessionId: session,
      productId: product.id,
      size: '18x24',
      material: 'alu',
      quantity: 2,
      designMethod: 'create',
      designNotes: 'Parking only',
      unitPrice: '30.00',
      totalPrice: '60.00',
    });

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      headers: { cookie },
      payload: body(
        [
          { value: '18x24', label: '18" x 24" (most popular)', price: '27.50', widthIn: 18, heightIn: 24 },
          { value: '12x18', label: '12" x 18"', price: '20.00' },
        ],
        product.slug,
      ),
    });
    expect(patched.statusCode).toBe(200);
    expect(productSchema.parse(patched.json()).sizes.map((size) => size.value)).toEqual(['18x24', '12x18']);

    const cart = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { 'x-session-id': session },
    });
    const [line] = cartSchema.parse(cart.json());
    expect(line).toMatchObject({
      size: '18x24',
      unitPrice: '27.50',
      totalPrice: '55.00',
      priceWhenAdded: '60.00',
    });
    expect(line?.options).toContainEqual({ name: 'Size', value: '18x24', label: '18" x 24" (most popular)' });

    // The storefront's first size, the configurator's default, is the one moved to the top.
    const page = await t.app.inject({ method: 'GET', url: `/api/products/${product.slug}` });
    expect(productSchema.parse(page.json()).sizes[0]?.value).toBe('18x24');
  });

  it('says nothing of a price change when the line costs what it did', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { cookie },
      payload: body([{ value: '12x18', label: '12" x 18"', price: '20.00' }]),
    });
    const product = productSchema.parse(created.json());
    const session = randomUUID();
    await t.handle.db.insert(cartItems).values({
      sessionId: session,
      productId: product.id,
      size: '12x18',
      material: 'alu',
      quantity: 1,
      designMethod: 'create',
      designNotes: 'Exit',
      unitPrice: '20.00',
      totalPrice: '20.00',
    });
    const cart = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { 'x-session-id': session },
    });
    expect(cartSchema.parse(cart.json())[0]?.priceWhenAdded).toBeNull();
  });
});
