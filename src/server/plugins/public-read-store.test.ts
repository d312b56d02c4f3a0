import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseContentCoding, etagMatches, weakEtagOf } from './http-caching.ts';
import { PublicReadStore, type PublicReadStoreLimits, type StoreInput } from './public-read-store.ts';

type Sent = { status: number; headers: Record<string, string>; body: Buffer | undefined };

/** Asks the store for `url` with raw request and response stand-ins; undefined when it does not answer. */
function ask(store: PublicReadStore, url: string, headers: Record<string, string> = {}, method = 'GET') {
  let sent: Sent | undefined;
  const req = { method, url, headers } as unknown as IncomingMessage;
  const res = {
    writeHead(status: number, flat: string[]) {
      const named: Record<string, string> = {};
      for (let i = 0; i < flat.length; i += 2) named[flat[i]!] = flat[i + 1]!;
      sent = { status, headers: named, body: undefined };
    },
    end(body?: Buffer) {
      sent!.body = body;
    },
  } as unknown as ServerResponse;
  return store.serve(req, res) ? sent : undefined;
}

function input(key: string, body: string, overrides: Partial<StoreInput> = {}): StoreInput {
  return {
    key,
    topics: ['catalog'],
    ttlMs: 60_000,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-cache',
      'x-frame-options': 'DENY',
    },
    body: Buffer.from(body),
    etag: weakEtagOf(body),
    ...overrides,
  };
}

function storeWith(limits: Partial<PublicReadStoreLimits> = {}, clock = { now: 0 }) {
  const store = new PublicReadStore(
    { maxEntries: 100, maxBytes: 1_000_000, maxEntryBytes: 100_000, ...limits },
    () => clock.now,
  );
  store.enable();
  return store;
}

