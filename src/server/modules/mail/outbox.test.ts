import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { outboxMessages } from '#server/db/schema';
import { mintOrderLink } from '#server/modules/orders/order-links';
import { mintQuoteLink } from '#server/modules/quotes/quote-links';
import { insertPlacedOrder } from '#server/test/admin-fixtures';
import { sampleOrderSummary as sampleOf } from '#server/test/mail-fixtures';
import { type SmtpTestServer, startSmtpTestServer } from '#server/test/smtp-test-server';
import { createTestDatabase } from '#server/test/test-database';
import { deliverDueMail, type MailDeliveryDeps, type RetryPolicy } from './mail-delivery.ts';
import { createSmtpTransport, type MailTransport } from './mail-transport.ts';
import { orderReceivedMails } from './order-mails.ts';
import { createOutboxRepository } from './outbox.repository.ts';
import { queueMail } from './outbox.ts';

const retry: RetryPolicy = { firstDelayMs: 30_000, maxDelayMs: 3_600_000, maxAttempts: 3, leaseMs: 120_000 };
const log = pino({ level: 'silent' });
const publicUrl = 'https://shop.example';
const from = 'PrintPro Signs <orders@shop.example>';

let handle: DatabaseHandle;
let smtp: SmtpTestServer;
let transport: MailTransport;
let clock: Date;
/** The sample order, with the id of an order row (messages name the order they are about). */
let orderId: number;
const sampleOrderSummary = () => sampleOf({ id: orderId });

beforeAll(async () => {
  handle = await createTestDatabase();
  orderId = (await insertPlacedOrder(handle.db)).id;
  smtp = await startSmtpTestServer();
  transport = createSmtpTransport(smtp.url);
});
afterAll(async () => {
  transport.close();
  await smtp.stop();
  await handle.close();
});
beforeEach(async () => {
  await handle.db.delete(outboxMessages);
  smtp.received.length = 0;
  // A moment ahead of the database's clock, which stamps a queued message due at once.
  clock = new Date(Date.now() + 1000);
});

const deliver = (overrides: Partial<MailDeliveryDeps> = {}) =>
  deliverDueMail({
    db: handle.db,
    transport,
    from,
    publicUrl,
    links: { orderPage: mintOrderLink, quotePage: mintQuoteLink },
    log,
    retry,
    now: () => clock,
    ...overrides,
  });

async function queueOrderMails() {
  const order = sampleOrderSummary();
  return handle.db.transaction((tx) =>
    queueMail(
      tx,
      orderReceivedMails(order, '123 Print Avenue, Springfield, IL 62701', 'owner@shop.example'),
      'shop.example',
    ),
  );
}

async function stored(id: number) {
  const [row] = await handle.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row;
}

