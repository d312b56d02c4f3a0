import { index, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Attempts counted in a sliding window by the throttles (throttle/attempt-window.ts): failed admin logins
 * (by e-mail and by address, or by trusted device: decision 0016), wrong discount codes and review
 * submissions (by address), order lookups (by e-mail and by address). One row per key an attempt counts
 * against, grouped by its attempt; kept in the database so every instance counts the same attempts.
 */
export const throttleAttempts = pgTable(
  'throttle_attempts',
  {
    id: serial('id').primaryKey(),
    /** Which throttle counts it: 'admin-login', 'discount-code', 'review-submission', 'order-lookup'. */
    throttle: text('throttle').notNull(),
    /** What it counts against: 'email:…', 'address:…' (IPv6 by its /64) or 'device:…'. */
    key: text('key').notNull(),
    /** The attempt the row belongs to: one per key it counts against. */
    attempt: uuid('attempt').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('throttle_attempts_key_idx').on(t.throttle, t.key, t.createdAt),
    index('throttle_attempts_attempt_idx').on(t.attempt),
    index('throttle_attempts_created_at_idx').on(t.createdAt),
  ],
);
