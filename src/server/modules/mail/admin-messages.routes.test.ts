import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages } from '#server/db/schema';
import { insertPlacedOrder, setUpLoggedInAdminApp } from '#server/test/admin-fixtures';
import { sampleOrderSummary } from '#server/test/mail-fixtures';
import { type SmtpTestServer, startSmtpTestServer } from '#server/test/smtp-test-server';
import type { TestApp } from '#server/test/test-app';
import { formatOrderNumber } from '#shared/order-number';
import { adminMessageListSchema, adminMessageViewSchema } from '#shared/schemas/admin-messages';
import { createSmtpTransport } from './mail-transport.ts';
import { orderReceivedMails } from './order-mails.ts';
import { queueMail } from './outbox.ts';

/**
 * Admin → Messages lists the outbox, shows a message as it goes out, and sends it again
 * (docs/decisions/0027-mail-outbox.md).
 */

let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(async () => {
  await smtp.stop();
});

let t: TestApp;
let cookie: string;
setUpLoggedInAdminApp(
  (app, adminCookie) => {
    t = app;
    cookie = adminCookie;
  },
  {
    // A transport that reaches the test server lazily: the server starts before any message is sent.
    mail: {
      transport: {
        send: (mail) => createSmtpTransport(smtp.url).send(mail),
        close: () => {},
      },
      from: 'orders@shop.test',
      deliveryIntervalMs: 3_600_000,
    },
  },
);

beforeEach(async () => {
  await t.handle.db.delete(outboxMessages);
  smtp.received.length = 0;
});

const get = (url: string, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method: 'GET', url, headers });
const resend = (id: number | string, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method: 'POST', url: `/api/admin/messages/${id}/resend`, headers });

async function queueSample() {
  const order = await insertPlacedOrder(t.handle.db);
  return queueMail(
    t.handle.db,
    orderReceivedMails(sampleOrderSummary({ id: order.id }), 'the store', 'owner@shop.test'),
    'shop.test',
  );
}

describe('Admin → Messages', () => {
  it('lists the outbox newest first with each message’s state, and says that mail is sent', async () => {
    expect(adminMessageListSchema.parse((await get('/api/admin/messages')).json())).toEqual({
      messages: [],
      sending: true,
      page: 1,
      pageSize: 50,
      total: 0,
      pageCount: 1,
    });
    const [customer, shop] = await queueSample();
    const list = adminMessageListSchema.parse((await get('/api/admin/messages')).json());
    expect(list.total).toBe(2);
    expect(list.messages.map((message) => message.id).sort()).toEqual([customer?.id, shop?.id].sort());
    expect(list.messages.find((message) => message.id === customer?.id)).toMatchObject({
      kind: 'order-received',
      recipient: 'ada@example.com',
      subject: customer?.subject,
      state: 'waiting',
      attempts: 0,
      lastError: null,
      orderNumber: formatOrderNumber(customer?.orderId ?? 0),
      sentAt: null,
    });
  });

  it('shows one message rendered, HTML and plain text', async () => {
    const [customer] = await queueSample();
    const response = await get(`/api/admin/messages/${customer?.id}`);
    expect(response.statusCode).toBe(200);
    const view = adminMessageViewSchema.parse(response.json());
    expect(view.html).toContain('Thank you for your order, Ada!');
    expect(view.text).toContain('12 × $84.48   $1,013.76');
  });

  it('sends a failed message again', async () => {
    const [customer] = await queueSample();
    await t.handle.db
      .update(outboxMessages)
      .set({ state: 'failed', attempts: 12, lastError: '550 No such mailbox' });
    const response = await resend(customer?.id ?? 0);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: customer?.id,
      state: 'waiting',
      attempts: 0,
      lastError: null,
    });
    // Under a new Message-ID: a mail system would drop a second message with the first one's.
    const [arrived] = await smtp.waitFor(1);
    expect(arrived?.messageId).toMatch(/^<.+@.+>$/);
    expect(arrived?.messageId).not.toBe(customer?.messageId);
  });

  it('refuses to send again a message that is still waiting (it may be going out right now)', async () => {
    const [customer] = await queueSample();
    const response = await resend(customer?.id ?? 0);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'This message is waiting to be sent already' });
  });

  it('answers 404 for a message that does not exist, 400 for a bad id, 401 without a session', async () => {
    expect((await get('/api/admin/messages/999999')).statusCode).toBe(404);
    expect((await resend(999999)).statusCode).toBe(404);
    expect((await get('/api/admin/messages/abc')).statusCode).toBe(400);
    expect((await resend('-1')).statusCode).toBe(400);
    expect((await get('/api/admin/messages?page=0')).statusCode).toBe(400);
    expect((await get('/api/admin/messages', {})).statusCode).toBe(401);
    expect((await get('/api/admin/messages/1', {})).statusCode).toBe(401);
    expect((await resend(1, {})).statusCode).toBe(401);
  });
});
