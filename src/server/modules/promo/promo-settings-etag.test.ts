import { describe, expect, it } from 'vitest';
import { setUpLoggedInAdminApp } from '#server/test/admin-fixtures';
import type { TestApp } from '#server/test/test-app';
import { defaultPromoSettings, promoSettingsSchema } from '#shared/schemas/promo';

let t: TestApp;
let cookie: string;
setUpLoggedInAdminApp((app, adminCookie) => {
  t = app;
  cookie = adminCookie;
});

const get = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/promo-settings', headers });

describe('GET /api/promo-settings revalidation (polled every 5 s)', () => {
  it('answers 200 with a weak ETag and Cache-Control: no-cache', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^W\/"[^"]+"$/);
    expect(promoSettingsSchema.parse(response.json())).toEqual(defaultPromoSettings);
    // The same settings give the same tag.
    expect((await get()).headers.etag).toBe(response.headers.etag);
  });

  it('answers 304 without a body when If-None-Match names the current tag', async () => {
    const etag = String((await get()).headers.etag);
    for (const ifNoneMatch of [etag, etag.replace(/^W\//, ''), `"other", ${etag}`, '*']) {
      const response = await get({ 'if-none-match': ifNoneMatch });
      expect(response.statusCode, ifNoneMatch).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await get({ 'if-none-match': 'W/"stale"' })).statusCode).toBe(200);
  });

  it('after the admin saves new settings the tag changes and the new body is served', async () => {
    const before = String((await get()).headers.etag);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/promo-settings',
      headers: { cookie },
      payload: {
        bannerEnabled: true,
        bannerText: 'SUMMER SALE: 25% OFF!',
        bannerColor: 'blue-gradient',
        discountCode: 'SUMMER25',
        discountPercentage: 25,
        endTime: null,
      },
    });
    expect(saved.statusCode).toBe(200);

    const response = await get({ 'if-none-match': before });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).not.toBe(before);
    expect(response.json()).toMatchObject({ bannerText: 'SUMMER SALE: 25% OFF!', discountCode: 'SUMMER25' });
    expect((await get({ 'if-none-match': String(response.headers.etag) })).statusCode).toBe(304);
  });
});
