import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The request limits of @fastify/rate-limit (plugins/rate-limit-store.ts) when several instances share one
 * PostgreSQL: a counter per route and client key, for a fixed window ending at `expires_at`.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);