describe('the outbox', () => {
  it('sends each queued message over SMTP once, with its HTML, its text and its Message-ID', async () => {
    const [customer, shop] = await queueOrderMails();
    expect(await deliver()).toEqual({ sent: 2, failed: 0 });
    const received = await smtp.waitFor(2);
    const toCustomer = received.find((mail) => mail.to.includes('ada@example.com'));
    expect(toCustomer?.subject).toBe('Your order #007 at PrintPro Signs');
    expect(toCustomer?.messageId).toBe(customer?.messageId);
    expect(toCustomer?.from).toContain('orders@shop.example');
    expect(toCustomer?.html).toContain('Thank you for your order, Ada!');
    expect(toCustomer?.text).toContain('12 × $84.48');
    expect(toCustomer?.text).toContain('Quantity discount (10%)');
    expect(received.find((mail) => mail.to.includes('owner@shop.example'))?.subject).toBe(
      'New order #007: $927.38 from Ada Lovelace',
    );
    expect((await stored(shop?.id ?? 0))?.state).toBe('sent');
    // Nothing is due any more: a second run sends nothing again.
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  it('queues nothing for an event whose transaction rolled back', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await queueMail(tx, orderReceivedMails(sampleOrderSummary(), 'the store', undefined), 'shop.example');
        throw new Error('the order could not be written');
      }),
    ).rejects.toThrow('the order could not be written');
    expect(await handle.db.select().from(outboxMessages)).toHaveLength(0);
  });

  it('keeps messages while the mail server is down and sends them, once, when it is back', async () => {
    const [first] = await queueOrderMails();
    await smtp.stop();
    try {
      expect(await deliver()).toEqual({ sent: 0, failed: 2 });
      const waiting = await stored(first?.id ?? 0);
      expect(waiting).toMatchObject({ state: 'waiting', attempts: 1 });
      expect(waiting?.lastError).toBeTruthy();
      expect(waiting?.nextAttemptAt).toEqual(new Date(clock.getTime() + 30_000));
      // Not due yet: nothing is tried.
      clock = new Date(clock.getTime() + 20_000);
      expect(await deliver()).toEqual({ sent: 0, failed: 0 });
      // Due, still down: the wait doubles.
      clock = new Date(clock.getTime() + 10_000);
      expect(await deliver()).toEqual({ sent: 0, failed: 2 });
      expect((await stored(first?.id ?? 0))?.nextAttemptAt).toEqual(new Date(clock.getTime() + 60_000));
    } finally {
      await smtp.restart();
    }
    clock = new Date(clock.getTime() + 60_000);
    expect(await deliver()).toEqual({ sent: 2, failed: 0 });
    await smtp.waitFor(2);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(2);
    expect(await stored(first?.id ?? 0)).toMatchObject({ state: 'sent', attempts: 3, lastError: null });
  });

  it('gives a message up after its last attempt; the admin can queue it again', async () => {
    const [first] = await queueOrderMails();
    await smtp.stop();
    try {
      for (let attempt = 1; attempt <= retry.maxAttempts; attempt += 1) {
        await deliver();
        clock = new Date(clock.getTime() + retry.maxDelayMs);
      }
      expect(await stored(first?.id ?? 0)).toMatchObject({ state: 'failed', attempts: 3 });
      expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    } finally {
      await smtp.restart();
    }
    await createOutboxRepository(handle.db).requeue(first?.id ?? 0, clock, '<again@shop.example>');
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
  });

  it('sends again, with the same Message-ID, a message whose sender died before marking it sent', async () => {
    const [first] = await queueOrderMails();
    // A sender takes both messages and dies: they stay waiting under its lease.
    await createOutboxRepository(handle.db).claimDue(clock, new Date(clock.getTime() + retry.leaseMs), 10);
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    clock = new Date(clock.getTime() + retry.leaseMs + 1);
    expect(await deliver()).toEqual({ sent: 2, failed: 0 });
    const received = await smtp.waitFor(2);
    expect(received.map((mail) => mail.messageId)).toContain(first?.messageId);
  });

  it('lets a sender whose lease ran out change nothing the sender after it did', async () => {
    await queueOrderMails();
    const repository = createOutboxRepository(handle.db);
    const [stale] = await repository.claimDue(clock, new Date(clock.getTime() + retry.leaseMs), 1);
    clock = new Date(clock.getTime() + retry.leaseMs + 1);
    expect(await deliver()).toEqual({ sent: 2, failed: 0 });
    // The first sender comes back late and reports a failure: the message stays sent.
    await repository.markAttemptFailed(stale as NonNullable<typeof stale>, 'timed out', null);
    expect(await stored(stale?.id ?? 0)).toMatchObject({ state: 'sent', lastError: null });
  });

  it('starts no message once the app is closing', async () => {
    await queueOrderMails();
    expect(await deliver({ stopping: () => true })).toEqual({ sent: 0, failed: 0 });
    expect((await handle.db.select().from(outboxMessages)).map((row) => row.attempts)).toEqual([0, 0]);
  });

  it('claims one message at a time, even when the statistics say the outbox is nearly empty', async () => {
    // Statistics taken while the outbox held one message (the embedded database's vacuum analyses it).
    await queueOrderMails();
    await handle.db.delete(outboxMessages).where(eq(outboxMessages.recipient, 'owner@shop.example'));
    await handle.db.execute(sql`VACUUM ANALYZE outbox_messages`);
    await handle.db.update(outboxMessages).set({ state: 'sent' });
    await queueOrderMails();
    const claimed = await createOutboxRepository(handle.db).claimDue(clock, new Date(clock.getTime() + 1), 1);
    expect(claimed).toHaveLength(1);
    const waiting = await handle.db.select().from(outboxMessages).where(eq(outboxMessages.state, 'waiting'));
    expect(waiting.map((row) => row.attempts).sort()).toEqual([0, 1]);
  });

  it('shares the work between instances: each message goes out once', async () => {
    await handle.db.transaction(async (tx) => {
      for (let index = 0; index < 10; index += 1) {
        await queueMail(tx, orderReceivedMails(sampleOrderSummary(), 'the store', undefined), 'shop.example');
      }
    });
    const results = await Promise.all([deliver(), deliver(), deliver()]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(10);
    await smtp.waitFor(10);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(10);
  });
});

describe('a refusal of the mail server', () => {
  let refusing: SmtpTestServer;
  afterEach(async () => {
    await refusing?.stop();
  });

  /** The order's two messages, sent through a server that refuses as told; answers the customer's row. */
  async function deliverThrough(refusal: { refuseRecipients?: boolean; refuseSender?: boolean }) {
    refusing = await startSmtpTestServer(0, refusal);
    const refusingTransport = createSmtpTransport(refusing.url);
    const [first] = await queueOrderMails();
    expect(await deliver({ transport: refusingTransport })).toEqual({ sent: 0, failed: 2 });
    refusingTransport.close();
    return stored(first?.id ?? 0);
  }

  it('of the recipient (5xx to RCPT TO) is permanent: the message fails at once, with the server’s words', async () => {
    const row = await deliverThrough({ refuseRecipients: true });
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(row?.lastError).toContain('No such mailbox');
  });

  it('of the shop’s sender address (5xx to MAIL FROM) is the shop’s to fix: the message waits to be tried again', async () => {
    const row = await deliverThrough({ refuseSender: true });
    expect(row).toMatchObject({ state: 'waiting', attempts: 1 });
    expect(row?.lastError).toContain('Sender address rejected');
  });
});
