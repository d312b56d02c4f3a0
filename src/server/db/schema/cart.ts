import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CustomOptionChoices } from '#shared/schemas/custom-option';
import { createdAt, money, updatedAt } from './columns.ts';
import { products } from './products.ts';
import { quoteReplies } from './quotes.ts';

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size'),
    // A custom size's width and height in inches, instead of a size (src/shared/custom-size.ts).
    customWidthIn: numeric('custom_width_in', { precision: 8, scale: 2, mode: 'number' }),
    customHeightIn: numeric('custom_height_in', { precision: 8, scale: 2, mode: 'number' }),
    material: text('material'),
    quantity: integer('quantity').notNull(),
    isDoubleSided: boolean('is_double_sided').notNull().default(false),
    isRush: boolean('is_rush').notNull().default(false),
    cutShape: text('cut_shape'),
    finish: text('finish'),
    lamination: boolean('lamination').notNull().default(false),
    customOptions: jsonb('custom_options').$type<CustomOptionChoices>().notNull().default({}),
    designMethod: text('design_method', { enum: ['upload', 'create'] }).notNull(),
    designNotes: text('design_notes'),
    unitPrice: money('unit_price').notNull(),
    totalPrice: money('total_price').notNull(),
    // A line added from a quote's link: priced at the quote, its product and quantity fixed (quotes.ts).
    quoteReplyId: integer('quote_reply_id').references(() => quoteReplies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cart_items_session_idx').on(t.sessionId),
    // A quote goes into one cart once (two adds at once included).
    uniqueIndex('cart_items_session_quote_idx')
      .on(t.sessionId, t.quoteReplyId)
      .where(sql`${t.quoteReplyId} IS NOT NULL`),
    index('cart_items_updated_at_idx').on(t.updatedAt),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
    check('cart_items_money_not_negative', sql`${t.unitPrice} >= 0 AND ${t.totalPrice} >= 0`),
    check('cart_items_design_method', sql`${t.designMethod} IN ('upload', 'create')`),
  ],
);
