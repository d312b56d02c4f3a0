import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderItems } from './orders.ts';

/**
 * The proofs of order lines: each upload a new version (1, 2, ...), kept with the customer's answer to it.
 * The file is private storage under proofs/; its pages, drawn for viewing, beside it (-page-N.webp).
 */
export const orderProofs = pgTable(
  'order_proofs',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** How many pages were drawn (at most PROOF_PAGES_SHOWN); 1 for an image. */
    pageCount: integer('page_count').notNull(),
    note: text('note'),
    sentBy: text('sent_by').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
    decision: text('decision', { enum: ['approved', 'changes_requested'] }),
    comment: text('comment'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('order_proofs_item_version_idx').on(t.orderItemId, t.version),
    check('order_proofs_decision_valid', sql`${t.decision} IN ('approved', 'changes_requested')`),
    check('order_proofs_version_positive', sql`${t.version} > 0`),
  ],
);
