import type { Database } from '#server/db/client';
import { conflict, notFound } from '#server/errors';
import { formatOrderNumber } from '#shared/order-number';
import { pageInfo, pageOffset } from '#shared/paging';
import { ADMIN_PAGE_SIZE } from '#shared/schemas/admin';
import type { AdminMessage, AdminMessageList, AdminMessageView } from '#shared/schemas/admin-messages';
import type { Mailer } from './mailer.ts';
import { createOutboxRepository, type OutboxRow } from './outbox.repository.ts';
import { renderMail } from './render-mail.ts';

const messageNotFound = () => notFound('Message not found');

function toAdminMessage(row: OutboxRow): AdminMessage {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    state: row.state,
    attempts: row.attempts,
    lastError: row.lastError,
    orderNumber: row.orderId === null ? null : formatOrderNumber(row.orderId),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
  };
}

export type AdminMessagesDeps = { db: Database; mailer: Mailer; publicUrl: string };

/** Admin → Messages: every message of the outbox, newest first. */
export async function listMessages(deps: AdminMessagesDeps, page = 1): Promise<AdminMessageList> {
  const { rows, total } = await createOutboxRepository(deps.db).listPage(ADMIN_PAGE_SIZE, pageOffset(page));
  return { messages: rows.map(toAdminMessage), sending: deps.mailer.sends, ...pageInfo(page, total) };
}

/** One message rendered as it goes out (or went out). */
export async function viewMessage(deps: AdminMessagesDeps, id: number): Promise<AdminMessageView> {
  const row = await createOutboxRepository(deps.db).findById(id);
  if (!row) throw messageNotFound();
  return { ...toAdminMessage(row), ...(await renderMail(row.payload, { publicUrl: deps.publicUrl })) };
}

/**
 * Sends a sent or failed message again, under a new Message-ID: waiting, due now, its attempts counted
 * afresh; the worker is told at once. A waiting message is refused (409): it may be going out right now.
 */
export async function resendMessage(deps: AdminMessagesDeps, id: number): Promise<AdminMessage> {
  const repository = createOutboxRepository(deps.db);
  const row = await repository.requeue(id, new Date(), deps.mailer.newMessageId());
  if (!row) {
    if (await repository.findById(id)) throw conflict('This message is waiting to be sent already');
    throw messageNotFound();
  }
  deps.mailer.committed([row]);
  return toAdminMessage(row);
}
