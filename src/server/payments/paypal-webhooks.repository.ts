import type { Executor } from '#server/db/client';
import { paypalWebhookEvents } from '#server/db/schema/payments';

/** The webhook events acted on (db/schema/payments.ts). */
export function createPaypalWebhooksRepository(db: Executor) {
  return {
    /** Records the event as acted on; false when it was already (a redelivery). Run it in the effect's transaction. */
    async recordEvent(eventId: string, eventType: string, resourceId: string | null): Promise<boolean> {
      const rows = await db
        .insert(paypalWebhookEvents)
        .values({ eventId, eventType, resourceId })
        .onConflictDoNothing()
        .returning({ eventId: paypalWebhookEvents.eventId });
      return rows.length === 1;
    },
  };
}
