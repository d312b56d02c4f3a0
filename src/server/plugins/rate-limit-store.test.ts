import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppOptions, buildApp } from '#server/app';
import type { DatabaseHandle } from '#server/db/client';
import { rateLimitCounters } from '#server/db/schema';
import { QUOTE_REQUESTS_PER_HOUR } from '#server/modules/quotes/quotes.routes';
import { createMemoryStorage } from '#server/storage/memory-storage';
import { createTestDatabase } from '#server/test/test-database';
import { runOnOneInstance } from './periodic-task.ts';
import { cleanupRateLimitCounters, countHit } from './rate-limit-store.ts';

/** Limits and periodic tasks shared by every instance on one database (decision 0033). */

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('countHit', () => {
  it('counts every hit of a window exactly, however many arrive at once, and starts again after it', async () => {
    const key = `test|${randomUUID()}`;
    const counts = await Promise.all(Array.from({ length: 20 }, () => countHit(handle.db, key, 60_000)));
    expect(counts.map((hit) => hit.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    for (const hit of counts) expect(hit.ttl).toBeGreaterThan(55_000);

    await handle.db
      .update(rateLimitCounters)
      .set({ expiresAt: sql`now() - interval '1 millisecond'` })
      .where(eq(rateLimitCounters.key, key));
    const fresh = await countHit(handle.db, key, 1_000);
    expect(fresh.current).toBe(1);
    expect(fresh.ttl).toBeLessThanOrEqual(1_000);

    await handle.db
      .update(rateLimitCounters)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, key));
    await cleanupRateLimitCounters(handle.db);
    expect(await handle.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key))).toEqual(
      [],
    );
  });
});

/** Two instances of the shop on one database, as a load balancer would put them. */
async function twoInstances(counters: AppOptions['rateLimitCounters']): Promise<FastifyInstance[]> {
  return Promise.all(
    [0, 1].map(async () => {
      const app = await buildApp({
        db: handle.db,
        storage: createMemoryStorage(),
        cartCleanup: false,
        authCleanup: false,
        throttleCleanup: false,
        paymentCleanup: false,
        rateLimitCounters: counters,
      });
      await app.ready();
      return app;
    }),
  );
}

const quoteRequest = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/quote-requests',
    remoteAddress: ip,
    payload: { name: 'Ada', email: 'ada@example.com', details: 'Banners' },
  });

describe.each([
  ['the database', () => ({ database: handle.db })],
  ['Redis', () => ({ redisUrl: 'redis://127.0.0.1:6379', nameSpace: `test-${randomUUID()}:` })],
])('request limits counted in %s', (_, counters) => {
  it('are the same over two instances as on one: the sixth quote request of an hour is refused on either', async () => {
    const apps = await twoInstances(counters());
    try {
      const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
      const answers = [];
      for (let i = 0; i < QUOTE_REQUESTS_PER_HOUR; i++) {
        answers.push((await quoteRequest(apps[i % 2]!, ip)).statusCode);
      }
      expect(answers).toEqual(Array(QUOTE_REQUESTS_PER_HOUR).fill(201));
      for (const app of apps) {
        const refused = await quoteRequest(app, ip);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toMatch(/You have sent 5 quote requests in the last hour/);
      }
      // Another address has its own allowance.
      expect((await quoteRequest(apps[1]!, '203.0.113.9')).statusCode).toBe(201);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});

describe('the periodic tasks of an app on a shared database', () => {
  it('take the advisory lock only when the app is told the database is shared', async () => {
    const shared = await buildApp({ db: handle.db, storage: createMemoryStorage(), sharedDatabase: true });
    const alone = await buildApp({ db: handle.db, storage: createMemoryStorage() });
    try {
      expect(shared.periodicTaskLock).toBe(handle.db);
      expect(alone.periodicTaskLock).toBeUndefined();
    } finally {
      await Promise.all([shared.close(), alone.close()]);
    }
  });
});

// The lock's transaction holds a connection while the task uses others: PostgreSQL only (the embedded
// database has one connection and runs one instance).
describe.runIf(process.env.TEST_DB === 'postgres')('runOnOneInstance', () => {
  it('runs a periodic task on one instance at a time: the other skips its turn', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let runs = 0;
    const slowTask = async () => {
      runs += 1;
      await held;
      return 'done';
    };
    const first = runOnOneInstance(handle.db, 'test-task', slowTask);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await runOnOneInstance(handle.db, 'test-task', slowTask);
    expect(second).toBe('skipped: another instance is running it');
    const other = await runOnOneInstance(handle.db, 'another-task', async () => 'ran');
    expect(other).toBe('ran');
    release();
    expect(await first).toBe('done');
    expect(runs).toBe(1);
    expect(await runOnOneInstance(handle.db, 'test-task', async () => 'again')).toBe('again');
  });
});
