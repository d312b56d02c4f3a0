import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { MailPayload } from '#shared/mail-payloads';
import { createdAt } from './columns.ts';
import { orders } from './orders.ts';

/**
 * The outbox (modules/mail): every message the shop sends, written in the transaction of the event that
 * causes it and sent by the delivery worker; kept after sending, for the admin's Messages tab.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** The Message-ID header, fixed when queued and kept by every retry. */
    messageId: text('message_id').notNull().unique(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** What the message is rendered from (modules/mail/mail-payloads.ts). */
    payload: jsonb('payload').$type<MailPayload>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** waiting (to send, or being sent under a lease), sent, or failed (given up; the admin may resend). */
    state: text('state', { enum: ['waiting', 'sent', 'failed'] })
      .notNull()
      .default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due; while a sender holds the message, the end of its lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('outbox_messages_state_valid', sql`${t.state} IN ('waiting', 'sent', 'failed')`),
    // The delivery worker's question: which waiting messages are due.
    index('outbox_messages_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'waiting'`),
    // The admin's list, newest first.
    index('outbox_messages_created_idx').on(t.createdAt),
    index('outbox_messages_order_idx').on(t.orderId),
  ],
);
