import { randomUUID } from 'node:crypto';
import type { Executor } from '#server/db/client';
import type { MailPayload } from '#shared/mail-payloads';
import { createOutboxRepository, type OutboxRow } from './outbox.repository.ts';

/** One message to queue: who gets it, its subject and what its body is built from (mail-payloads.ts). */
export type OutgoingMail = {
  to: string;
  subject: string;
  payload: MailPayload;
  /** The order the message is about, for the admin's list. */
  orderId?: number | undefined;
  /** Not sent before this time (a status e-mail's grace period); at once when absent. */
  notBefore?: Date | undefined;
};

/**
 * The payload as the outbox keeps it: the artwork thumbnails (data: URLs, which mail clients do not show)
 * left out; the check's words stay.
 */
function withoutThumbnails(payload: MailPayload): MailPayload {
  if (!('order' in payload)) return payload;
  const items = payload.order.items.map((item) => ({
    ...item,
    files: item.files.map((file) => ({ ...file, thumbnail: null })),
  }));
  return { ...payload, order: { ...payload.order, items } };
}

/** A Message-ID: unique, in the shop's domain. */
export function newMessageId(domain: string): string {
  return `<${randomUUID()}@${domain}>`;
}

/**
 * Queues messages in the caller's transaction, so they exist exactly when the event that causes them was
 * written (an order placed, a payment recorded): nothing is sent for a rolled-back event and nothing is
 * lost for a committed one. The worker (mail-delivery.ts) sends them. The Message-ID is fixed here and
 * kept by every retry, so a mail system that sees a message twice can tell it is one message.
 */
export function queueMail(
  db: Executor,
  mails: OutgoingMail[],
  messageIdDomain: string,
): Promise<OutboxRow[]> {
  return createOutboxRepository(db).insert(
    mails.map((mail) => ({
      messageId: newMessageId(messageIdDomain),
      kind: mail.payload.kind,
      recipient: mail.to,
      subject: mail.subject,
      payload: withoutThumbnails(mail.payload),
      orderId: mail.orderId ?? null,
      ...(mail.notBefore ? { nextAttemptAt: mail.notBefore } : {}),
    })),
  );
}
