import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setUpLoggedInAdminApp } from '#server/test/admin-fixtures';
import { artworkBytes } from '#server/test/artwork-files';
import { insertProduct, insertReview } from '#server/test/fixtures';
import { type FormEntry, pictureBytes, sendForm } from '#server/test/media-uploads';
import type { TestApp } from '#server/test/test-app';
import { productCardListSchema } from '#shared/schemas/catalog-page';
import { errorBodySchema } from '#shared/schemas/common';
import { productSchema } from '#shared/schemas/product';
import { adminReviewListSchema, adminReviewSchema, reviewListSchema } from '#shared/schemas/review';

let t: TestApp;
let cookie: string;
setUpLoggedInAdminApp((app, adminCookie) => {
  t = app;
  cookie = adminCookie;
});

const picture = async (name = 'photo.png') => ({
  field: 'reviewImages',
  file: { name, bytes: await pictureBytes.png(1600, 800), type: 'image/png' },
});
const textFile = (name: string) => ({
  field: 'reviewImages',
  file: { name, bytes: artworkBytes.text(), type: 'image/png' },
});
const fields = (productId: number, overrides: Record<string, string> = {}): [string, string][] =>
  Object.entries({
    customerName: 'Dana Reviewer',
    rating: '4',
    comment: 'Sharp colours, fast delivery.',
    productId: String(productId),
    ...overrides,
  });

/** Sent with the admin's session cookie unless `session` is null. */
const create = (entries: readonly FormEntry[], session: string | null = cookie) =>
  sendForm(t.app, { method: 'POST', url: '/api/admin/reviews', entries, cookie: session ?? undefined });
const update = (id: number, entries: readonly FormEntry[]) =>
  sendForm(t.app, { method: 'PATCH', url: `/api/admin/reviews/${id}`, entries, cookie });
const call = (method: 'GET' | 'DELETE' | 'PATCH', url: string) =>
  t.app.inject({ method, url, headers: { cookie } });
const keyOf = (url: string) => url.slice(1);

/** Runs a refused request and checks that nothing was stored and no review was written or changed. */
async function refused(send: () => ReturnType<typeof create>) {
  const keys = t.storage.keys();
  const rows = await call('GET', '/api/admin/reviews');
  const response = await send();
  expect(t.storage.keys()).toEqual(keys);
  expect((await call('GET', '/api/admin/reviews')).json()).toEqual(rows.json());
  return { status: response.statusCode, body: errorBodySchema.parse(response.json()) };
}

