import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
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

export const defaultRetryPolicy: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 12,
  leaseMs: 2 * 60_000,
};

export type MailDeliveryDeps = {
  db: Database;
  transport: MailTransport;
  from: string;
  publicUrl: string;
  log: FastifyBaseLogger;
  retry?: RetryPolicy;
  now?: () => Date;
  batchSize?: number;
};

/** The wait before attempt `attempts + 1`: 30 s, 1 min, 2 min, ... up to an hour. */
export function retryDelayMs(attempts: number, policy: RetryPolicy): number {
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, attempts - 1));
}

/** An SMTP answer in the 5xx range is permanent: the same message will be refused again. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message.slice(0, 500);
  return String(error).slice(0, 500);
}

async function deliverOne(deps: MailDeliveryDeps, row: OutboxRow, policy: RetryPolicy): Promise<boolean> {
  const now = deps.now ?? (() => new Date());
  const repository = createOutboxRepository(deps.db);
  try {
    const { html, text } = await renderMail(row.payload, { publicUrl: deps.publicUrl });
    await deps.transport.send({
      messageId: row.messageId,
      from: deps.from,
      to: row.recipient,
      subject: row.subject,
      html,
      text,
    });
  } catch (error) {
    const giveUp = isPermanent(error) || row.attempts >= policy.maxAttempts;
    const retryAt = giveUp ? null : new Date(now().getTime() + retryDelayMs(row.attempts, policy));
    await repository.markAttemptFailed(row.id, errorText(error), retryAt);
    deps.log.warn(
      { mail: row.id, kind: row.kind, attempts: row.attempts, retryAt, err: error },
      giveUp ? 'e-mail failed; given up' : 'e-mail failed; will try again',
    );
    return false;
  }
  await repository.markSent(row.id, now());
  deps.log.info({ mail: row.id, kind: row.kind }, 'e-mail sent');
  return true;
}

/**
 * Sends the messages that are due, a batch at a time, until none is left: at least once each (a process
 * that dies after the transport took a message but before it was marked sent sends it again after the
 * lease, with the same Message-ID). Instances share the work through the database (SKIP LOCKED).
 */
export async function deliverDueMail(deps: MailDeliveryDeps): Promise<{ sent: number; failed: number }> {
  const policy = deps.retry ?? defaultRetryPolicy;
  const now = deps.now ?? (() => new Date());
  const repository = createOutboxRepository(deps.db);
  let sent = 0;
  let failed = 0;
  for (;;) {
    const at = now();
    const batch = await repository.claimDue(
      at,
      new Date(at.getTime() + policy.leaseMs),
      deps.batchSize ?? 10,
    );
    if (batch.length === 0) return { sent, failed };
    for (const row of batch) {
      if (await deliverOne(deps, row, policy)) sent += 1;
      else failed += 1;
    }
  }
}
