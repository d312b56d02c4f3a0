import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartItems, products, uploadedFiles } from '#server/db/schema';
import { artworkBytes } from '#server/test/artwork-files';
import { insertConfigurableProduct, validCartFields } from '#server/test/cart-fixtures';
import { postCartItem } from '#server/test/cart-form';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { cartItemSchema } from '#shared/schemas/cart';

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  productId = (await insertConfigurableProduct(t.handle.db)).id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.handle.db.delete(cartItems);
  for (const key of t.storage.keys()) await t.storage.delete(key);
});

/**
 * Two 2' x 4' vinyl banners ($20 each, matte, rectangle, CMYK, no grommets) with a PDF and a PNG; the
 * product takes 10 % off from 10 pieces (cart-fixtures.ts).
 */
async function addItem(session: string, fields: Record<string, string> = {}): Promise<number> {
  const files =
    fields.designMethod === 'create'
      ? []
      : [
          { name: 'a.pdf', bytes: artworkBytes.pdf() },
          { name: 'b.png', bytes: await artworkBytes.png() },
        ];
  const response = await postCartItem(t.app, session, validCartFields(productId, fields), files);
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const patch = (id: number | string, body: unknown, session?: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/cart/${id}`,
    headers: session ? { 'x-session-id': session } : {},
    payload: body as Record<string, unknown>,
  });

async function storedLine(id: number) {
  const [row] = await t.handle.db.select().from(cartItems).where(eq(cartItems.id, id));
  return row;
}

describe('PATCH /api/cart/:id', () => {
  it('changes the quantity, prices the line again with its tier, and keeps the files', async () => {
    const session = randomUUID();
    const id = await addItem(session);
    const filesBefore = await t.handle.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.cartItemId, id));
    const keysBefore = t.storage.keys().sort();

    const response = await patch(id, { quantity: 12 }, session);
    expect(response.statusCode).toBe(200);
    const line = cartItemSchema.parse(response.json());
    expect(line).toMatchObject({ id, quantity: 12, size: '2x4', unitPrice: '20.00', totalPrice: '216.00' });
    expect(line.price).toEqual({
      unitPrice: '20.00',
      quantity: 12,
      subtotal: '240.00',
      quantityTier: { minQuantity: 10, discountPercent: 10 },
      discount: '24.00',
      lineTotal: '216.00',
    });
    expect(line.uploadedFiles).toEqual(['a.pdf', 'b.png']);
    expect(line.files.map((file) => file.id)).toEqual(filesBefore.map((file) => file.id));
    expect(t.storage.keys().sort()).toEqual(keysBefore);
    expect(await storedLine(id)).toMatchObject({ quantity: 12, unitPrice: '20.00', totalPrice: '216.00' });

    const cart = await t.app.inject({ url: '/api/cart', headers: { 'x-session-id': session } });
    expect(cart.json()).toEqual([response.json()]);
  });

  it('changes the options, leaving the others as they were, and ignores a price sent with them', async () => {
    const session = randomUUID();
    const id = await addItem(session);
    const response = await patch(
      id,
      {
        size: '3x6',
        finish: 'gloss',
        isRush: true,
        customOptions: { grommets: true, color: 'spot' },
        unitPrice: '0.01',
        totalPrice: '0.02',
      },
      session,
    );
    expect(response.statusCode).toBe(200);
    // ($35 size + $15 rush + $2 grommets + $4 spot ink) × 1.10 gloss = $61.60 each, two of them.
    expect(response.json()).toMatchObject({
      size: '3x6',
      material: 'vinyl',
      finish: 'gloss',
      cutShape: 'rect',
      isRush: true,
      quantity: 2,
      customOptions: { grommets: true, color: 'spot' },
      unitPrice: '61.60',
      totalPrice: '123.20',
    });
    expect(response.json().options).toEqual(
      expect.arrayContaining([
        { name: 'Size', value: '3x6', label: "3' x 6'" },
        { name: 'Turnaround', value: 'rush', label: 'Rush (1-2 days)' },
      ]),
    );
  });

  it('turns an upload line into a design request with its description, and back again while it has files', async () => {
    const session = randomUUID();
    const id = await addItem(session);
    const created = await patch(id, { designMethod: 'create', designNotes: '  Red and gold  ' }, session);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ designMethod: 'create', designNotes: 'Red and gold' });
    expect(created.json().uploadedFiles).toEqual(['a.pdf', 'b.png']);
    const uploaded = await patch(id, { designMethod: 'upload' }, session);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().designMethod).toBe('upload');
  });

  it.each([
    ['an empty body', {}, 'Send at least one field to change'],
    ['a size the product does not have', { size: 'huge' }, 'size'],
    ['a quantity of 0', { quantity: 0 }, 'Quantity must be a whole number of at least 1'],
    ['a quantity that is not whole', { quantity: 2.5 }, 'Quantity must be a whole number'],
    ['a quantity as text', { quantity: '12' }, 'Quantity must be a whole number'],
    ['a quantity past the largest', { quantity: 1_000_000_000 }, 'Quantity may be at most'],
    ['a switch that is not a boolean', { isRush: 'yes' }, 'isRush'],
    ['a required option cleared', { customOptions: { grommets: false } }, 'Ink Color is required'],
    ['a required size cleared', { size: null }, 'size'],
    ['an unknown design method', { designMethod: 'draw' }, 'Choose upload or create'],
    ['a design request without a description', { designMethod: 'create' }, 'designNotes'],
    ['lamination as text', { lamination: 'yes' }, 'lamination'],
  ])('refuses %s with 400 and changes nothing', async (_case, body, message) => {
    const session = randomUUID();
    const id = await addItem(session);
    const before = await storedLine(id);
    const response = await patch(id, body, session);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
    expect(await storedLine(id)).toEqual(before);
  });

  it('refuses to make a design request without files an upload line', async () => {
    const session = randomUUID();
    const id = await addItem(session, { designMethod: 'create', designNotes: 'Blue' });
    const response = await patch(id, { designMethod: 'upload' }, session);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('FILES_REQUIRED');
    expect((await storedLine(id))?.designMethod).toBe('create');
  });

  it("answers 404 for another session's line, and for a line that does not exist", async () => {
    const owner = randomUUID();
    const id = await addItem(owner);
    const response = await patch(id, { quantity: 5 }, randomUUID());
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Cart item not found');
    expect((await storedLine(id))?.quantity).toBe(2);
    expect((await patch(999_999, { quantity: 5 }, owner)).statusCode).toBe(404);
  });

  it('answers 404 when the product has left the shop', async () => {
    const session = randomUUID();
    const archived = await insertConfigurableProduct(t.handle.db);
    const id = await addItem(session, { productId: String(archived.id) });
    await t.handle.db.update(products).set({ isArchived: true }).where(eq(products.id, archived.id));
    const response = await patch(id, { quantity: 5 }, session);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Product not found');
  });

  it.each(['abc', '0', '1.5'])('answers 400 for the id %j', async (id) => {
    expect((await patch(id, { quantity: 5 }, randomUUID())).statusCode).toBe(400);
  });

  it('answers 400 without a session', async () => {
    const id = await addItem(randomUUID());
    const response = await patch(id, { quantity: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/X-Session-Id/);
  });
});
