import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reviews } from '#server/db/schema';
import { insertAdmin, loginCookie } from '#server/test/admin-fixtures';
import { artworkBytes } from '#server/test/artwork-files';
import { countCartRows, insertConfigurableProduct, validCartFields } from '#server/test/cart-fixtures';
import { cartForm } from '#server/test/cart-form';
import { insertProduct } from '#server/test/fixtures';
import { type FormEntry, pictureBytes, postUpload, sendForm, videoBytes } from '#server/test/media-uploads';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { errorBodySchema } from '#shared/schemas/common';

// While the disk under DATA_DIR has less free space than the floor, every upload is refused with
// 507 before a byte is stored. The disk here is a number the test sets (the app's freeDiskBytes option).
const FLOOR = 1024 * 1024 * 1024;
let freeBytes = FLOOR;
let t: TestApp;
let cookie: string;
let productId: number;
let reviewedProductId: number;
beforeAll(async () => {
  t = await createTestApp({
    uploadLimits: { minFreeDiskBytes: FLOOR },
    freeDiskBytes: async () => freeBytes,
  });
  await insertAdmin(t.handle.db);
  cookie = await loginCookie(t.app);
  productId = (await insertConfigurableProduct(t.handle.db)).id;
  reviewedProductId = (await insertProduct(t.handle.db, { name: 'Reviewed Sign' })).id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  freeBytes = FLOOR - 1;
});

let nextAddress = 0;
/** Reviews are limited per address: each request comes from an address of its own. */
const freshAddress = () => {
  nextAddress += 1;
  return `192.0.2.${nextAddress}`;
};

const addToCart = (fields: Record<string, string>, files: Parameters<typeof cartForm>[1] = []) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: { 'x-session-id': randomUUID() },
    payload: cartForm(fields, files),
    remoteAddress: freshAddress(),
  });
const artwork = [{ name: 'banner.pdf', bytes: artworkBytes.pdf(), type: 'application/pdf' }];

const reviewText: FormEntry[] = [
  ['customerName', 'Casey Customer'],
  ['rating', '5'],
  ['comment', 'Lovely sign.'],
];
const reviewPicture = async (): Promise<FormEntry> => ({
  field: 'reviewImages',
  file: { name: 'photo.jpg', bytes: await pictureBytes.jpeg(60, 40), type: 'image/jpeg' },
});
const sendReview = (entries: FormEntry[]) =>
  sendForm(t.app, {
    method: 'POST',
    url: `/api/products/${reviewedProductId}/reviews`,
    entries,
    remoteAddress: freshAddress(),
  });

async function reviewCount() {
  const [row] = await t.handle.db.select({ n: count() }).from(reviews);
  return row?.n ?? 0;
}

/** Sends while the disk is nearly full: 507 with the exact message, nothing stored, no row written. */
async function refusedForSpace(send: () => Promise<{ statusCode: number; json: () => unknown }>) {
  const keys = t.storage.keys();
  const rows = { cart: await countCartRows(t.handle.db), reviews: await reviewCount() };
  const response = await send();
  expect(response.statusCode).toBe(507);
  expect(errorBodySchema.parse(response.json())).toEqual({
    code: 'STORAGE_FULL',
    message: 'Storage is full. Please try again later.',
  });
  expect(t.storage.keys()).toEqual(keys);
  expect({ cart: await countCartRows(t.handle.db), reviews: await reviewCount() }).toEqual(rows);
}

describe('uploads while the disk is nearly full', () => {
  it('refuses artwork for the cart', async () => {
    await refusedForSpace(() => addToCart(validCartFields(productId), artwork));
  });

  it('refuses a customer review with pictures', async () => {
    await refusedForSpace(async () => sendReview([...reviewText, await reviewPicture()]));
  });

  it('refuses the admin media uploads and review pictures', async () => {
    const picture = { name: 'p.png', bytes: await pictureBytes.png(40, 30), type: 'image/png' };
    await refusedForSpace(() => postUpload(t.app, '/api/upload/images', 'images', [picture], cookie));
    await refusedForSpace(() =>
      postUpload(t.app, '/api/upload/videos', 'videos', [{ name: 'v.mp4', bytes: videoBytes.mp4() }], cookie),
    );
    await refusedForSpace(() =>
      sendForm(t.app, {
        method: 'POST',
        url: '/api/admin/reviews',
        cookie,
        entries: [
          ['customerName', 'Dana Reviewer'],
          ['rating', '4'],
          ['comment', 'Fine.'],
          ['productId', String(reviewedProductId)],
          { field: 'reviewImages', file: picture },
        ],
      }),
    );
  });

  it('still takes what uploads no file: a line designed by the shop, a review without pictures', async () => {
    const line = await addToCart(
      validCartFields(productId, { designMethod: 'create', designNotes: 'Bold red' }),
    );
    expect(line.statusCode, line.body).toBe(201);
    const review = await sendReview(reviewText);
    expect(review.statusCode, review.body).toBe(201);
  });

  it('takes uploads again once the free space is back at the floor', async () => {
    freeBytes = FLOOR;
    expect((await addToCart(validCartFields(productId), artwork)).statusCode).toBe(201);
    expect((await sendReview([...reviewText, await reviewPicture()])).statusCode).toBe(201);
    const picture = { name: 'p.png', bytes: await pictureBytes.png(40, 30), type: 'image/png' };
    expect((await postUpload(t.app, '/api/upload/images', 'images', [picture], cookie)).statusCode).toBe(201);
  });
});
