import { lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client';
import { rateLimitCounters } from '#server/db/schema/rate-limit';

type Counted = { current: number; ttl: number };
type RouteOptions = { routeInfo?: { method?: string; url?: string }; groupId?: string };

/**
 * One hit on `key` in a fixed window of `windowMs`: the count in the window so far (this hit included) and
 * the milliseconds until it ends. One statement, so hits from any number of instances count exactly.
 */
export async function countHit(db: Executor, key: string, windowMs: number): Promise<Counted> {
  const t = rateLimitCounters;
  const ended = sql`${t.expiresAt} <= now()`;
  const [row] = await db
    .insert(t)
    .values({ key, count: 1, expiresAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${ended} then 1 else ${t.count} + 1 end`,
        expiresAt: sql`case when ${ended} then excluded.expires_at else ${t.expiresAt} end`,
      },
    })
    .returning({
      current: t.count,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from (${t.expiresAt} - now())) * 1000))::int`.mapWith(
        Number,
      ),
    });
  return row!;
}

/** Drops the counters whose window has ended (a periodic clean-up). */
export async function cleanupRateLimitCounters(db: Executor): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, sql`now()`));
}

/**
 * A @fastify/rate-limit store that keeps its counters in the database, so every instance on one PostgreSQL
 * enforces the same limits as one (decision 0033). Each route (or `app.rateLimit` limiter) counts under
 * its own prefix, as the plugin's Redis store does.
 */
export function databaseRateLimitStore(db: Database) {
  return class DatabaseRateLimitStore {
    readonly prefix: string;

    constructor(_globalParams?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number) {
      countHit(db, `${this.prefix}${key}`, timeWindow).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    }

    child(options: object) {
      const routeOptions = options as RouteOptions;
      const route = routeOptions.routeInfo?.url
        ? `${routeOptions.routeInfo.method ?? ''} ${routeOptions.routeInfo.url}`
        : (routeOptions.groupId ?? 'limiter');
      return new DatabaseRateLimitStore(undefined, `${route}|`);
    }
  };
}
