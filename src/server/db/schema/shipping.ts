import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { money, updatedAt } from './columns.ts';

export const shippingSettings = pgTable(
  'shipping_settings',
  {
    id: integer('id').primaryKey().default(1),
    storeAddress: text('store_address').notNull(),
    standardShippingPrice: money('standard_shipping_price').notNull().default('15.00'),
    rushShippingPrice: money('rush_shipping_price').notNull().default('75.00'),
    freeShippingEnabled: boolean('free_shipping_enabled').notNull().default(false),
    freeShippingMinimum: money('free_shipping_minimum').notNull().default('0'),
    orderCutoffHour: integer('order_cutoff_hour').notNull().default(12),
    timeZone: text('time_zone').notNull().default('America/Chicago'),
    // The shop's closed days (src/shared/business-days.ts): the US federal holidays unless turned off, and
    // the owner's own ('2026-12-24'), skipped by every ready and arrival date.
    federalHolidays: boolean('federal_holidays').notNull().default(true),
    closedDays: jsonb('closed_days').$type<string[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shipping_settings_singleton', sql`${t.id} = 1`),
    check('shipping_settings_cutoff_hour_range', sql`${t.orderCutoffHour} BETWEEN 0 AND 23`),
    check(
      'shipping_settings_money_not_negative',
      sql`${t.standardShippingPrice} >= 0 AND ${t.rushShippingPrice} >= 0 AND ${t.freeShippingMinimum} >= 0`,
    ),
  ],
);
