import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns.ts';
import { products } from './products.ts';

/** 'Get Free Quote' requests from the home page, read by the admin. */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    product: text('product').notNull().default(''),
    details: text('details').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quote_requests_created_at_idx').on(t.createdAt)],
);

/**
 * The shop's answers to a quote request: a price per piece for a quantity of a product, valid through
 * `valid_until` in the shop's time zone (`expires_at` is the first instant after it). The customer orders it
 * from the link the reply's e-mail carries (quote_links).
 */
export const quoteReplies = pgTable(
  'quote_replies',
  {
    id: serial('id').primaryKey(),
    quoteRequestId: integer('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    // A product deleted takes its quotes along; one ordered (from a quote or not) can only be archived.
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    note: text('note').notNull().default(''),
    validDays: integer('valid_days').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    // How many orders may be placed at this quote (docs/product/orders-and-statuses.md); one by default.
    maxOrders: integer('max_orders').notNull().default(1),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('quote_replies_request_idx').on(t.quoteRequestId),
    check('quote_replies_quantity_positive', sql`${t.quantity} > 0`),
    check('quote_replies_price_positive', sql`${t.unitPrice} > 0`),
    check('quote_replies_valid_days', sql`${t.validDays} BETWEEN 1 AND 365`),
    check('quote_replies_max_orders', sql`${t.maxOrders} BETWEEN 1 AND 1000`),
  ],
);

/**
 * The customer's links to a quote (/quote/{token}): each e-mail that carries one gets its own random token,
 * made as it is sent and kept here only as its SHA-256, as order_links are.
 */
export const quoteLinks = pgTable(
  'quote_links',
  {
    id: serial('id').primaryKey(),
    quoteReplyId: integer('quote_reply_id')
      .notNull()
      .references(() => quoteReplies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('quote_links_reply_idx').on(t.quoteReplyId)],
);

// Published for other modules to read (never to write): docs/architecture.md#tables-and-their-owners.
/** @alias */
export const quoteRepliesReadModel = quoteReplies;
