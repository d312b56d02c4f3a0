import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from './db/client.ts';
import { setUpLoggedInAdminApp } from './test/admin-fixtures.ts';
import { insertCategory, insertProduct, insertReview } from './test/fixtures.ts';
import type { TestApp } from './test/test-app.ts';
import { createTestClientDir } from './test/test-client.ts';

/**
 * Every public read of the shop (docs/decisions/0020-cached-public-reads.md): answered from memory the
 * second time without a database call, revalidated with a 304, and changed at once by an admin's save or
 * by a row written straight to the database.
 */
let t: TestApp;
let cookie: string;
setUpLoggedInAdminApp(
  (app, adminCookie) => {
    t = app;
    cookie = adminCookie;
  },
  { clientDir: createTestClientDir() },
);

/** Counts the calls that reach the database driver (Drizzle's $client: PGlite, or node-postgres's pool). */
function countDatabaseCalls(db: Database): { calls: () => number; restore: () => void } {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  const spies =
    client instanceof pg.Pool
      ? [vi.spyOn(client, 'query'), vi.spyOn(client, 'connect')]
      : [vi.spyOn(client, 'query'), vi.spyOn(client, 'exec'), vi.spyOn(client, 'transaction')];
  return {
    calls: () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0),
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const admin = (method: 'PUT' | 'PATCH', url: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

let product: { id: number; slug: string };
let category: { id: number; slug: string };
let pendingReview: { id: number };
beforeAll(async () => {
  category = await insertCategory(t.handle.db);
  product = await insertProduct(t.handle.db, { categoryId: category.id });
  await insertReview(t.handle.db, product.id);
  pendingReview = await insertReview(t.handle.db, product.id, { isApproved: false, comment: 'Pending' });
});

let saves = 0;
const nextSave = () => {
  saves += 1;
  return saves;
};
type Read = {
  url: () => string;
  cacheControl: string;
  /** False when the writes drop the kept answer without changing it (the home page's head). */
  shows?: false;
  /** An admin's save that changes the answer. */
  adminWrite: () => Promise<unknown>;
  /** A row written straight to the database (as fixtures and other instances do) that changes it. */
  directWrite: () => Promise<unknown>;
};
const renameProduct = () =>
  t.handle.db.execute(sql`update products set name = ${`Renamed ${nextSave()}`} where id = ${product.id}`);
/** The product editor's save: the product as the admin reads it, renamed. */
const adminRenameProduct = async () => {
  const current = await t.app.inject({ url: `/api/admin/products/${product.id}`, headers: { cookie } });
  return admin('PATCH', `/api/admin/products/${product.id}`, {
    ...current.json(),
    name: `Admin ${nextSave()}`,
  });
};
const reads: Record<string, Read> = {
  'GET /api/categories': {
    url: () => '/api/categories',
    cacheControl: 'no-cache',
    adminWrite: () =>
      admin('PATCH', `/api/admin/categories/${category.id}`, {
        name: `Signs ${nextSave()}`,
        slug: category.slug,
      }),
    directWrite: () => insertCategory(t.handle.db),
  },
  'GET /api/promo-settings': {
    url: () => '/api/promo-settings',
    cacheControl: 'no-cache',
    adminWrite: () =>
      admin('PUT', '/api/admin/promo-settings', {
        bannerEnabled: true,
        bannerText: `SALE ${nextSave()}`,
        bannerColor: 'blue-gradient',
        discountCode: 'SUMMER25',
        discountPercentage: 25,
        endTime: null,
      }),
    directWrite: () =>
      t.handle.db.execute(sql`update promo_settings set banner_text = ${`Direct ${nextSave()}`}`),
  },
  'GET /api/shipping-settings': {
    url: () => '/api/shipping-settings',
    cacheControl: 'no-cache',
    adminWrite: () =>
      admin('PUT', '/api/admin/shipping-settings', {
        storeAddress: `${nextSave()} Sign Street, Springfield`,
        standardShippingPrice: '12.50',
        rushShippingPrice: '60.00',
        freeShippingEnabled: true,
        freeShippingMinimum: '250.00',
      }),
    directWrite: () =>
      t.handle.db.execute(sql`update shipping_settings set store_address = ${`${nextSave()} Direct Road`}`),
  },
  'GET /api/products/:id/reviews': {
    url: () => `/api/products/${product.id}/reviews`,
    cacheControl: 'no-cache',
    adminWrite: () => admin('PATCH', `/api/admin/reviews/${pendingReview.id}/approve`),
    directWrite: () => insertReview(t.handle.db, product.id, { comment: `Direct ${nextSave()}` }),
  },
  'GET /api/products/:slug': {
    url: () => `/api/products/${product.slug}`,
    cacheControl: 'no-cache',
    adminWrite: adminRenameProduct,
    directWrite: renameProduct,
  },
  'GET /api/products': {
    url: () => '/api/products',
    cacheControl: 'no-cache',
    adminWrite: adminRenameProduct,
    directWrite: () => insertProduct(t.handle.db),
  },
  'GET / (page)': {
    url: () => '/',
    cacheControl: 'no-cache',
    shows: false,
    adminWrite: () =>
      admin('PUT', '/api/admin/promo-settings', {
        bannerEnabled: true,
        bannerText: `PAGE SALE ${nextSave()}`,
        bannerColor: 'blue-gradient',
        discountCode: 'SUMMER25',
        discountPercentage: 25,
        endTime: null,
      }),
    directWrite: renameProduct,
  },
  'GET /products/:slug (page)': {
    url: () => `/products/${product.slug}`,
    cacheControl: 'no-cache',
    adminWrite: adminRenameProduct,
    directWrite: renameProduct,
  },
  'GET /sitemap.xml': {
    url: () => '/sitemap.xml',
    cacheControl: 'public, max-age=300',
    adminWrite: adminRenameProduct,
    directWrite: () => insertProduct(t.handle.db),
  },
};

describe.each(Object.entries(reads))('%s', (_name, read) => {
  it('is answered from memory the second time, with no database call', async () => {
    await get(read.url());
    // On PostgreSQL the earlier writes' notifications also reach the pool's other connections and the
    // dedicated listener a moment later, each dropping the answer once more: let them pass.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const first = await get(read.url());
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe(read.cacheControl);
    const database = countDatabaseCalls(t.handle.db);
    try {
      const second = await get(read.url());
      const notModified = await get(read.url(), { 'if-none-match': String(first.headers.etag) });
      const head = await t.app.inject({ method: 'HEAD', url: read.url() });
      expect(database.calls()).toBe(0);
      expect(second.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.headers['cache-control']).toBe(read.cacheControl);
      expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
      expect(head.statusCode).toBe(200);
    } finally {
      database.restore();
    }
  });

  it("is read again at once after an admin's save, and after a row written straight to the database", async () => {
    /** The answer after `write`, and whether it was read from the database. */
    const readAfter = async (write: () => Promise<unknown>) => {
      await get(read.url());
      const saved = (await write()) as { statusCode?: number } | undefined;
      if (typeof saved?.statusCode === 'number') expect(saved.statusCode).toBeLessThan(300);
      const database = countDatabaseCalls(t.handle.db);
      try {
        const response = await get(read.url());
        expect(database.calls()).toBeGreaterThan(0);
        return response;
      } finally {
        database.restore();
      }
    };
    const before = await get(read.url());
    const afterSave = await readAfter(read.adminWrite);
    const afterWrite = await readAfter(read.directWrite);
    if (read.shows === false) return;
    expect(afterSave.headers.etag).not.toBe(before.headers.etag);
    expect(afterSave.body).not.toBe(before.body);
    expect(afterWrite.headers.etag).not.toBe(afterSave.headers.etag);
    expect(afterWrite.body).not.toBe(afterSave.body);
    // The browser's copy from before the save is not confirmed.
    expect((await get(read.url(), { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
  });
});

describe('answers that are not public reads', () => {
  it('are never kept: a missing product, a bad query, an unknown page, a private path', async () => {
    for (const url of [
      '/api/products/no-such-product',
      '/api/products/abc/reviews',
      '/no-such-page',
      '/api/cart',
    ]) {
      await get(url);
      const database = countDatabaseCalls(t.handle.db);
      try {
        const again = await get(url, { 'x-session-id': '0b7c9a52-3d4e-4f60-8a1b-2c3d4e5f6a7b' });
        expect(again.headers.etag, url).toBeUndefined();
        if (url !== '/api/products/abc/reviews') expect(database.calls(), url).toBeGreaterThan(0);
      } finally {
        database.restore();
      }
    }
  });
});
