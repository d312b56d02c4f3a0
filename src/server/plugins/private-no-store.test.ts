import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, loginCookie } from '#server/test/admin-fixtures';
import { insertProduct } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { isPrivatePath } from './private-no-store.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await insertProduct(t.handle.db, { slug: 'vinyl-banners' });
  await insertAdmin(t.handle.db);
  admin = await loginCookie(t.app);
});
afterAll(async () => {
  await t.close();
});

const cart = { 'x-session-id': '0b7c9a52-3d4e-4f60-8a1b-2c3d4e5f6a7b' };

type Case = {
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH';
  url: string;
  admin?: boolean;
  headers?: Record<string, string>;
  payload?: unknown;
};

describe('private answers', () => {
  it.each<[string, Case, number]>([
    ['the cart', { method: 'GET', url: '/api/cart', headers: cart }, 200],
    ['the cart without a session', { method: 'GET', url: '/api/cart' }, 400],
    ['a cart line that is not there', { method: 'DELETE', url: '/api/cart/999999', headers: cart }, 404],
    ['a cart line with a bad id', { method: 'DELETE', url: '/api/cart/abc', headers: cart }, 400],
    ['an order that is not there', { method: 'GET', url: '/api/orders/999999', headers: cart }, 404],
    ['an order refused', { method: 'POST', url: '/api/orders', payload: {} }, 400],
    ['a PayPal order refused', { method: 'POST', url: '/paypal/order', payload: {} }, 400],
    ['an unknown PayPal path', { method: 'POST', url: '/paypal/nothing', payload: {} }, 404],
    ['the admin orders', { method: 'GET', url: '/api/admin/orders', admin: true }, 200],
    ['the signed-in admin', { method: 'GET', url: '/api/admin/me', admin: true }, 200],
    ['the admin orders without a session', { method: 'GET', url: '/api/admin/orders' }, 401],
    ['an admin path spelled with escapes', { method: 'GET', url: '/api/%61dmin/orders' }, 401],
    ['an admin login refused', { method: 'POST', url: '/api/admin/login', payload: {} }, 400],
    ['an unknown admin path', { method: 'GET', url: '/api/admin/nothing', admin: true }, 404],
    [
      'an admin order that is not there',
      { method: 'GET', url: '/api/admin/orders/999999', admin: true },
      404,
    ],
  ])('are never stored: %s', async (_name, request, status) => {
    const response = await t.app.inject({
      method: request.method,
      url: request.url,
      ...(request.payload === undefined ? {} : { payload: request.payload as Record<string, unknown> }),
      headers: { ...request.headers, ...(request.admin ? { cookie: admin } : {}) },
    });
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keep a stricter Cache-Control of their own', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/download/999999',
      headers: { cookie: admin },
    });
    expect(response.headers['cache-control']).toMatch(/no-store/);
  });
});

describe('public answers', () => {
  it.each([
    ['/api/products', 'no-cache'],
    ['/api/products/vinyl-banners', 'no-cache'],
    ['/api/promo-settings', 'no-cache'],
    ['/sitemap.xml', 'public, max-age=300'],
    ['/robots.txt', 'public, max-age=3600'],
  ])('keep their own caching: %s', async (url, cacheControl) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });
});

describe('isPrivatePath', () => {
  it.each([
    ['/api/cart', true],
    ['/api/cart/12', true],
    ['/api/orders', true],
    ['/api/orders/12', true],
    ['/api/admin', true],
    ['/api/admin/orders', true],
    ['/api/upload/images', true],
    ['/paypal/order', true],
    ['/quote/abc', true],
    ['/api/quotes/abc', true],
    ['/quotes-page', false],
    ['/api/cartoons', false],
    ['/api/products', false],
    ['/paypalish', false],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(isPrivatePath(path)).toBe(expected);
  });
});
