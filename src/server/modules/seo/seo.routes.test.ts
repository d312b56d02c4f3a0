import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example/' });
});
afterAll(async () => {
  await t.close();
});

describe('GET /robots.txt', () => {
  it('allows everything but admin, cart and the customers’ order pages and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /cart',
      'Disallow: /orders/',
      'Disallow: /order-lookup',
      'Disallow: /quote/',
      '',
      'Sitemap: https://shop.example/sitemap.xml',
      '',
    ]);
  });

  it.each([
    ['a query string', 'GET', '/robots.txt?x=<script>'],
    ['HEAD', 'HEAD', '/robots.txt'],
  ] as const)('answers the same with %s', async (_case, method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    if (method === 'GET') expect(response.body).not.toContain('<script>');
  });

  it('refuses other methods', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/robots.txt', payload: {} });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists home and every active product at its canonical address, with lastmod, XML-escaped', async () => {
    const older = new Date('2026-01-02T03:04:05.000Z');
    const newer = new Date('2026-02-03T04:05:06.000Z');
    await insertProduct(t.handle.db, { slug: 'vinyl-banners', updatedAt: older });
    await insertProduct(t.handle.db, { slug: "o'neil&co", updatedAt: newer });
    await insertProduct(t.handle.db, { slug: 'archived-sign', isArchived: true });

    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body.split('\n')).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      '  <url><loc>https://shop.example/</loc><lastmod>2026-02-03T04:05:06.000Z</lastmod></url>',
      '  <url><loc>https://shop.example/products/vinyl-banners</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>',
      '  <url><loc>https://shop.example/products/o&apos;neil%26co</loc><lastmod>2026-02-03T04:05:06.000Z</lastmod></url>',
      '</urlset>',
      '',
    ]);
  });

  it('answers POST with 404 and ignores a query string', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/sitemap.xml', payload: {} })).statusCode).toBe(404);
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml?page=<x>' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<x>');
  });
});

describe('GET /sitemap.xml on an empty shop', () => {
  it('lists home only', async () => {
    const empty = await createTestApp();
    try {
      const response = await empty.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<url><loc>http://localhost:3000/</loc></url>');
      expect(response.body.match(/<url>/g)).toHaveLength(1);
    } finally {
      await empty.close();
    }
  });
});
