import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, insertReview } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { errorBodySchema } from '#shared/schemas/common';
import { reviewListSchema } from '#shared/schemas/review';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/products/:id/reviews', () => {
  it('lists approved reviews only, newest first', async () => {
    const product = await insertProduct(t.handle.db);
    await insertReview(t.handle.db, product.id, { customerName: 'Old', createdAt: new Date('2026-01-01') });
    await insertReview(t.handle.db, product.id, { customerName: 'New', createdAt: new Date('2026-03-01') });
    await insertReview(t.handle.db, product.id, { customerName: 'Hidden', isApproved: false });
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/reviews` });
    expect(response.statusCode).toBe(200);
    const reviews = reviewListSchema.parse(response.json());
    expect(reviews.map((r) => r.customerName)).toEqual(['New', 'Old']);
  });

  it('answers an empty list for a product without reviews', async () => {
    const product = await insertProduct(t.handle.db);
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/reviews` });
    expect(response.json()).toEqual([]);
  });

  it.each([
    ['a non-numeric id', '/api/products/abc/reviews', 400],
    ['a negative id', '/api/products/-1/reviews', 400],
    ['an id beyond the integer range', '/api/products/99999999999/reviews', 400],
    ['a hexadecimal id', '/api/products/0x1/reviews', 400],
    ['an exponent id', '/api/products/1e1/reviews', 400],
    ['an unknown product', '/api/products/999999/reviews', 404],
  ])('rejects %s', async (_case, url, status) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(errorBodySchema.parse(response.json()).message).toBeTruthy();
  });
});
