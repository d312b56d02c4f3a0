import { Readable } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import compress from '@fastify/compress';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { insertProduct } from '#server/test/fixtures';
import { createTestDatabase } from '#server/test/test-database';
import { compressionThreshold, contentCodings } from './http-caching.ts';
import { registerPublicReadCache } from './public-read-cache.ts';

/**
 * The cache on a small app of its own (the real routes are in src/server/public-reads.routes.test.ts):
 * each route counts how often it really ran, so a kept answer shows as a count that did not move.
 */
let handle: DatabaseHandle;
let app: FastifyInstance;
let baseUrl: string;
const runs = new Map<string, number>();
let laterHooks = 0;

const ran = (name: string) => runs.set(name, (runs.get(name) ?? 0) + 1);
const countProducts = async () => {
  const result = (await handle.db.execute(sql`select count(*)::int as n from products`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
};
const catalog = { publicRead: { topics: ['catalog' as const] } };
let gate = { read: () => {}, go: Promise.resolve() };

beforeAll(async () => {
  handle = await createTestDatabase();
  app = Fastify();
  await registerPublicReadCache(app, { db: handle.db, limits: { maxEntries: 5 } });
  // As in app.ts: the other hooks and compression come after the cache.
  app.addHook('onRequest', async () => {
    laterHooks += 1;
  });
  await app.register(compress, {
    global: true,
    threshold: compressionThreshold,
    encodings: [...contentCodings],
  });
  app.get('/count', { config: catalog }, async (request) => {
    ran('count');
    return { products: await countProducts(), query: request.query };
  });
  app.get(
    '/promo',
    { config: { publicRead: { topics: ['promo'], cacheControl: 'public, max-age=5' } } },
    async () => {
      ran('promo');
      return { promo: true };
    },
  );
  // Reads, then waits for the test's go, so a write can happen between the read and the answer.
  app.get('/gated', { config: catalog }, async () => {
    ran('gated');
    const products = await countProducts();
    gate.read();
    await gate.go;
    return { products };
  });
  app.get('/big', { config: catalog }, async () => {
    ran('big');
    return { text: 'print shop '.repeat(400) };
  });
  app.get('/stream', { config: catalog }, async (_request, reply) => {
    ran('stream');
    return reply.type('text/html; charset=utf-8').send(Readable.from(['<p>', 'streamed ', 'page</p>']));
  });
  app.get('/cookie', { config: catalog }, async (_request, reply) => {
    ran('cookie');
    return reply.header('set-cookie', 'a=b').send({ ok: true });
  });
  app.get('/missing', { config: catalog }, async (_request, reply) => {
    ran('missing');
    return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
  });
  app.get('/plain', async () => {
    ran('plain');
    return { plain: true };
  });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});
beforeEach(() => {
  app.publicReads.invalidate(['catalog', 'promo', 'shipping']);
  runs.clear();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('a public read', () => {
  it('is answered from memory the second time, with its tag and no-cache, whether injected or over HTTP', async () => {
    const first = await get('/count');
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const second = await get('/count');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(runs.get('count')).toBe(1);

    // Over HTTP the answer is sent before Fastify: no hook after the cache runs.
    const hooksBefore = laterHooks;
    const overHttp = await fetch(`${baseUrl}/count`);
    expect(overHttp.status).toBe(200);
    expect(await overHttp.text()).toBe(first.body);
    expect(overHttp.headers.get('etag')).toBe(first.headers.etag);
    expect(overHttp.headers.get('cache-control')).toBe('no-cache');
    expect(laterHooks).toBe(hooksBefore);
    expect(runs.get('count')).toBe(1);
  });

  it('answers 304 without a body to a matching If-None-Match, on the first request and from memory', async () => {
    const etag = String((await fetch(`${baseUrl}/count?x=1`)).headers.get('etag'));
    app.publicReads.invalidate(['catalog']);
    const fresh = await get('/count?x=1', { 'if-none-match': etag });
    expect(fresh.statusCode).toBe(304);
    expect(fresh.body).toBe('');
    expect(fresh.headers.etag).toBe(etag);
    for (const ifNoneMatch of [etag, etag.replace(/^W\//, ''), `"other", ${etag}`, '*']) {
      const kept = await fetch(`${baseUrl}/count?x=1`, { headers: { 'if-none-match': ifNoneMatch } });
      expect(kept.status, ifNoneMatch).toBe(304);
      expect(await kept.text()).toBe('');
      expect(kept.headers.get('etag')).toBe(etag);
      expect(kept.headers.get('cache-control')).toBe('no-cache');
      expect(kept.headers.get('content-type')).toBeNull();
    }
    expect((await get('/count?x=1', { 'if-none-match': 'W/"stale"' })).statusCode).toBe(200);
    expect(runs.get('count')).toBe(2);
  });

  it('answers HEAD from the kept GET, with its headers and no body', async () => {
    const got = await get('/count');
    const head = await app.inject({ method: 'HEAD', url: '/count' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(got.headers.etag);
    expect(head.headers['content-length']).toBe(String(got.rawPayload.length));
    expect(runs.get('count')).toBe(1);
  });

  it('is kept per URL, query string included', async () => {
    const a = await get('/count?q=a');
    const b = await get('/count?q=b');
    expect(a.json().query).toEqual({ q: 'a' });
    expect(b.json().query).toEqual({ q: 'b' });
    expect((await get('/count?q=a')).json().query).toEqual({ q: 'a' });
    expect((await get('/count?q=b')).json().query).toEqual({ q: 'b' });
    expect(runs.get('count')).toBe(2);
  });

  it('keeps the route Cache-Control it declares', async () => {
    await get('/promo');
    const kept = await fetch(`${baseUrl}/promo`);
    expect(kept.headers.get('cache-control')).toBe('public, max-age=5');
    expect(runs.get('promo')).toBe(1);
  });

  it('is sent compressed as the client accepts, and as it is otherwise', async () => {
    const plain = await get('/big');
    expect(plain.rawPayload.length).toBeGreaterThan(compressionThreshold);
    expect(plain.headers.vary).toBe('accept-encoding');
    expect((await get('/big')).headers.vary).toBe('accept-encoding');
    const brotli = await get('/big', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await fetch(`${baseUrl}/big`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(plain.body);
    const identity = await get('/big', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
    expect(runs.get('big')).toBe(1);
  });

  it('keeps a streamed answer once it is complete', async () => {
    const first = await get('/stream');
    expect(first.body).toBe('<p>streamed page</p>');
    const second = await get('/stream');
    expect(second.body).toBe('<p>streamed page</p>');
    expect(second.headers.etag).toMatch(/^W\//);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(runs.get('stream')).toBe(1);
  });

  it('is never kept when it sets a cookie, fails, is not a public read, or is not a GET', async () => {
    for (const url of ['/cookie', '/missing', '/plain']) {
      await get(url);
      await get(url);
      expect(runs.get(url.slice(1)), url).toBe(2);
    }
    expect((await get('/plain')).headers.etag).toBeUndefined();
    expect((await get('/missing')).headers.etag).toBeUndefined();
    expect((await get('/missing')).headers['cache-control']).toBeUndefined();
    expect((await app.inject({ method: 'POST', url: '/count' })).statusCode).toBe(404);
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    for (let i = 0; i < 20; i += 1) await get(`/count?q=${i}`);
    expect(app.publicReads.stats().entries).toBe(5);
    await get('/count?q=19');
    expect(runs.get('count')).toBe(20);
    await get('/count?q=0');
    expect(runs.get('count')).toBe(21);
  });
});

describe('a write to the tables behind a public read', () => {
  it('drops the answers of its topic before the write resolves (a fixture writing straight to the database)', async () => {
    const before = (await get('/count')).json().products;
    await insertProduct(handle.db);
    expect((await get('/count')).json().products).toBe(before + 1);
    expect(runs.get('count')).toBe(2);
  });

  it("leaves the other topics' answers, and the tables behind no public read change nothing", async () => {
    await get('/promo');
    await get('/count');
    await handle.db.execute(sql`update products set name = name where false`);
    await get('/promo');
    await handle.db.execute(
      sql`insert into discount_codes (code, discount_percentage) values ('KEEP10', 10)`,
    );
    await handle.db.execute(sql`delete from quote_requests`);
    await get('/promo');
    expect(runs.get('promo')).toBe(1);
    await get('/count');
    expect(runs.get('count')).toBe(2);
    await handle.db.execute(sql`update promo_settings set banner_text = banner_text`);
    await get('/promo');
    expect(runs.get('promo')).toBe(2);
  });

  it('does not keep an answer read before a write that happened while it was being sent', async () => {
    let release = () => {};
    const read = new Promise<void>((resolve) => {
      gate = { read: resolve, go: new Promise<void>((go) => (release = go)) };
    });
    const before = await countProducts();
    const pending = get('/gated');
    await read;
    await insertProduct(handle.db);
    release();
    expect((await pending).json().products).toBe(before);
    gate = { read: () => {}, go: Promise.resolve() };
    expect((await get('/gated')).json().products).toBe(before + 1);
    expect(runs.get('gated')).toBe(2);
  });

  it('is seen on every one of 200 rounds of read, write, read', async () => {
    let expected = await countProducts();
    for (let round = 0; round < 200; round += 1) {
      expect((await get('/count?race')).json().products).toBe(expected);
      await insertProduct(handle.db);
      expected += 1;
      expect((await fetch(`${baseUrl}/count?race`).then((r) => r.json())).products, `round ${round}`).toBe(
        expected,
      );
    }
  });
});

describe('registration', () => {
  it('refuses a public read on a private path or with a rate limit', async () => {
    const other = Fastify();
    await registerPublicReadCache(other, { db: handle.db });
    expect(() => other.get('/api/cart/x', { config: catalog }, async () => ({}))).toThrow(/private/);
    expect(() =>
      other.get(
        '/limited',
        { config: { ...catalog, rateLimit: { max: 1, timeWindow: 1000 } } },
        async () => ({}),
      ),
    ).toThrow(/rate limited/);
    await other.close();
  });
});
