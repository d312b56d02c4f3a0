import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkBytes } from '#server/test/artwork-files';
import { countCartRows, insertConfigurableProduct, validCartFields } from '#server/test/cart-fixtures';
import { cartForm, type FormFile } from '#server/test/cart-form';
import { insertProduct } from '#server/test/fixtures';
import { type FormEntry, pictureBytes, sendForm } from '#server/test/media-uploads';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { cartItemSchema } from '#shared/schemas/cart';
import { errorBodySchema } from '#shared/schemas/common';

// Anonymous uploads share one counter per address (60 in 10 minutes by default, as here;
// docs/decisions/0009-rate-limits-in-memory.md), and a cart holds a limited amount of artwork (64 KB here
// instead of 200 MB; docs/product/shipping-and-checkout.md#the-cart).
const CART_LIMIT = 64 * 1024;
let t: TestApp;
let productId: number;
let reviewedProductId: number;
beforeAll(async () => {
  t = await createTestApp({ uploadLimits: { cartArtworkBytes: CART_LIMIT } });
  productId = (await insertConfigurableProduct(t.handle.db)).id;
  reviewedProductId = (await insertProduct(t.handle.db, { name: 'Reviewed Sign' })).id;
});
afterAll(async () => {
  await t.close();
});

let nextAddress = 0;
/** Each test sends from addresses of its own, since uploads are counted per address. */
const freshAddress = () => {
  nextAddress += 1;
  return `203.0.113.${nextAddress}`;
};

const pdf = (name: string, size: number): FormFile => ({
  name,
  bytes: artworkBytes.pdf(size),
  type: 'application/pdf',
});

function addToCart(session: string, files: readonly FormFile[], remoteAddress = freshAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: { 'x-session-id': session },
    payload: cartForm(validCartFields(productId), files),
    remoteAddress,
  });
}

async function sendReview(remoteAddress: string) {
  const entries: FormEntry[] = [
    ['customerName', 'Casey Customer'],
    ['rating', '5'],
    ['comment', 'Lovely sign.'],
    { field: 'reviewImages', file: { name: 'photo.jpg', bytes: await pictureBytes.jpeg(40, 30) } },
  ];
  return sendForm(t.app, {
    method: 'POST',
    url: `/api/products/${reviewedProductId}/reviews`,
    entries,
    remoteAddress,
  });
}

