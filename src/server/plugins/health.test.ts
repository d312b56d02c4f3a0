import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app';

/** The load balancer's probes and the request id (docs/decisions/0033-several-instances.md). */

let reachable = true;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    storageProbe: async () => (reachable ? { reachable: true } : { reachable: false, reason: 'bucket gone' }),
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /healthz and GET /readyz', () => {
  it('say alive and ready while the database and the storage answer, and never cache', async () => {
    const live = await get('/healthz');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming what does not answer', async () => {
    reachable = false;
    try {
      const ready = await get('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not ready', database: 'ok', storage: 'unreachable' });
      expect((await get('/healthz')).statusCode).toBe(200);
    } finally {
      reachable = true;
    }
  });

  it('answers 503 from the moment shutdown begins, while the process still serves', async () => {
    const other = await createTestApp();
    try {
      expect((await other.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      other.app.beginShutdown();
      const ready = await other.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().status).toBe('shutting down');
      expect((await other.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await other.app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('the request id', () => {
  it('is echoed in every answer: the load balancer’s when it sends a plain one, else a new one', async () => {
    const given = await get('/api/categories', { 'x-request-id': 'lb-7f3a.42:1' });
    expect(given.headers['x-request-id']).toBe('lb-7f3a.42:1');
    const made = await get('/api/categories');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const strange = await get('/api/no-such-route', { 'x-request-id': 'bad id\twith "quotes"' });
    expect(strange.statusCode).toBe(404);
    expect(strange.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      (await get('/api/categories', { 'x-request-id': 'x'.repeat(129) })).headers['x-request-id'],
    ).not.toBe('x'.repeat(129));
  });
});
