import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '#shared/schemas/common';
import { buildApp } from './app.ts';
import { insertProduct } from './test/fixtures.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'client-'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<html><head><!--app-head--></head><body>app</body></html>',
  );
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  t = await createTestApp({ clientDir });
  await insertProduct(t.handle.db, { slug: 'vinyl-banners' });
  await t.storage.put('media/products/banner.webp', Buffer.from('RIFF....WEBP'));
});
afterAll(async () => {
  await t.close();
});

describe('unknown API paths', () => {
  it.each(['/api/nothing', '/api/products/x/y/z', '/api'])('answer JSON 404 for GET %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(errorBodySchema.parse(response.json()).code).toBe('NOT_FOUND');
  });

  it('answer JSON 404 for other methods too', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/nothing', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('the web client', () => {
  it.each(['/', '/cart', '/admin', '/admin/orders', '/products/vinyl-banners', '/vinyl-banners'])(
    'serves the app for the page path %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<link rel="canonical" href="http://localhost:3000');
      expect(response.body).not.toContain('<!--app-head-->');
    },
  );

  it('answers 404 with the app (which shows Page Not Found) for unknown deeper paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/some/unknown/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('app');
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends security headers with a content security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('compresses large responses', async () => {
    for (let i = 0; i < 5; i += 1) {
      await insertProduct(t.handle.db, { description: 'A long description. '.repeat(20) });
    }
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('public media', () => {
  it('serves stored media with long caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/products/banner.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it.each(['/media/products/missing.webp', '/media/products/%2e%2e%2fsecret.webp', '/media/artwork.pdf'])(
    'answers 404 for %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    },
  );
});

describe('proxy headers', () => {
  const probe = async (trustProxy?: boolean | string) => {
    const app = await buildApp({
      db: t.handle.db,
      storage: t.storage,
      ...(trustProxy === undefined ? {} : { trustProxy }),
    });
    app.get('/probe', async (request) => ({
      ip: request.ip,
      host: request.host,
      protocol: request.protocol,
    }));
    const response = await app.inject({
      method: 'GET',
      url: '/probe',
      headers: {
        'x-forwarded-for': '6.6.6.6',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
    });
    await app.close();
    return response.json();
  };

  it('are ignored unless a proxy is configured', async () => {
    expect(await probe()).toMatchObject({ ip: '127.0.0.1', protocol: 'http' });
  });

  it('are used when TRUST_PROXY says so', async () => {
    expect(await probe(true)).toMatchObject({ ip: '6.6.6.6', protocol: 'https' });
  });
});
