import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct, insertReview } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { errorBodySchema } from '#shared/schemas/common';
import { productListSchema, productSchema } from '#shared/schemas/product';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/products', () => {
  it('lists active products with ratings from approved reviews only', async () => {
    const category = await insertCategory(t.handle.db, { name: 'Banners', slug: 'banners' });
    const rated = await insertProduct(t.handle.db, {
      slug: 'rated-banner',
      categoryId: category.id,
      basePrice: '24.99',
    });
    await insertReview(t.handle.db, rated.id, { rating: 5 });
    await insertReview(t.handle.db, rated.id, { rating: 4 });
    await insertReview(t.handle.db, rated.id, { rating: 1, isApproved: false });
    await insertProduct(t.handle.db, { slug: 'unrated-sign' });
    await insertProduct(t.handle.db, { slug: 'archived-sign', isArchived: true });

    const response = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(response.statusCode).toBe(200);
    const list = productListSchema.parse(response.json());
    expect(list.map((p) => p.slug)).toEqual(['rated-banner', 'unrated-sign']);
    expect(list[0]).toMatchObject({
      averageRating: 4.5,
      reviewCount: 2,
      basePrice: '24.99',
      categoryId: category.id,
    });
    expect(list[1]).toMatchObject({ averageRating: null, reviewCount: 0 });
  });
});

describe('GET /api/products/:slug', () => {
  it('returns the product with every field', async () => {
    const product = await insertProduct(t.handle.db, {
      slug: 'yard-sign-test',
      hasDoubleSided: true,
      doubleSidedPrice: '5.5',
      quantityDiscounts: [{ minQuantity: 10, discountPercent: 10 }],
    });
    await insertReview(t.handle.db, product.id, { rating: 3 });
    const response = await t.app.inject({ method: 'GET', url: '/api/products/yard-sign-test' });
    expect(response.statusCode).toBe(200);
    const body = productSchema.parse(response.json());
    expect(body).toMatchObject({
      id: product.id,
      doubleSidedPrice: '5.50',
      averageRating: 3,
      reviewCount: 1,
    });
    expect(body.quantityDiscounts).toEqual([{ minQuantity: 10, discountPercent: 10 }]);
  });

  it.each([
    ['an unknown slug', '/api/products/no-such-product'],
    ['an archived product', '/api/products/archived-sign'],
  ])('answers 404 "Product not found" for %s', async (_case, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json())).toMatchObject({ message: 'Product not found' });
  });
});

describe('product HTML', () => {
  const dirty =
    '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a><p>Hello</p>';

  beforeAll(async () => {
    await insertProduct(t.handle.db, {
      slug: 'dirty-html',
      overview: dirty,
      specifications: '<table onmouseover="alert(4)"><tr><td>Size</td></tr></table>',
      faqs: '<h3>Q</h3><iframe src="https://evil.example"></iframe>',
    });
  });

  it.each([
    ['GET /api/products', '/api/products'],
    ['GET /api/products/:slug', '/api/products/dirty-html'],
  ])('leaves %s sanitised, even when stored unsafe', async (_case, url) => {
    for (let i = 0; i < 2; i += 1) {
      // The second read is answered by the cache: it must be just as clean.
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      const product = productSchema.parse(
        Array.isArray(body) ? body.find((p: { slug: string }) => p.slug === 'dirty-html') : body,
      );
      expect(product.overview).toBe('<img src="x" /><a>x</a><p>Hello</p>');
      expect(product.specifications).toBe('<table><tr><td>Size</td></tr></table>');
      expect(product.faqs).toBe('<h3>Q</h3>');
      expect(response.body).not.toMatch(/<script|onerror|javascript:|onmouseover|iframe/);
    }
  });
});
