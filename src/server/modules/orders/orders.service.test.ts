import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, uploadedFiles } from '#server/db/schema';
import {
  countCheckoutRows,
  discountUsage,
  fullyLoadedLine,
  insertArtwork,
  insertCartLine,
  insertDiscountCode,
  insertOrderableProduct,
  validCustomer,
} from '#server/test/checkout-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { placeOrder } from './orders.service.ts';

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  productId = (await insertOrderableProduct(t.handle.db)).id;
  await insertDiscountCode(t.handle.db, { code: 'HALF', discountPercentage: 50, usageLimit: 3 });
});
afterAll(async () => {
  await t.close();
});

describe('placeOrder with a failure after the items are written', () => {
  it.each(['store', 'paypal'] as const)('leaves everything as it was (%s)', async (paymentMethod) => {
    const db = t.handle.db;
    const sessionId = randomUUID();
    const lines = [
      await insertCartLine(db, { sessionId, productId }),
      await insertCartLine(db, { sessionId, productId, ...fullyLoadedLine }),
    ];
    const files = [
      await insertArtwork(db, t.storage, lines[0]!.id),
      await insertArtwork(db, t.storage, lines[1]!.id),
    ];
    const before = { rows: await countCheckoutRows(db), usage: await discountUsage(db, 'HALF') };
    let itemsSeen = 0;

    const attempt = placeOrder(
      {
        db,
        storage: t.storage,
        afterItemsWritten: async (tx) => {
          // The order, its items and the file links exist at this point, inside the transaction.
          itemsSeen = (
            await tx
              .select()
              .from(uploadedFiles)
              .where(
                inArray(
                  uploadedFiles.id,
                  files.map((f) => f.id),
                ),
              )
          ).filter((file) => file.orderItemId !== null).length;
          throw new Error('injected failure');
        },
      },
      {
        sessionId,
        idempotencyKey: randomUUID(),
        input: {
          customer: validCustomer,
          // Pay in Store needs Store Pickup; PayPal takes the dearest shipping.
          shippingMethod: paymentMethod === 'store' ? 'pickup' : 'rush',
          paymentMethod,
          discountCode: 'half',
          proofRequested: false,
        },
      },
    );

    await expect(attempt).rejects.toThrow('injected failure');
    expect(itemsSeen).toBe(2);
    expect(await countCheckoutRows(db)).toEqual(before.rows);
    expect(await discountUsage(db, 'HALF')).toBe(before.usage);
    const cart = await db.select().from(cartItems).where(eq(cartItems.sessionId, sessionId));
    expect(cart.map((line) => line.id)).toEqual(lines.map((line) => line.id));
    const fileRows = await db
      .select()
      .from(uploadedFiles)
      .where(
        inArray(
          uploadedFiles.id,
          files.map((file) => file.id),
        ),
      );
    expect(fileRows.map((row) => [row.cartItemId, row.orderItemId])).toEqual(
      lines.map((line) => [line.id, null]),
    );
    for (const file of files) expect(t.storage.keys()).toContain(file.storageKey);
  });
});