function expectTooManyUploads(response: Awaited<ReturnType<typeof addToCart>>) {
  expect(response.statusCode, response.body).toBe(429);
  expect(errorBodySchema.parse(response.json())).toMatchObject({
    code: 'TOO_MANY_UPLOADS',
    message: 'Too many uploads from this address. Try again in 10 minutes.',
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(540);
  expect(retryAfter).toBeLessThanOrEqual(600);
}

describe('upload requests per address', () => {
  it('allow 60 cart adds and reviews together in 10 minutes; the 61st of either is a 429', async () => {
    const address = freshAddress();
    const session = randomUUID();
    for (let i = 0; i < 55; i += 1) {
      const response = await addToCart(session, [pdf(`page-${i}.pdf`, 200)], address);
      expect(response.statusCode, response.body).toBe(201);
    }
    // Five reviews an hour is the reviews' own limit: these five are the 56th to 60th upload requests.
    for (let i = 0; i < 5; i += 1) expect((await sendReview(address)).statusCode).toBe(201);
    const before = await countCartRows(t.handle.db);
    const keys = t.storage.keys();

    expectTooManyUploads(await addToCart(session, [pdf('one-more.pdf', 200)], address));
    expectTooManyUploads(await sendReview(address));
    expect(await countCartRows(t.handle.db)).toEqual(before);
    expect(t.storage.keys()).toEqual(keys);

    // Another address has its own count.
    const other = freshAddress();
    expect((await addToCart(randomUUID(), [pdf('other.pdf', 200)], other)).statusCode).toBe(201);
    expect((await sendReview(other)).statusCode).toBe(201);
  });

  it('counts the review form first too: 60 reviews leave no cart add', async () => {
    const address = freshAddress();
    for (let i = 0; i < 60; i += 1) await sendReview(address); // 429 from the 6th on: the reviews' own limit
    const refused = await sendReview(address);
    expect(refused.json().code).toBe('TOO_MANY_UPLOADS');
    expectTooManyUploads(await addToCart(randomUUID(), [pdf('late.pdf', 200)], address));
  });
});

describe('upload requests from IPv6', () => {
  it('count the addresses of one /64 together, as one line', async () => {
    const network = `2001:db8:${(Date.now() % 0xffff).toString(16)}:1`;
    for (let i = 0; i < 60; i += 1) {
      const response = await addToCart(
        randomUUID(),
        [pdf(`v6-${i}.pdf`, 200)],
        `${network}::${(i + 1).toString(16)}`,
      );
      expect(response.statusCode, response.body).toBe(201);
    }
    expectTooManyUploads(await addToCart(randomUUID(), [pdf('v6-more.pdf', 200)], `${network}::ffff`));
  });
});

describe('artwork per cart', () => {
  /** Runs a refused add and checks that it stored nothing and wrote no row. */
  async function refused(session: string, files: readonly FormFile[]) {
    const rows = await countCartRows(t.handle.db);
    const keys = t.storage.keys();
    const response = await addToCart(session, files);
    expect(await countCartRows(t.handle.db)).toEqual(rows);
    expect(t.storage.keys()).toEqual(keys);
    return response;
  }

  it('refuses an upload that would take the cart past its limit, then takes one that fits', async () => {
    const session = randomUUID();
    expect((await addToCart(session, [pdf('first.pdf', 40_000)])).statusCode).toBe(201);

    const response = await refused(session, [pdf('second.pdf', 30_000)]);
    expect(response.statusCode).toBe(413);
    expect(errorBodySchema.parse(response.json())).toEqual({
      code: 'CART_ARTWORK_LIMIT',
      message: 'A cart holds at most 64 KB of artwork. Remove an item or check out before uploading more.',
    });

    // Up to the limit exactly.
    const fits = await addToCart(session, [pdf('second.pdf', CART_LIMIT - 40_000)]);
    expect(fits.statusCode, fits.body).toBe(201);
    expect((await refused(session, [pdf('tiny.pdf', 300)])).statusCode).toBe(413);
    // Another cart has its own room.
    expect((await addToCart(randomUUID(), [pdf('elsewhere.pdf', 40_000)])).statusCode).toBe(201);
  });

  it('leaves nothing behind when the second file of one add goes past the limit', async () => {
    const response = await refused(randomUUID(), [pdf('a.pdf', 40_000), pdf('b.pdf', 40_000)]);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('CART_ARTWORK_LIMIT');
  });

  it('makes room again when a line is removed', async () => {
    const session = randomUUID();
    const first = cartItemSchema.parse((await addToCart(session, [pdf('first.pdf', 50_000)])).json());
    expect((await refused(session, [pdf('second.pdf', 50_000)])).statusCode).toBe(413);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/${first.id}`,
      headers: { 'x-session-id': session },
    });
    expect(removed.statusCode).toBe(204);
    expect((await addToCart(session, [pdf('second.pdf', 50_000)])).statusCode).toBe(201);
  });

  it('does not count a line designed by the shop, which has no files', async () => {
    const session = randomUUID();
    expect((await addToCart(session, [pdf('full.pdf', CART_LIMIT)])).statusCode).toBe(201);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { 'x-session-id': session },
      payload: cartForm(
        validCartFields(productId, { designMethod: 'create', designNotes: 'Blue text on white' }),
      ),
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('artwork per cart over HTTP', () => {
  it('refuses a large upload once the limit is passed, answers, and keeps serving', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const rows = await countCartRows(t.handle.db);
    const keys = t.storage.keys();
    const response = await fetch(`${address}/api/cart`, {
      method: 'POST',
      headers: { 'x-session-id': randomUUID() },
      body: cartForm(validCartFields(productId), [pdf('big.pdf', 8_000_000), pdf('more.pdf', 8_000_000)]),
      signal: AbortSignal.timeout(10_000),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe('CART_ARTWORK_LIMIT');
    const next = await fetch(`${address}/api/cart`, { headers: { 'x-session-id': randomUUID() } });
    expect(next.status).toBe(200);
    expect(await countCartRows(t.handle.db)).toEqual(rows);
    expect(t.storage.keys()).toEqual(keys);
  });
});
