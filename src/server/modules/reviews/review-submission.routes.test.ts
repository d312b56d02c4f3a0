import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, loginCookie } from '#server/test/admin-fixtures';
import { artworkBytes } from '#server/test/artwork-files';
import { insertProduct, insertReview } from '#server/test/fixtures';
import { type FormEntry, pictureBytes, sendForm } from '#server/test/media-uploads';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { createTestClientDir } from '#server/test/test-client';
import { attemptsOf, insertAttempts } from '#server/test/throttle-fixtures';
import { deleteExpiredAttempts } from '#server/throttle/attempt-window';
import { productCardListSchema } from '#shared/schemas/catalog-page';
import { errorBodySchema } from '#shared/schemas/common';
import { productSchema } from '#shared/schemas/product';
import {
  adminReviewListSchema,
  reviewListSchema,
  reviewSubmissionResultSchema,
  reviewSubmittedMessage,
} from '#shared/schemas/review';
import { REVIEW_SUBMISSION_WINDOW_MS, reviewSubmissionAttempts } from './review-throttle.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ clientDir: createTestClientDir(), publicUrl: 'https://shop.example' });
  await insertAdmin(t.handle.db);
  cookie = await loginCookie(t.app);
});
afterAll(async () => {
  await t.close();
});

let nextAddress = 0;
/** Each test sends from addresses of its own, since submissions are limited per address. */
const freshAddress = () => {
  nextAddress += 1;
  return `198.51.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
};

const text: FormEntry[] = [
  ['customerName', 'Casey Customer'],
  ['rating', '5'],
  ['comment', 'Lovely banner.'],
];
const picture = async (name = 'photo.jpg') => ({
  field: 'reviewImages',
  file: { name, bytes: await pictureBytes.jpeg(300, 200), type: 'image/jpeg' },
});

const submit = (productId: number | string, entries: readonly FormEntry[], remoteAddress = freshAddress()) =>
  sendForm(t.app, { method: 'POST', url: `/api/products/${productId}/reviews`, entries, remoteAddress });

async function adminReviewsOf(productId: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/reviews?productId=${productId}`,
    headers: { cookie },
  });
  return adminReviewListSchema.parse(response.json()).reviews;
}

/** Runs a refused submission and checks that nothing was stored and no review was written. */
async function refused(productId: number, send: () => ReturnType<typeof submit>) {
  const keys = t.storage.keys();
  const before = await adminReviewsOf(productId);
  const response = await send();
  expect(t.storage.keys()).toEqual(keys);
  expect(await adminReviewsOf(productId)).toEqual(before);
  return { status: response.statusCode, body: errorBodySchema.parse(response.json()) };
}

