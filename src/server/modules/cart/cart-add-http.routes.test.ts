import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkBytes } from '#server/test/artwork-files';
import { countCartRows, insertConfigurableProduct, validCartFields } from '#server/test/cart-fixtures';
import { cartForm } from '#server/test/cart-form';
import { createTestApp, type TestApp } from '#server/test/test-app';

// Over a real socket, unlike app.inject: a refusal in the middle of an upload must still reach the
// client (the rest of the body is read and dropped), keep the connection usable, and let the app close.
let t: TestApp;
let address: string;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  productId = (await insertConfigurableProduct(t.handle.db)).id;
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/cart over HTTP', () => {
  it.each([
    [
      'an unsupported file followed by large ones',
      async () => [
        { name: 'a.gif', bytes: await artworkBytes.gif() },
        { name: 'b.pdf', bytes: artworkBytes.pdf(8_000_000) },
        { name: 'c.pdf', bytes: artworkBytes.pdf(8_000_000) },
      ],
      415,
      'Unsupported file type: a.gif',
    ],
    [
      'a file over 10 MB followed by another',
      async () => [
        { name: 'huge.pdf', bytes: artworkBytes.pdf(20_000_000) },
        { name: 'b.pdf', bytes: artworkBytes.pdf(5_000_000) },
      ],
      413,
      'File too large: huge.pdf (max 10MB)',
    ],
  ])('answers a refusal of %s and keeps serving', async (_case, files, status, message) => {
    const response = await fetch(`${address}/api/cart`, {
      method: 'POST',
      headers: { 'x-session-id': randomUUID() },
      body: cartForm(validCartFields(productId), await files()),
      signal: AbortSignal.timeout(10_000),
    });
    expect(response.status).toBe(status);
    expect((await response.json()).message).toBe(message);
    const next = await fetch(`${address}/api/cart`, { headers: { 'x-session-id': randomUUID() } });
    expect(next.status).toBe(200);
    expect(await countCartRows(t.handle.db)).toEqual({ items: 0, files: 0 });
    expect(t.storage.keys()).toEqual([]);
  });
});
