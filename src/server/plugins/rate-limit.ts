import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Database } from '#server/db/client';
import { databaseRateLimitStore } from './rate-limit-store.ts';

/**
 * Where the request limits count (decision 0033): this process's memory (one instance: the embedded
 * database), the shared PostgreSQL (several instances), or Redis when REDIS_URL is set.
 */
export type RateLimitCounters = 'memory' | { database: Database } | { redisUrl: string; nameSpace?: string };

/**
 * Per-route request limits (@fastify/rate-limit, keyed by the client address, request.ip, which honours
 * TRUST_PROXY). Nothing is limited unless a route asks for it with `config: { rateLimit: {...} }`.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  counters: RateLimitCounters = 'memory',
): Promise<void> {
  if (counters === 'memory') {
    await app.register(rateLimit, { global: false });
  } else if ('database' in counters) {
    await app.register(rateLimit, { global: false, store: databaseRateLimitStore(counters.database) });
  } else {
    const redis = new Redis(counters.redisUrl, { connectTimeout: 5_000, maxRetriesPerRequest: 2 });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis (request limits) failed'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    await app.register(rateLimit, {
      global: false,
      // Redis down: requests go through unlimited (logged) rather than failing; the database throttles
      // (failed logins, reviews, wrong codes, order lookups) still hold.
      skipOnError: true,
      redis,
      nameSpace: counters.nameSpace ?? 'printshop-rate-limit:',
    });
  }
}