describe('POST /api/products/:id/reviews', () => {
  it('stores a pending review with its pictures as WebP and thanks the customer', async () => {
    const product = await insertProduct(t.handle.db, { name: 'Reviewed Sign' });
    const response = await submit(product.id, [await picture('a.jpg'), ...text, await picture('b.gif')]);
    expect(response.statusCode, response.body).toBe(201);
    const result = reviewSubmissionResultSchema.parse(response.json());
    expect(result.message).toBe(reviewSubmittedMessage);
    const [stored] = await adminReviewsOf(product.id);
    expect(stored).toMatchObject({
      id: result.id,
      productName: 'Reviewed Sign',
      customerName: 'Casey Customer',
      rating: 5,
      comment: 'Lovely banner.',
      isApproved: false,
    });
    expect(stored!.reviewImages).toHaveLength(2);
    for (const url of stored!.reviewImages) {
      expect(url).toMatch(/^\/media\/reviews\/[0-9a-f]{32}\.webp$/);
      expect(t.storage.keys()).toContain(url.slice(1));
    }
  });

  it('ignores a productId field: the product is the one in the path', async () => {
    const product = await insertProduct(t.handle.db);
    const other = await insertProduct(t.handle.db);
    const response = await submit(product.id, [...text, ['productId', String(other.id)]]);
    expect(response.statusCode, response.body).toBe(201);
    expect(await adminReviewsOf(other.id)).toEqual([]);
    expect(await adminReviewsOf(product.id)).toHaveLength(1);
  });

  it.each([
    ['a missing name', [text[1]!, text[2]!], 'Customer name is required'],
    ['a blank name', [['customerName', '  '], text[1]!, text[2]!], 'Customer name is required'],
    ['a missing comment', [text[0]!, text[1]!], 'Comment is required'],
    ['a blank comment', [text[0]!, text[1]!, ['comment', '\t']], 'Comment is required'],
    ['rating 0', [text[0]!, ['rating', '0'], text[2]!], 'Rating must be a whole number from 1 to 5'],
    ['rating 6', [text[0]!, ['rating', '6'], text[2]!], 'Rating must be a whole number from 1 to 5'],
    ['rating 2.5', [text[0]!, ['rating', '2.5'], text[2]!], 'Rating must be a whole number from 1 to 5'],
    ['rating x', [text[0]!, ['rating', 'x'], text[2]!], 'Rating must be a whole number from 1 to 5'],
    ['a comment sent twice', [...text, ['comment', 'Again']], 'comment was sent twice'],
  ] as [string, FormEntry[], string][])(
    'refuses %s with 400 and its message',
    async (_case, entries, message) => {
      const product = await insertProduct(t.handle.db);
      expect(
        await refused(product.id, async () => submit(product.id, [await picture(), ...entries])),
      ).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message },
      });
    },
  );

  it('refuses a text file named .png with 415 naming it, storing nothing', async () => {
    const product = await insertProduct(t.handle.db);
    const fake = {
      field: 'reviewImages',
      file: { name: 'notes.png', bytes: artworkBytes.text(), type: 'image/png' },
    };
    expect(
      await refused(product.id, async () => submit(product.id, [...text, await picture(), fake])),
    ).toEqual({
      status: 415,
      body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported image type: notes.png' },
    });
  });

  it('refuses more than 3 pictures and another file field with 400', async () => {
    const product = await insertProduct(t.handle.db);
    const four = await Promise.all(Array.from({ length: 4 }, (_, i) => picture(`p${i}.jpg`)));
    expect(await refused(product.id, () => submit(product.id, [...text, ...four]))).toMatchObject({
      status: 400,
      body: { message: 'Too many images: a review takes at most 3 pictures.' },
    });
    const other = { field: 'files', file: (await picture()).file };
    expect(await refused(product.id, () => submit(product.id, [...text, other]))).toMatchObject({
      status: 400,
    });
  });

  it('answers 404 for an unknown or archived product and 400 for a bad id', async () => {
    const archived = await insertProduct(t.handle.db, { isArchived: true });
    for (const id of [archived.id, 999999]) {
      const response = await submit(id, text);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Product not found' });
    }
    expect((await submit('abc', text)).statusCode).toBe(400);
    expect((await submit('99999999999', text)).statusCode).toBe(400);
  });

  it('answers 415 to a form that is not multipart', async () => {
    const product = await insertProduct(t.handle.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/reviews`,
      payload: { customerName: 'A', rating: 5, comment: 'B' },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('the submission limit per address', () => {
  it('accepts 5 submissions an hour from one address, then answers 429 with Retry-After', async () => {
    const product = await insertProduct(t.handle.db);
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await submit(product.id, text, address)).statusCode).toBe(201);
    }
    const response = await submit(product.id, text, address);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      code: 'TOO_MANY_REVIEWS',
      message: 'Too many reviews from this address. Try again in 60 minutes.',
    });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
    expect(await adminReviewsOf(product.id)).toHaveLength(5);
    // Another address is not affected.
    expect((await submit(product.id, text, freshAddress())).statusCode).toBe(201);
  });

  it('counts a refused submission too, and the addresses of one IPv6 /64 together', async () => {
    const product = await insertProduct(t.handle.db);
    for (let i = 0; i < 4; i += 1) {
      const bad = await submit(product.id, [['customerName', 'X']], `2001:db8:77:1::${i + 1}`);
      expect(bad.statusCode).toBe(400);
    }
    expect((await submit(product.id, text, '2001:db8:77:1:ffff::9')).statusCode).toBe(201);
    expect((await submit(product.id, text, '2001:db8:77:1:aaaa::1')).statusCode).toBe(429);
    expect((await submit(product.id, text, '2001:db8:77:2::1')).statusCode).toBe(201);
  });

  it('lets exactly 5 of a parallel burst of 8 through', async () => {
    const product = await insertProduct(t.handle.db);
    const address = freshAddress();
    const entries = [...text, await picture()];
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => submit(product.id, entries, address)),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(await adminReviewsOf(product.id)).toHaveLength(5);
  });

  it('frees the address once its oldest submission leaves the hour, and the clean-up removes old rows', async () => {
    const product = await insertProduct(t.handle.db);
    const address = freshAddress();
    const now = Date.now();
    const old = new Date(now - REVIEW_SUBMISSION_WINDOW_MS - 60_000);
    const recent = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
    await insertAttempts(t.handle.db, 'review-submission', `address:${address}`, [
      old,
      old,
      ...[50, 40, 30, 20].map(recent),
    ]);
    // Four in the window: one more is allowed, the next waits until the 50-minute-old one leaves (10 minutes).
    expect((await submit(product.id, text, address)).statusCode).toBe(201);
    const blocked = await submit(product.id, text, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many reviews from this address. Try again in 10 minutes.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(9 * 60);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(10 * 60);

    expect(await deleteExpiredAttempts(t.handle.db, [reviewSubmissionAttempts])).toBeGreaterThanOrEqual(2);
    const left = await attemptsOf(t.handle.db, 'review-submission');
    expect(left.filter((attempt) => attempt.keys.includes(`address:${address}`))).toHaveLength(5);
    expect(left.every((attempt) => attempt.createdAt.getTime() > now - REVIEW_SUBMISSION_WINDOW_MS)).toBe(
      true,
    );
  });
});

describe('a pending review is never public', () => {
  it('stays out of the product list, the product, its reviews and the page JSON-LD until approved', async () => {
    const product = await insertProduct(t.handle.db, {
      slug: 'pending-check-sign',
      name: 'Pending Check Sign',
    });
    await insertReview(t.handle.db, product.id, { rating: 4, customerName: 'Approved One' });
    const response = await submit(product.id, [
      ['customerName', 'Secret'],
      ['rating', '1'],
      ['comment', 'Bad'],
    ]);
    expect(response.statusCode).toBe(201);
    const { id } = reviewSubmissionResultSchema.parse(response.json());

    const listed = await t.app.inject({ method: 'GET', url: '/api/products?q=Pending%20Check%20Sign' });
    const fromList = productCardListSchema.parse(listed.json()).find((p) => p.id === product.id);
    expect(fromList).toMatchObject({ averageRating: 4, reviewCount: 1 });
    const single = productSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/products/${product.slug}` })).json(),
    );
    expect(single).toMatchObject({ averageRating: 4, reviewCount: 1 });
    const reviews = reviewListSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/reviews` })).json(),
    );
    expect(reviews.map((r) => r.customerName)).toEqual(['Approved One']);
    const page = await t.app.inject({ method: 'GET', url: `/products/${product.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Secret');
    const jsonLd = /<script type="application\/ld\+json" id="page-json-ld">([^<]*)<\/script>/.exec(page.body);
    expect(JSON.parse(jsonLd![1]!)).toMatchObject({ aggregateRating: { ratingValue: 4, reviewCount: 1 } });

    // Once approved, it counts everywhere.
    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/reviews/${id}/approve`,
      headers: { cookie },
    });
    expect(approved.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: `/products/${product.slug}` });
    const afterLd = /<script type="application\/ld\+json" id="page-json-ld">([^<]*)<\/script>/.exec(
      after.body,
    );
    expect(JSON.parse(afterLd![1]!)).toMatchObject({ aggregateRating: { ratingValue: 2.5, reviewCount: 2 } });
  });
});
