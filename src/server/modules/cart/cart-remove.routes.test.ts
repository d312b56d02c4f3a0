import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartItems, uploadedFiles } from '#server/db/schema';
import { artworkBytes } from '#server/test/artwork-files';
import { insertConfigurableProduct, validCartFields } from '#server/test/cart-fixtures';
import { postCartItem } from '#server/test/cart-form';
import { createTestApp, type TestApp } from '#server/test/test-app';

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

/** Adds an item with two files through the API; returns its id and storage keys. */
async function addItem(session: string): Promise<{ id: number; keys: string[] }> {
  const response = await postCartItem(t.app, session, validCartFields(productId), [
    { name: 'a.pdf', bytes: artworkBytes.pdf() },
    { name: 'b.png', bytes: await artworkBytes.png() },
  ]);
  expect(response.statusCode).toBe(201);
  const id: number = response.json().id;
  const rows = await t.handle.db.select().from(uploadedFiles).where(eq(uploadedFiles.cartItemId, id));
  return { id, keys: rows.map((row) => row.storageKey) };
}

const remove = (url: string, session?: string) =>
  t.app.inject({ method: 'DELETE', url, headers: session ? { 'x-session-id': session } : {} });

async function cartIds(session: string): Promise<number[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/cart',
    headers: { 'x-session-id': session },
  });
  return response.json().map((item: { id: number }) => item.id);
}

describe('DELETE /api/cart/:id', () => {
  it('removes one item of the session with its file rows and stored files', async () => {
    const session = randomUUID();
    const first = await addItem(session);
    const second = await addItem(session);
    const response = await remove(`/api/cart/${first.id}`, session);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await cartIds(session)).toEqual([second.id]);
    expect(await t.handle.db.select().from(uploadedFiles)).toHaveLength(2);
    expect(t.storage.keys().sort()).toEqual([...second.keys].sort());
  });

  it("answers 404 for another session's item and leaves it alone", async () => {
    const owner = randomUUID();
    const item = await addItem(owner);
    const response = await remove(`/api/cart/${item.id}`, randomUUID());
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Cart item not found');
    expect(await cartIds(owner)).toEqual([item.id]);
    expect(t.storage.keys()).toHaveLength(2);
  });

  it('answers 404 for an item that does not exist', async () => {
    expect((await remove('/api/cart/999999', randomUUID())).statusCode).toBe(404);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 for the id %j', async (id) => {
    const response = await remove(`/api/cart/${id}`, randomUUID());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/id/);
  });

  it('answers 400 without a session', async () => {
    const item = await addItem(randomUUID());
    const response = await remove(`/api/cart/${item.id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/X-Session-Id/);
  });
});

describe('DELETE /api/cart', () => {
  it("empties the session's cart with its files, leaving other sessions' carts", async () => {
    const session = randomUUID();
    const other = randomUUID();
    await addItem(session);
    await addItem(session);
    const kept = await addItem(other);
    const response = await remove('/api/cart', session);
    expect(response.statusCode).toBe(204);
    expect(await cartIds(session)).toEqual([]);
    expect(await cartIds(other)).toEqual([kept.id]);
    expect(t.storage.keys().sort()).toEqual([...kept.keys].sort());
  });

  it('answers 204 for an empty cart', async () => {
    expect((await remove('/api/cart', randomUUID())).statusCode).toBe(204);
  });

  it('answers 400 without a session', async () => {
    expect((await remove('/api/cart', 'not-a-uuid')).statusCode).toBe(400);
  });
});