describe('PublicReadStore', () => {
  it('answers a kept GET and HEAD with its headers, tag and length; nothing else', () => {
    const store = storeWith();
    expect(store.store(input('/a?x=1', '{"a":1}'), store.generation)).toBe(true);
    const sent = ask(store, '/a?x=1');
    expect(sent?.status).toBe(200);
    expect(sent?.body?.toString()).toBe('{"a":1}');
    expect(sent?.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-cache',
      'x-frame-options': 'DENY',
      etag: weakEtagOf('{"a":1}'),
      'content-length': '7',
    });
    expect(sent?.headers.vary).toBeUndefined();
    expect(ask(store, '/a?x=1', {}, 'HEAD')).toMatchObject({ status: 200, body: undefined });
    expect(ask(store, '/a?x=1', {}, 'POST')).toBeUndefined();
    expect(ask(store, '/a?x=2')).toBeUndefined();
    expect(ask(store, '/a')).toBeUndefined();
  });

  it('answers 304 with the validators and Cache-Control only, no body, when If-None-Match names the tag', () => {
    const store = storeWith();
    store.store(input('/a', '{"a":1}'), store.generation);
    const sent = ask(store, '/a', { 'if-none-match': weakEtagOf('{"a":1}') });
    expect(sent?.status).toBe(304);
    expect(sent?.body).toBeUndefined();
    expect(sent?.headers.etag).toBe(weakEtagOf('{"a":1}'));
    expect(sent?.headers['cache-control']).toBe('no-cache');
    expect(Object.keys(sent?.headers ?? {}).sort()).toEqual(['cache-control', 'etag']);
    expect(ask(store, '/a', { 'if-none-match': 'W/"old"' })?.status).toBe(200);
    expect(store.stats()).toMatchObject({ hits: 1, notModified: 1 });
  });

  it('keeps nothing and answers nothing while disabled, and forgets everything on the way', () => {
    const store = storeWith();
    store.store(input('/a', '1'), store.generation);
    store.disable();
    expect(ask(store, '/a')).toBeUndefined();
    expect(store.store(input('/a', '1'), store.generation)).toBe(false);
    store.enable();
    expect(ask(store, '/a')).toBeUndefined();
  });

  it('does not keep an answer read before an invalidation', () => {
    const store = storeWith();
    const generation = store.generation;
    store.invalidate(['promo']);
    expect(store.store(input('/a', '1'), generation)).toBe(false);
    expect(ask(store, '/a')).toBeUndefined();
  });

  it('drops the answers of the invalidated topics only', () => {
    const store = storeWith();
    store.store(input('/catalog', '1'), store.generation);
    store.store(input('/promo', '2', { topics: ['promo'] }), store.generation);
    store.store(input('/both', '3', { topics: ['promo', 'catalog'] }), store.generation);
    store.store(input('/none', '4', { topics: [] }), store.generation);
    store.invalidate(['catalog']);
    expect(ask(store, '/catalog')).toBeUndefined();
    expect(ask(store, '/both')).toBeUndefined();
    expect(ask(store, '/promo')?.status).toBe(200);
    expect(ask(store, '/none')?.status).toBe(200);
    expect(store.stats()).toMatchObject({ entries: 2, bytes: '/promo'.length + 1 + '/none'.length + 1 });
  });

  it('drops an answer older than its time to live', () => {
    const clock = { now: 1_000 };
    const store = storeWith({}, clock);
    store.store(input('/a', '1', { ttlMs: 500 }), store.generation);
    clock.now = 1_499;
    expect(ask(store, '/a')?.status).toBe(200);
    clock.now = 1_500;
    expect(ask(store, '/a')).toBeUndefined();
    expect(store.stats().entries).toBe(0);
  });

  it('stays within its entry and byte limits, dropping the least recently used first', () => {
    const clock = { now: 0 };
    const store = storeWith({ maxEntries: 3, maxBytes: 1_000, maxEntryBytes: 400 }, clock);
    for (const key of ['/1', '/2', '/3']) {
      clock.now += 1;
      store.store(input(key, 'x'.repeat(100)), store.generation);
    }
    clock.now += 1;
    ask(store, '/1');
    clock.now += 1;
    store.store(input('/4', 'x'.repeat(100)), store.generation);
    expect(ask(store, '/2')).toBeUndefined();
    expect(['/1', '/3', '/4'].map((key) => ask(store, key)?.status)).toEqual([200, 200, 200]);
    expect(store.store(input('/big', 'x'.repeat(401)), store.generation)).toBe(false);
    for (let i = 0; i < 10; i += 1) store.store(input(`/w${i}`, 'x'.repeat(400)), store.generation);
    expect(store.stats().bytes).toBeLessThanOrEqual(1_000);
    expect(store.stats().entries).toBeLessThanOrEqual(3);
  });

  it('sends a large text answer in the coding the client prefers, made once and counted', () => {
    const store = storeWith();
    const body = JSON.stringify({ text: 'banner '.repeat(300) });
    store.store(input('/big', body), store.generation);
    const identityBytes = store.stats().bytes;
    expect(ask(store, '/big')?.headers).toMatchObject({
      vary: 'accept-encoding',
      'content-length': String(body.length),
    });
    const gzip = ask(store, '/big', { 'accept-encoding': 'gzip;q=1, br;q=0.5' });
    expect(gzip?.headers['content-encoding']).toBe('gzip');
    expect(gzip?.headers.vary).toBe('accept-encoding');
    expect(gzip?.headers.etag).toBe(weakEtagOf(body));
    expect(gunzipSync(gzip!.body!).toString()).toBe(body);
    expect(Number(gzip?.headers['content-length'])).toBe(gzip?.body?.length);
    expect(store.stats().bytes).toBe(identityBytes + gzip!.body!.length);
    expect(ask(store, '/big', { 'accept-encoding': 'gzip' })?.body).toBe(gzip?.body);
    expect(ask(store, '/big', { 'if-none-match': weakEtagOf(body) })?.headers.vary).toBe('accept-encoding');
    expect(store.stats().bytes).toBe(identityBytes + gzip!.body!.length);
  });
});

describe('chooseContentCoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', 'deflate'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['zstd', null],
    ['br;q=abc', null],
  ])('%j → %s', (header, expected) => {
    expect(chooseContentCoding(header)).toBe(expected);
  });
});

describe('etagMatches', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['W/"a"', true],
    ['"a"', true],
    ['"b", W/"a"', true],
    ['*', true],
    ['W/"b"', false],
  ])('%j against W/"a" → %s', (header, expected) => {
    expect(etagMatches(header, 'W/"a"')).toBe(expected);
  });
});
