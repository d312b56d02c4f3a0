import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { CustomOption } from '#shared/schemas/custom-option';
import { createdAt } from './columns.ts';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    customOptions: jsonb('custom_options').$type<CustomOption[]>().notNull().default([]),
    // The artwork check's thresholds for the category's products (docs/product/storefront.md#the-artwork-check);
    // null: the defaults by kind of product.
    printDpiGreat: integer('print_dpi_great'),
    printDpiOk: integer('print_dpi_ok'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'categories_print_dpi_pair',
      sql`(${t.printDpiGreat} IS NULL AND ${t.printDpiOk} IS NULL) OR (${t.printDpiOk} > 0 AND ${t.printDpiGreat} >= ${t.printDpiOk})`,
    ),
  ],
);

// Published for other modules to read (never to write): docs/architecture.md#tables-and-their-owners.
/** @alias */
export const categoriesReadModel = categories;
