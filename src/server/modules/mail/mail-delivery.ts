import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '#server/db/client';
import { type MailKind, orderPageLinkKinds } from '#shared/mail-payloads';
import { orderPagePath } from '#shared/order-number';
import { quotePagePath } from '#shared/quotes';
import type { MailTransport } from './mail-transport.ts';
import { createOutboxRepository, type OutboxRow } from './outbox.repository.ts';
import { renderMail } from './render-mail.ts';

export type RetryPolicy = {
  /** The wait after the first failed attempt; each later one doubles it, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Attempts before a message is given up as failed (the admin can send it again). */
  maxAttempts: number;
  /** How long a message taken for sending is left to its sender before another may try it. */
  leaseMs: number;
};

const defaultRetryPolicy: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 12,
  leaseMs: 2 * 60_000,
};

/**
 * The links a message carries to a customer's page, minted for each sending so that their tokens exist only
 * in the message (and as hashes with their owners), never in the outbox. The owning modules supply them
 * (app.ts): mail imports no module (docs/architecture.md).
 */
export type MailLinks = {
  /** A new token for the order's page. */
  orderPage: (db: Executor, orderId: number) => Promise<string>;
  /** A new token for a quote's page. */
  quotePage: (db: Executor, quoteReplyId: number) => Promise<string>;
};

export type MailDeliveryDeps = {
  db: Database;
  transport: MailTransport;
  from: string;
  publicUrl: string;
  links: MailLinks;
  log: FastifyBaseLogger;
  retry?: RetryPolicy;
  now?: () => Date;
  /** Asked before each message is taken: true once the app is closing (no new message is started). */
  stopping?: () => boolean;
};

/** The wait before attempt `attempts + 1`: 30 s, 1 min, 2 min, ... up to an hour. */
function retryDelayMs(attempts: number, policy: RetryPolicy): number {
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, attempts - 1));
}

type SmtpError = { responseCode?: unknown; command?: unknown; code?: unknown };

/**
 * A 5xx refusal of this message (its recipient, or its content) is permanent: it would be refused again.
 * Any other failure (a wrong password, a refused sender, a connection) is the shop's or the moment's, and
 * is tried again.
 */
function isPermanent(error: unknown): boolean {
  const { responseCode, command } = (error ?? {}) as SmtpError;
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    (command === 'RCPT TO' || command === 'DATA')
  );
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message.slice(0, 500);
  return String(error).slice(0, 500);
}

/** What the log keeps of a failure: codes only (a mail server's words may hold the recipient's address). */
function errorCodes(error: unknown) {
  const { responseCode, command, code } = (error ?? {}) as SmtpError;
  return { code, responseCode, command };
}

/** A send that takes longer than this is given up (and tried again later), well inside the lease. */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The mail server took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * A customer's message about an order gets a link to the order's page made now, for this sending: its token
 * exists only in the message and as a hash in order_links, never in the outbox.
 */
async function orderPageUrlFor(deps: MailDeliveryDeps, row: OutboxRow): Promise<string | undefined> {
  if (row.orderId === null || !orderPageLinkKinds.has(row.kind as MailKind)) return undefined;
  const token = await deps.links.orderPage(deps.db, row.orderId);
  return `${deps.publicUrl.replace(/\/+$/, '')}${orderPagePath(row.orderId, token)}`;
}

/** A quote's reply: a fresh link to the quote, made for this sending as an order's is. */
async function quotePageUrlFor(deps: MailDeliveryDeps, row: OutboxRow): Promise<string | undefined> {
  if (row.payload.kind !== 'quote-reply') return undefined;
  const token = await deps.links.quotePage(deps.db, row.payload.reply.replyId);
  return `${deps.publicUrl.replace(/\/+$/, '')}${quotePagePath(token)}`;
}

async function deliverOne(deps: MailDeliveryDeps, row: OutboxRow, policy: RetryPolicy): Promise<boolean> {
  const now = deps.now ?? (() => new Date());
  const repository = createOutboxRepository(deps.db);
  try {
    const orderPageUrl = await orderPageUrlFor(deps, row);
    const quotePageUrl = await quotePageUrlFor(deps, row);
    const { html, text } = await renderMail(row.payload, {
      publicUrl: deps.publicUrl,
      orderPageUrl,
      quotePageUrl,
    });
    const sending = deps.transport.send({
      messageId: row.messageId,
      from: deps.from,
      to: row.recipient,
      subject: row.subject,
      html,
      text,
    });
    await withDeadline(sending, Math.floor((policy.leaseMs * 3) / 4));
  } catch (error) {
    const giveUp = isPermanent(error) || row.attempts >= policy.maxAttempts;
    const retryAt = giveUp ? null : new Date(now().getTime() + retryDelayMs(row.attempts, policy));
    await repository.markAttemptFailed(row, errorText(error), retryAt);
    deps.log.warn(
      { mail: row.id, kind: row.kind, attempts: row.attempts, retryAt, ...errorCodes(error) },
      giveUp ? 'e-mail failed; given up' : 'e-mail failed; will try again',
    );
    return false;
  }
  await repository.markSent(row, now());
  deps.log.info({ mail: row.id, kind: row.kind }, 'e-mail sent');
  return true;
}

/**
 * Sends the messages that are due, one at a time, until none is left or the app is closing: at least once
 * each. Each message is claimed just before it is sent, under a lease longer than a send may take (see
 * withDeadline), so another instance never takes it meanwhile; a process that dies after the mail server
 * took a message but before marking it sent sends it again after the lease, with the same Message-ID.
 * Instances share the work through the database (SKIP LOCKED).
 */
export async function deliverDueMail(deps: MailDeliveryDeps): Promise<{ sent: number; failed: number }> {
  const policy = deps.retry ?? defaultRetryPolicy;
  const now = deps.now ?? (() => new Date());
  const repository = createOutboxRepository(deps.db);
  let sent = 0;
  let failed = 0;
  while (!deps.stopping?.()) {
    const at = now();
    const claimed = await repository.claimDue(at, new Date(at.getTime() + policy.leaseMs), 1);
    if (claimed.length === 0) break;
    // One row is asked for; should a claim ever hold more, each is sent now rather than after its lease.
    for (const row of claimed) {
      if (await deliverOne(deps, row, policy)) sent += 1;
      else failed += 1;
    }
  }
  return { sent, failed };
}
