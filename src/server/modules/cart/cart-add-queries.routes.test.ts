import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkBytes } from '#server/test/artwork-files';
import { insertConfigurableProduct, validCartFields } from '#server/test/cart-fixtures';
import { postCartItem } from '#server/test/cart-form';
import { countQueries } from '#server/test/query-counter';
import { createTestApp, type TestApp } from '#server/test/test-app';

// PGlite is one connection: every transaction (and every query outside one) waits for it behind all the
// other requests' turns. Adding to the cart reads the product and the cart side by side, then writes the
// line and its files in one transaction; a change to these counts should be a decision, not a side effect.
let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  productId = (await insertConfigurableProduct(t.handle.db)).id;
});
afterAll(async () => {
  await t.close();
});

const addLine = (session: string) =>
  postCartItem(t.app, session, validCartFields(productId), [
    { name: 'art.pdf', bytes: artworkBytes.pdf(), type: 'application/pdf' },
  ]);

describe.skipIf(process.env.TEST_DB === 'postgres')('POST /api/cart on PGlite', () => {
  it('adds a line with a file to a cart that has one in two reads and one transaction', async () => {
    const session = randomUUID();
    expect((await addLine(session)).statusCode).toBe(201);
    const counter = countQueries(t.handle);
    try {
      expect((await addLine(session)).statusCode).toBe(201);
      expect(counter.count).toEqual({ acquisitions: 3, statements: 6 });
    } finally {
      counter.stop();
    }
  });
});
