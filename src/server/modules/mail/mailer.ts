import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Executor } from '#server/db/client';
import { adminUsersReadModel as adminUsers } from '#server/db/schema/auth';
import { schedulePeriodicTask } from '#server/plugins/periodic-task';
import type { MailKind } from '#shared/mail-payloads';
import { deliverDueMail, type MailLinks, type RetryPolicy } from './mail-delivery.ts';
import type { MailTransport } from './mail-transport.ts';
import { createOutboxRepository, type OutboxRow } from './outbox.repository.ts';
import { newMessageId, type OutgoingMail, queueMail } from './outbox.ts';

export type MailOptions = {
  /** Where messages go (SMTP_URL); absent, they stay in the outbox, logged, readable in the admin. */
  transport?: MailTransport | undefined;
  /** The From address (MAIL_FROM). */
  from: string;
  /** Where the shop's own notices go (SHOP_NOTIFY_EMAIL); absent, to the first admin's e-mail. */
  shopNotifyEmail?: string | undefined;
  /** How often the outbox is looked at for messages due (retries, other instances' messages). */
  deliveryIntervalMs?: number;
  retry?: RetryPolicy;
  /** How long a status e-mail waits before it is sent (STATUS_MAIL_DELAY_SECONDS); 60 s by default. */
  statusMailDelayMs?: number;
};

/** A message queued in the outbox, as the other modules see it. */
export type QueuedMail = OutboxRow;

/** What the services use to send mail: queue in their transaction, then tell the mailer once it committed. */
export type Mailer = {
  queue: (tx: Executor, mails: OutgoingMail[]) => Promise<OutboxRow[]>;
  /** After the transaction that queued `rows` committed: send them now (or, without a transport, log them). */
  committed: (rows: OutboxRow[]) => void;
  /** The address of the shop's own notices. */
  shopEmail: (db: Executor) => Promise<string | undefined>;
  /** Whether messages are sent at all (a transport is set: SMTP_URL). */
  sends: boolean;
  /** A new Message-ID in the shop's domain (an admin's resend). */
  newMessageId: () => string;
  /** How long a status e-mail waits, so that a status changed back in time sends nothing. */
  statusMailDelayMs: number;
  /** In the caller's transaction: deletes the order's unsent messages of these kinds (a newer event replaced them). */
  withdrawUnsent: (tx: Executor, orderId: number, kinds: readonly MailKind[]) => Promise<number>;
};

const DEFAULT_STATUS_MAIL_DELAY_MS = 60_000;

const DEFAULT_DELIVERY_INTERVAL_MS = 5_000;

export function createMailer(
  app: FastifyInstance,
  deps: { db: Database; publicUrl: string; links: MailLinks; options: MailOptions | undefined },
): Mailer {
  const { options } = deps;
  const domain = new URL(deps.publicUrl).hostname || 'localhost';
  const transport = options?.transport;
  let deliverNow = () => {};
  let closing = false;
  if (transport && options) {
    // Before onClose waits for a delivery in progress: it finishes the message it is sending, no more.
    app.addHook('preClose', async () => {
      closing = true;
    });
    deliverNow = schedulePeriodicTask(app, {
      name: 'mail delivery',
      intervalMs: options.deliveryIntervalMs ?? DEFAULT_DELIVERY_INTERVAL_MS,
      run: () =>
        deliverDueMail({
          db: deps.db,
          transport,
          from: options.from,
          publicUrl: deps.publicUrl,
          links: deps.links,
          log: app.log,
          stopping: () => closing,
          ...(options.retry ? { retry: options.retry } : {}),
        }),
    }).runNow;
    app.addHook('onClose', async () => transport.close());
  }
  return {
    sends: transport !== undefined,
    newMessageId: () => newMessageId(domain),
    statusMailDelayMs: options?.statusMailDelayMs ?? DEFAULT_STATUS_MAIL_DELAY_MS,
    withdrawUnsent: (tx, orderId, kinds) => createOutboxRepository(tx).withdrawUnsent(orderId, kinds),
    queue: (tx, mails) => queueMail(tx, mails, domain),
    committed(rows) {
      if (rows.length === 0) return;
      if (transport) {
        deliverNow();
        return;
      }
      for (const row of rows) {
        app.log.info(
          { mail: row.id, to: row.recipient, subject: row.subject },
          'e-mail kept in the outbox: no SMTP_URL is set (Admin → Messages shows it)',
        );
      }
    },
    async shopEmail(db) {
      if (options?.shopNotifyEmail) return options.shopNotifyEmail;
      const [first] = await db
        .select({ email: adminUsers.email })
        .from(adminUsers)
        .orderBy(asc(adminUsers.id))
        .limit(1);
      return first?.email;
    },
  };
}
