import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PayPal webhook events already acted on, by PayPal's event id: a redelivered event changes nothing. */
export const paypalWebhookEvents = pgTable('paypal_webhook_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  resourceId: text('resource_id'),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
