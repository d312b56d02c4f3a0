import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/** Singleton rows: the id is always 1. */
export const promoSettings = pgTable(
  'promo_settings',
  {
    id: integer('id').primaryKey().default(1),
    bannerEnabled: boolean('banner_enabled').notNull().default(true),
    bannerText: text('banner_text').notNull(),
    bannerColor: text('banner_color').notNull(),
    discountCode: text('discount_code').notNull(),
    discountPercentage: integer('discount_percentage').notNull().default(20),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('promo_settings_singleton', sql`${t.id} = 1`),
    check('promo_settings_percentage_range', sql`${t.discountPercentage} BETWEEN 1 AND 100`),
  ],
);

// Published for other modules to read (never to write): docs/architecture.md#tables-and-their-owners.
/** @alias */
export const promoSettingsReadModel = promoSettings;
