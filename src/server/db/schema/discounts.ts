import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    discountPercentage: integer('discount_percentage').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    usageLimit: integer('usage_limit'),
    usageCount: integer('usage_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('discount_codes_code_uppercase', sql`${t.code} = upper(${t.code}) AND length(trim(${t.code})) > 0`),
    check('discount_codes_percentage_range', sql`${t.discountPercentage} BETWEEN 1 AND 100`),
    check('discount_codes_usage_limit_positive', sql`${t.usageLimit} IS NULL OR ${t.usageLimit} >= 1`),
    check('discount_codes_usage_count_not_negative', sql`${t.usageCount} >= 0`),
  ],
);

// Published for other modules to read (never to write): docs/architecture.md#tables-and-their-owners.
/** @alias */
export const discountCodesReadModel = discountCodes;
