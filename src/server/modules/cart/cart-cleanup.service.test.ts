import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { cartItems, orderItems, orders, uploadedFiles } from '#server/db/schema';
import { createMemoryStorage } from '#server/storage/memory-storage';
import { insertProduct } from '#server/test/fixtures';
import { createTestApp } from '#server/test/test-app';
import { createTestDatabase } from '#server/test/test-database';
import { cleanupStaleCarts } from './cart-cleanup.service.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2030-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

let handle: DatabaseHandle;
let productId: number;
const storage = createMemoryStorage();
beforeAll(async () => {
  handle = await createTestDatabase();
  productId = (await insertProduct(handle.db)).id;
});
afterAll(async () => {
  await handle.close();
});
beforeEach(async () => {
  await handle.db.delete(uploadedFiles);
  await handle.db.delete(cartItems);
  for (const key of storage.keys()) await storage.delete(key);
});

/** A cart line last changed `days` ago with one stored file; returns its id and the file's key. */
async function insertLine(session: string, days: number, orderItemId?: number) {
  const [item] = await handle.db
    .insert(cartItems)
    .values({
      sessionId: session,
      productId,
      quantity: 1,
      designMethod: 'upload',
      unitPrice: '10.00',
      totalPrice: '10.00',
      createdAt: daysAgo(days),
      updatedAt: daysAgo(days),
    })
    .returning();
  const key = `artwork/${randomUUID()}.pdf`;
  await storage.put(key, Buffer.from('%PDF-1.4'));
  await handle.db.insert(uploadedFiles).values({
    storageKey: key,
    originalName: 'a.pdf',
    size: 8,
    mimeType: 'application/pdf',
    sha256: 'x',
    cartItemId: item!.id,
    orderItemId,
  });
  return { id: item!.id, key };
}

async function insertOrderItem(): Promise<number> {
  const [order] = await handle.db
    .insert(orders)
    .values({
      customerName: 'Pat',
      customerEmail: 'pat@example.com',
      shippingMethod: 'pickup',
      subtotal: '10.00',
      total: '10.00',
      paymentMethod: 'store',
    })
    .returning();
  const [line] = await handle.db
    .insert(orderItems)
    .values({
      orderId: order!.id,
      productId,
      productName: 'P',
      quantity: 1,
      designMethod: 'upload',
      unitPrice: '10.00',
      lineTotal: '10.00',
    })
    .returning();
  return line!.id;
}

const remainingLines = async () => (await handle.db.select().from(cartItems)).map((row) => row.id).sort();

describe('cleanupStaleCarts', () => {
  it('removes a cart untouched for 31 days with its files and keeps one touched 29 days ago', async () => {
    await insertLine(randomUUID(), 31);
    const fresh = await insertLine(randomUUID(), 29);
    expect(await cleanupStaleCarts(handle.db, storage, now)).toBe(1);
    expect(await remainingLines()).toEqual([fresh.id]);
    expect(storage.keys()).toEqual([fresh.key]);
    const files = await handle.db.select().from(uploadedFiles);
    expect(files.map((file) => file.storageKey)).toEqual([fresh.key]);
  });

  it('keeps a whole cart while any of its lines was changed within 30 days', async () => {
    const session = randomUUID();
    const old = await insertLine(session, 40);
    const recent = await insertLine(session, 2);
    expect(await cleanupStaleCarts(handle.db, storage, now)).toBe(0);
    expect(await remainingLines()).toEqual([old.id, recent.id].sort());
  });

  it('keeps a file already linked to an order item, detached from the removed line', async () => {
    const orderItemId = await insertOrderItem();
    const line = await insertLine(randomUUID(), 31, orderItemId);
    expect(await cleanupStaleCarts(handle.db, storage, now)).toBe(1);
    expect(await remainingLines()).toEqual([]);
    const [file] = await handle.db.select().from(uploadedFiles).where(eq(uploadedFiles.storageKey, line.key));
    expect(file).toMatchObject({ cartItemId: null, orderItemId });
    expect(storage.keys()).toEqual([line.key]);
  });

  it('removes many stale carts, batch after batch', async () => {
    for (let i = 0; i < 205; i++) await insertLine(randomUUID(), 60);
    expect(await cleanupStaleCarts(handle.db, storage, now)).toBe(205);
    expect(await remainingLines()).toEqual([]);
    expect(storage.keys()).toEqual([]);
  });
});

describe('the clean-up timer of the app', () => {
  it('runs when the app is ready and again every interval, and stops when the app closes', async () => {
    const t = await createTestApp({ cartCleanup: { intervalMs: 50 } });
    try {
      const product = await insertProduct(t.handle.db);
      const [stale] = await t.handle.db
        .insert(cartItems)
        .values({
          sessionId: randomUUID(),
          productId: product.id,
          quantity: 1,
          designMethod: 'create',
          unitPrice: '1.00',
          totalPrice: '1.00',
          updatedAt: new Date(Date.now() - 31 * DAY),
        })
        .returning();
      await vi.waitFor(
        async () => {
          const rows = await t.handle.db.select().from(cartItems).where(eq(cartItems.id, stale!.id));
          expect(rows).toEqual([]);
        },
        { timeout: 5000, interval: 50 },
      );
    } finally {
      await t.close();
    }
  });
});