describe('GET /api/admin/reviews', () => {
  it('lists pending and approved reviews with their product name, newest first, and filters by product', async () => {
    const banner = await insertProduct(t.handle.db, { name: 'Filter Banner' });
    const sign = await insertProduct(t.handle.db, { name: 'Filter Sign', isArchived: true });
    const day = (d: number) => new Date(Date.UTC(2026, 0, d));
    const old = await insertReview(t.handle.db, banner.id, { customerName: 'Old', createdAt: day(1) });
    const pending = await insertReview(t.handle.db, banner.id, {
      customerName: 'Pending',
      isApproved: false,
      createdAt: day(3),
    });
    const tieLow = await insertReview(t.handle.db, sign.id, { customerName: 'Tie low', createdAt: day(2) });
    const tieHigh = await insertReview(t.handle.db, sign.id, { customerName: 'Tie high', createdAt: day(2) });

    const all = adminReviewListSchema.parse((await call('GET', '/api/admin/reviews')).json());
    const mine = all.reviews.filter((r) => [banner.id, sign.id].includes(r.productId));
    expect(mine.map((r) => r.id)).toEqual([pending.id, tieHigh.id, tieLow.id, old.id]);
    expect(mine[0]).toMatchObject({
      productName: 'Filter Banner',
      isApproved: false,
      customerName: 'Pending',
    });
    expect(mine[1]).toMatchObject({ productName: 'Filter Sign', isApproved: true });

    const filtered = adminReviewListSchema.parse(
      (await call('GET', `/api/admin/reviews?productId=${banner.id}`)).json(),
    );
    expect(filtered.reviews.map((r) => r.id)).toEqual([pending.id, old.id]);
    expect(filtered).toMatchObject({ page: 1, pageSize: 50, total: 2, pageCount: 1 });
    expect((await call('GET', '/api/admin/reviews?productId=999999')).json()).toEqual({
      reviews: [],
      page: 1,
      pageSize: 50,
      total: 0,
      pageCount: 1,
    });
  });

  it('lists 50 reviews to a page, newest first, with the total and the page count', async () => {
    const product = await insertProduct(t.handle.db, { name: 'Much Reviewed Banner' });
    const minute = (m: number) => new Date(Date.UTC(2026, 1, 1, 0, m));
    const ids: number[] = [];
    for (let m = 0; m < 51; m += 1) {
      ids.push((await insertReview(t.handle.db, product.id, { createdAt: minute(m) })).id);
    }
    const newestFirst = ids.toReversed();
    const pageOf = async (page: number) =>
      adminReviewListSchema.parse(
        (await call('GET', `/api/admin/reviews?productId=${product.id}&page=${page}`)).json(),
      );
    const first = await pageOf(1);
    expect(first).toMatchObject({ page: 1, pageSize: 50, total: 51, pageCount: 2 });
    expect(first.reviews.map((r) => r.id)).toEqual(newestFirst.slice(0, 50));
    const second = await pageOf(2);
    expect(second.reviews.map((r) => r.id)).toEqual([ids[0]]);
    expect((await pageOf(3)).reviews).toEqual([]);
  });

  it.each(['0', 'abc', '-1', '1.5'])('refuses page=%s with 400', async (value) => {
    const response = await call('GET', `/api/admin/reviews?page=${value}`);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).message).toContain('Page must be a positive whole number');
  });

  it.each(['abc', '0', '-1', '2.5', '99999999999'])('refuses productId=%s with 400', async (value) => {
    const response = await call('GET', `/api/admin/reviews?productId=${value}`);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/reviews' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/admin/reviews', () => {
  it('stores an approved review with its pictures re-encoded as WebP, fields after the files', async () => {
    const product = await insertProduct(t.handle.db, { name: 'Created Banner' });
    const response = await create([await picture('a.png'), await picture('b.jpg'), ...fields(product.id)]);
    expect(response.statusCode, response.body).toBe(201);
    const review = adminReviewSchema.parse(response.json());
    expect(review).toMatchObject({
      productId: product.id,
      productName: 'Created Banner',
      customerName: 'Dana Reviewer',
      rating: 4,
      comment: 'Sharp colours, fast delivery.',
      isApproved: true,
    });
    expect(review.reviewImages).toHaveLength(2);
    for (const url of review.reviewImages) {
      expect(url).toMatch(/^\/media\/reviews\/[0-9a-f]{32}\.webp$/);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200 });
    }
    // Admin-entered reviews are public at once.
    const publicList = reviewListSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/reviews` })).json(),
    );
    expect(publicList.map((r) => r.id)).toEqual([review.id]);
  });

  it('accepts a review without pictures for an archived product, trimming the text', async () => {
    const product = await insertProduct(t.handle.db, { isArchived: true });
    const response = await create(fields(product.id, { customerName: '  Lee  ', rating: '5' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(adminReviewSchema.parse(response.json())).toMatchObject({
      customerName: 'Lee',
      rating: 5,
      reviewImages: [],
    });
  });

  it.each([
    ['a missing name', { customerName: undefined }, 'Customer name is required'],
    ['a blank name', { customerName: '   ' }, 'Customer name is required'],
    ['a missing comment', { comment: undefined }, 'Comment is required'],
    ['a blank comment', { comment: ' \n ' }, 'Comment is required'],
    ['rating 0', { rating: '0' }, 'Rating must be a whole number from 1 to 5'],
    ['rating 6', { rating: '6' }, 'Rating must be a whole number from 1 to 5'],
    ['rating 2.5', { rating: '2.5' }, 'Rating must be a whole number from 1 to 5'],
    ['rating x', { rating: 'x' }, 'Rating must be a whole number from 1 to 5'],
    ['a missing rating', { rating: undefined }, 'Rating must be a whole number from 1 to 5'],
    ['a missing product', { productId: undefined }, 'Product is required'],
    ['an unknown product', { productId: '999999' }, 'Product not found'],
    ['a product beyond the integer range', { productId: '99999999999' }, 'Product not found'],
    ['a name too long', { customerName: 'x'.repeat(101) }, 'Customer name must be at most 100 characters'],
  ])('refuses %s with 400 and its message, storing nothing', async (_case, overrides, message) => {
    const product = await insertProduct(t.handle.db);
    const entries = fields(product.id).flatMap(([name, value]) => {
      if (!(name in overrides)) return [[name, value] as FormEntry];
      const replaced = (overrides as Record<string, string | undefined>)[name];
      return replaced === undefined ? [] : [[name, replaced] as FormEntry];
    });
    expect(await refused(async () => create([await picture(), ...entries]))).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message },
    });
  });

  it('refuses a text file named .png with 415 naming it, storing nothing', async () => {
    const product = await insertProduct(t.handle.db);
    expect(
      await refused(async () => create([await picture(), textFile('notes.png'), ...fields(product.id)])),
    ).toEqual({
      status: 415,
      body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported image type: notes.png' },
    });
  });

  it('refuses more than 5 pictures, a damaged picture and an oversized one, storing nothing', async () => {
    const product = await insertProduct(t.handle.db);
    const six = await Promise.all(Array.from({ length: 6 }, (_, i) => picture(`p${i}.png`)));
    expect(await refused(() => create([...fields(product.id), ...six]))).toMatchObject({
      status: 400,
      body: { message: 'Too many images: a review takes at most 5 pictures.' },
    });
    const png = await pictureBytes.png(50, 50);
    const damaged = { field: 'reviewImages', file: { name: 'cut.png', bytes: png.subarray(0, 60) } };
    expect(await refused(() => create([...fields(product.id), damaged]))).toMatchObject({
      status: 400,
      body: { message: 'The image could not be read: cut.png (the file is damaged or incomplete).' },
    });
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    const large = { field: 'reviewImages', file: { name: 'big.png', bytes: big } };
    expect(await refused(() => create([...fields(product.id), large]))).toMatchObject({
      status: 413,
      body: { message: 'Image too large: big.png (max 10 MB)' },
    });
  });

  it('answers 401 without a session and stores nothing', async () => {
    const product = await insertProduct(t.handle.db);
    expect(await refused(async () => create([await picture(), ...fields(product.id)], null))).toMatchObject({
      status: 401,
    });
  });
});

describe('PATCH /api/admin/reviews/:id', () => {
  it('keeps the listed pictures, removes (and deletes) the others, appends new ones, keeps the approval', async () => {
    const product = await insertProduct(t.handle.db, { name: 'Edited Banner' });
    const other = await insertProduct(t.handle.db, { name: 'Moved To' });
    const created = adminReviewSchema.parse(
      (
        await create([
          ...fields(product.id),
          await picture('1.png'),
          await picture('2.png'),
          await picture('3.png'),
        ])
      ).json(),
    );
    const [first, second, third] = created.reviewImages as [string, string, string];
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/reviews/${created.id}/approve`,
      headers: { cookie },
    });

    const response = await update(created.id, [
      await picture('4.png'),
      ['keptImages', third],
      ...fields(other.id, { customerName: 'Dana R.', rating: '2', comment: 'Changed my mind' }),
      ['keptImages', first],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const updated = adminReviewSchema.parse(response.json());
    expect(updated).toMatchObject({
      id: created.id,
      productId: other.id,
      productName: 'Moved To',
      customerName: 'Dana R.',
      rating: 2,
      comment: 'Changed my mind',
      isApproved: true,
      createdAt: created.createdAt,
    });
    expect(updated.reviewImages.slice(0, 2)).toEqual([third, first]);
    expect(updated.reviewImages).toHaveLength(3);
    expect(updated.reviewImages[2]).toMatch(/^\/media\/reviews\/[0-9a-f]{32}\.webp$/);
    const keys = t.storage.keys();
    expect(keys).not.toContain(keyOf(second));
    for (const url of updated.reviewImages) expect(keys).toContain(keyOf(url));
  });

  it('keeps every picture without a keptImages field; one empty keptImages value removes them all', async () => {
    const product = await insertProduct(t.handle.db);
    const pending = await insertReview(t.handle.db, product.id, { isApproved: false });
    const created = adminReviewSchema.parse((await create([...fields(product.id), await picture()])).json());
    const untouched = await update(created.id, fields(product.id, { comment: 'Text only' }));
    expect(untouched.statusCode, untouched.body).toBe(200);
    expect(adminReviewSchema.parse(untouched.json()).reviewImages).toEqual(created.reviewImages);
    expect(t.storage.keys()).toContain(keyOf(created.reviewImages[0]!));

    const cleared = await update(created.id, [...fields(product.id), ['keptImages', '']]);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(adminReviewSchema.parse(cleared.json()).reviewImages).toEqual([]);
    expect(t.storage.keys()).not.toContain(keyOf(created.reviewImages[0]!));
    const stillPending = await update(pending.id, fields(product.id, { comment: 'Edited' }));
    expect(adminReviewSchema.parse(stillPending.json())).toMatchObject({
      isApproved: false,
      comment: 'Edited',
    });
  });

  it('refuses more than 5 pictures in all, a foreign kept URL and bad text, changing nothing', async () => {
    const product = await insertProduct(t.handle.db);
    const created = adminReviewSchema.parse(
      (await create([...fields(product.id), await picture('1.png'), await picture('2.png')])).json(),
    );
    const kept: FormEntry[] = created.reviewImages.map((url) => ['keptImages', url]);
    const four = await Promise.all(Array.from({ length: 4 }, (_, i) => picture(`n${i}.png`)));
    expect(await refused(() => update(created.id, [...four, ...fields(product.id), ...kept]))).toMatchObject({
      status: 400,
      body: { message: 'Too many images: a review takes at most 5 pictures.' },
    });
    expect(
      await refused(() =>
        update(created.id, [...fields(product.id), ['keptImages', '/media/products/someone-else.webp']]),
      ),
    ).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(
      await refused(async () =>
        update(created.id, [...fields(product.id, { comment: '' }), await picture()]),
      ),
    ).toMatchObject({ status: 400, body: { message: 'Comment is required' } });
    expect(
      await refused(async () => update(created.id, [...fields(product.id), ...kept, textFile('x.png')])),
    ).toMatchObject({ status: 415, body: { message: 'Unsupported image type: x.png' } });
    for (const url of created.reviewImages) expect(t.storage.keys()).toContain(keyOf(url));
  });

  it('answers 404 for an unknown review and 400 for a bad id', async () => {
    const product = await insertProduct(t.handle.db);
    expect(await refused(() => update(999999, fields(product.id)))).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Review not found' },
    });
    const bad = await sendForm(t.app, {
      method: 'PATCH',
      url: '/api/admin/reviews/abc',
      entries: fields(product.id),
      cookie,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('DELETE /api/admin/reviews/:id', () => {
  it('deletes the review and its picture files; a second delete is a 404', async () => {
    const product = await insertProduct(t.handle.db);
    const created = adminReviewSchema.parse(
      (await create([...fields(product.id), await picture(), await picture()])).json(),
    );
    const response = await call('DELETE', `/api/admin/reviews/${created.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    for (const url of created.reviewImages) expect(t.storage.keys()).not.toContain(keyOf(url));
    const list = adminReviewListSchema.parse(
      (await call('GET', `/api/admin/reviews?productId=${product.id}`)).json(),
    );
    expect(list.reviews.map((r) => r.id)).not.toContain(created.id);
    expect((await call('DELETE', `/api/admin/reviews/${created.id}`)).json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Review not found',
    });
  });

  it('leaves a picture stored outside media/reviews alone', async () => {
    const product = await insertProduct(t.handle.db);
    await t.storage.put('media/products/shared.webp', Buffer.from('x'));
    const review = await insertReview(t.handle.db, product.id, {
      reviewImages: ['/media/products/shared.webp'],
    });
    expect((await call('DELETE', `/api/admin/reviews/${review.id}`)).statusCode).toBe(204);
    expect(t.storage.keys()).toContain('media/products/shared.webp');
  });
});

describe('PATCH /api/admin/reviews/:id/approve', () => {
  it('makes a pending review public and counts it in the rating; approving again changes nothing', async () => {
    const product = await insertProduct(t.handle.db, { name: 'Approved Banner' });
    await insertReview(t.handle.db, product.id, { rating: 5 });
    const pending = await insertReview(t.handle.db, product.id, { rating: 2, isApproved: false });
    const storefront = async () => {
      const detail = await t.app.inject({ method: 'GET', url: `/api/products/${product.slug}` });
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/products?q=${encodeURIComponent(product.name)}&pageSize=100`,
      });
      const fromList = productCardListSchema.parse(list.json()).find((p) => p.id === product.id);
      const reviews = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/reviews` });
      const one = productSchema.parse(detail.json());
      expect(fromList).toMatchObject({ averageRating: one.averageRating, reviewCount: one.reviewCount });
      return {
        averageRating: one.averageRating,
        reviewCount: one.reviewCount,
        ids: reviewListSchema.parse(reviews.json()).map((r) => r.id),
      };
    };
    expect(await storefront()).toMatchObject({ averageRating: 5, reviewCount: 1 });
    expect((await storefront()).ids).not.toContain(pending.id);

    const response = await call('PATCH', `/api/admin/reviews/${pending.id}/approve`);
    expect(response.statusCode).toBe(200);
    expect(adminReviewSchema.parse(response.json())).toMatchObject({
      id: pending.id,
      isApproved: true,
      productName: 'Approved Banner',
    });
    expect(await storefront()).toMatchObject({ averageRating: 3.5, reviewCount: 2 });
    expect((await storefront()).ids).toContain(pending.id);

    const again = await call('PATCH', `/api/admin/reviews/${pending.id}/approve`);
    expect(again.statusCode).toBe(200);
    expect(adminReviewSchema.parse(again.json()).isApproved).toBe(true);
    expect(await storefront()).toMatchObject({ reviewCount: 2 });
  });

  it('answers 404 for an unknown review', async () => {
    const response = await call('PATCH', '/api/admin/reviews/999999/approve');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Review not found' });
  });
});
