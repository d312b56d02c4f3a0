import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { products } from './products.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    reviewImages: jsonb('review_images').$type<string[]>().notNull().default([]),
    isApproved: boolean('is_approved').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_product_approved_idx').on(t.productId, t.isApproved),
    // The admin list of every product's reviews, newest first, a page at a time.
    index('reviews_created_at_idx').on(t.createdAt, t.id),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

// Published for other modules to read (never to write): docs/architecture.md#tables-and-their-owners.
/** @alias */
export const reviewsReadModel = reviews;
