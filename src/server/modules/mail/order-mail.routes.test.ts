import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages } from '#server/db/schema';
import { insertAdmin } from '#server/test/admin-fixtures';
import {
  insertCartLine,
  insertOrderableProduct,
  orderBody,
  orderHeaders,
  placeOrderRequest,
} from '#server/test/checkout-fixtures';
import { type MailingShop, startMailingShop } from '#server/test/mailing-shop';
import {
  capturePaypalOrder,
  createPaypalTestApp,
  openPaypalOrder,
  placeOrderWithCart,
  submitApproval,
} from '#server/test/paypal-fixtures';
import { type SmtpTestServer, startSmtpTestServer } from '#server/test/smtp-test-server';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { createSmtpTransport } from './mail-transport.ts';

/**
 * The order's e-mails are queued with the order and go out through a real SMTP server
 * (docs/decisions/0027-mail-outbox.md).
 */

let smtp: SmtpTestServer;
let t: Awaited<ReturnType<typeof createPaypalTestApp>>;
let productId: number;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createPaypalTestApp(undefined, {
    mail: {
      transport: createSmtpTransport(smtp.url),
      from: 'PrintPro Signs <orders@shop.test>',
      // Only the nudge after each commit sends: the test sees what each event sent.
      deliveryIntervalMs: 3_600_000,
    },
  });
  await insertAdmin(t.handle.db);
  productId = (await insertOrderableProduct(t.handle.db)).id;
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
beforeEach(() => {
  smtp.received.length = 0;
});

async function outboxRows(orderId: number) {
  return t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, orderId));
}

describe('the e-mails of an order', () => {
  it('pay in store: the customer and the shop are written to as the order is placed', async () => {
    const sessionId = randomUUID();
    await insertCartLine(t.handle.db, { sessionId, productId, quantity: 2, totalPrice: '40.00' });
    const response = await placeOrderRequest(t.app, orderHeaders(sessionId), orderBody());
    expect(response.statusCode).toBe(201);
    const order = response.json();

    const received = await smtp.waitFor(2);
    const toCustomer = received.find((mail) => mail.to.includes('pat@example.com'));
    const toShop = received.find((mail) => mail.to.includes('owner@printshop.example'));
    expect(toCustomer?.subject).toBe(`Your order ${order.orderNumber} at PrintPro Signs`);
    expect(toCustomer?.text).toContain('Pay in store: you pay when you collect your order');
    // Paid in store, so collected there.
    expect(toCustomer?.text).toContain('Store pickup at');
    expect(toCustomer?.text).toContain(`Total`);
    // The date the checkout promised, counted as the order's page counts it, and the proof choice.
    expect(order.expected).toMatch(/^Ready for pickup \w{3}, \w{3} \d{1,2}( – \w{3}, \w{3} \d{1,2})?$/);
    expect(toCustomer?.text).toContain(`Expected: ${order.expected}`);
    expect(toCustomer?.text).toContain('You chose to print as submitted');
    expect(toShop?.text).toContain(`Expected: ${order.expected}`);
    const confirmation = await t.app.inject({
      url: `/api/orders/${order.id}`,
      headers: { 'x-session-id': sessionId },
    });
    expect(confirmation.json()).toMatchObject({ expected: order.expected, proofRequested: false });
    expect(toCustomer?.html).toContain(order.items[0].productName);
    expect(toShop?.subject).toContain(`New order ${order.orderNumber}`);
    expect(toShop?.html).toContain('http://shop.test/admin/orders');
    expect(toShop?.text).toContain('Pay in store: not paid yet');
    // Marked sent once the mail server took each (a moment after it arrived there).
    await expect
      .poll(async () => (await outboxRows(order.id)).map((row) => row.state))
      .toEqual(['sent', 'sent']);
  });

  it('a retried checkout (the same Idempotency-Key) sends nothing twice', async () => {
    const sessionId = randomUUID();
    await insertCartLine(t.handle.db, { sessionId, productId });
    const headers = orderHeaders(sessionId);
    const first = await placeOrderRequest(t.app, headers, orderBody());
    const again = await placeOrderRequest(t.app, headers, orderBody());
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    await smtp.waitFor(2);
    expect(await outboxRows(first.json().id)).toHaveLength(2);
  });

  it('PayPal: nothing while the customer is away paying; the order e-mails once PayPal has captured it', async () => {
    const placed = await placeOrderWithCart(t.handle.db, t.storage);
    const paypalOrderId = await openPaypalOrder(t.app, placed);
    expect(await outboxRows(placed.order.id)).toEqual([]);

    await submitApproval(t.app, paypalOrderId, 'pay');
    const captured = await capturePaypalOrder(t.app, placed.sessionId, paypalOrderId);
    expect(captured.statusCode).toBe(200);
    const received = await smtp.waitFor(2);
    expect(received.find((mail) => mail.to.includes('pat@example.com'))?.text).toContain('PayPal: paid');
  });
});

describe('two messages of one event', () => {
  let shop: MailingShop;
  beforeAll(async () => {
    shop = await startMailingShop();
  });
  afterAll(() => shop?.close());

  it('the shop’s notice goes out as fast as the customer’s, whatever the outbox’s statistics say', async () => {
    const db = shop.t.handle.db;
    // The outbox as the embedded database's vacuum may find it: one message, and its statistics taken.
    const first = randomUUID();
    await insertCartLine(db, { sessionId: first, productId: shop.productId });
    expect((await placeOrderRequest(shop.t.app, orderHeaders(first), orderBody())).statusCode).toBe(201);
    await shop.smtp.waitFor(2);
    await db.delete(outboxMessages).where(eq(outboxMessages.kind, 'shop-new-order'));
    await db.execute(sql`VACUUM ANALYZE outbox_messages`);
    shop.smtp.received.length = 0;

    const sessionId = randomUUID();
    await insertCartLine(db, { sessionId, productId: shop.productId });
    const placedAt = Date.now();
    expect((await placeOrderRequest(shop.t.app, orderHeaders(sessionId), orderBody())).statusCode).toBe(201);
    // Both within 5 s of the order (the shop's notice waited out a two-minute lease before).
    const received = await shop.smtp.waitFor(2, 5_000);
    expect(Date.now() - placedAt).toBeLessThan(5_000);
    expect(received.map((mail) => mail.subject).sort()).toEqual([
      expect.stringMatching(/^New order #\d+/),
      expect.stringMatching(/^Your order #\d+ at PrintPro Signs$/),
    ]);
  });
});

describe('without a mail server (no SMTP_URL)', () => {
  let quiet: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    quiet = await createTestApp({ logger: { level: 'info', stream }, mail: { from: 'orders@shop.test' } });
  });
  afterAll(async () => {
    await quiet?.close();
  });

  it('keeps the messages in the outbox and logs their recipient and subject', async () => {
    const db = quiet.handle.db;
    const product = await insertOrderableProduct(db);
    const sessionId = randomUUID();
    await insertCartLine(db, { sessionId, productId: product.id });
    const response = await placeOrderRequest(quiet.app, orderHeaders(sessionId), orderBody());
    expect(response.statusCode).toBe(201);
    const rows = await db.select().from(outboxMessages);
    expect(rows.map((row) => [row.recipient, row.state])).toEqual([['pat@example.com', 'waiting']]);
    const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.mail === rows[0]?.id);
    expect(logged).toMatchObject({ to: 'pat@example.com', subject: rows[0]?.subject });
  });
});
