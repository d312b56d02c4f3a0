import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderLinks, orders, outboxMessages } from '#server/db/schema';
import { createSmtpTransport } from '#server/modules/mail/mail-transport';
import { insertAdmin, loginCookie } from '#server/test/admin-fixtures';
import {
  insertCartLine,
  insertOrderableProduct,
  orderBody,
  orderHeaders,
  placeOrderRequest,
} from '#server/test/checkout-fixtures';
import { type MailingShop, orderLinkIn, startMailingShop } from '#server/test/mailing-shop';
import type { SmtpTestServer } from '#server/test/smtp-test-server';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { orderLookupSentMessage } from '#shared/schemas/order-page';

/**
 * The customer's order page, its links in the e-mails, the lookup, the admin's status e-mails
 * (docs/product/orders-and-statuses.md#the-order-page,
 * docs/product/orders-and-statuses.md#e-mails-about-the-order).
 */

let smtp: SmtpTestServer;
let t: TestApp;
let productId: number;
let admin: string;
let shop: MailingShop;

beforeAll(async () => {
  shop = await startMailingShop();
  ({ smtp, t, productId, admin } = shop);
});
afterAll(() => shop.close());
beforeEach(() => {
  smtp.received.length = 0;
});

const linkIn = orderLinkIn;

async function placeStoreOrder(overrides: Record<string, unknown> = {}, email = 'pat@example.com') {
  const sessionId = randomUUID();
  await insertCartLine(t.handle.db, { sessionId, productId, quantity: 2, totalPrice: '40.00' });
  const body = orderBody(overrides);
  const response = await placeOrderRequest(t.app, orderHeaders(sessionId), {
    ...body,
    customer: { ...body.customer, email },
  });
  expect(response.statusCode).toBe(201);
  const order = response.json() as { id: number; orderNumber: string };
  const received = await smtp.waitFor(2);
  const toCustomer = received.find((mail) => mail.to.includes(email));
  smtp.received.length = 0;
  return { order, sessionId, link: linkIn(toCustomer) };
}

function readPage(number: string, token?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/order-page/${number}`,
    headers: token === undefined ? {} : { 'x-order-token': token },
  });
}

function setStatus(id: number, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${id}/status`,
    headers: { cookie: admin },
    payload: body,
  });
}

describe('the order page link in the e-mail', () => {
  it('opens the order from any browser, and its token is kept nowhere but hashed', async () => {
    const { order, link } = await placeStoreOrder();
    expect(link.number).toBe(order.orderNumber.slice(1));
    const page = await readPage(link.number, link.token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.json()).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'new',
      paymentMethod: 'store',
      paidAt: null,
      tracking: null,
      items: [expect.objectContaining({ quantity: 2 })],
    });
    const outbox = await t.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.orderId, order.id));
    expect(JSON.stringify(outbox)).not.toContain(link.token);
    const links = await t.handle.db.select().from(orderLinks).where(eq(orderLinks.orderId, order.id));
    expect(links.length).toBeGreaterThan(0);
    expect(JSON.stringify(links)).not.toContain(link.token);
  });

  it('answers the same 404 for a wrong, missing or other order’s token and for an unknown number', async () => {
    const first = await placeStoreOrder();
    const second = await placeStoreOrder();
    const answers = await Promise.all([
      readPage(first.link.number),
      readPage(first.link.number, ''),
      readPage(
        first.link.number,
        `${first.link.token.slice(0, -1)}${first.link.token.endsWith('A') ? 'B' : 'A'}`,
      ),
      readPage(first.link.number, second.link.token),
      readPage('999999', first.link.token),
      readPage('not-a-number', first.link.token),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: 'Order not found', code: 'NOT_FOUND' });
    }
  });

  it('the confirmation page gets its own link, for the session that placed the order only', async () => {
    const { order, sessionId } = await placeStoreOrder();
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/page-link`,
      headers: { 'x-session-id': sessionId },
    });
    expect(made.statusCode).toBe(201);
    const [, number, token] = /^\/orders\/(\d+)\?token=([\w-]+)$/.exec(made.json().path) ?? [];
    expect((await readPage(number!, token)).statusCode).toBe(200);
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/page-link`,
      headers: { 'x-session-id': randomUUID() },
    });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('status e-mails from the admin', () => {
  it('In Progress, then Completed with tracking: two e-mails, and the page shows the timeline and tracking', async () => {
    const { order, link } = await placeStoreOrder();
    // A parcel to track: the order shipped (as one paid in store before only pickups were).
    await t.handle.db.update(orders).set({ shippingMethod: 'standard' }).where(eq(orders.id, order.id));
    const started = await setStatus(order.id, { status: 'in_progress' });
    expect(started.statusCode).toBe(200);
    const [production] = await smtp.waitFor(1);
    expect(production?.subject).toBe(`Your order ${order.orderNumber} is in production`);
    expect(linkIn(production).number).toBe(link.number);
    smtp.received.length = 0;

    const tracked = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}/tracking`,
      headers: { cookie: admin },
      payload: { tracking: { carrier: 'ups', number: '1Z999AA10123456784' } },
    });
    expect(tracked.json().tracking).toEqual({ carrier: 'ups', number: '1Z999AA10123456784' });
    await setStatus(order.id, { status: 'completed' });
    const [shipped] = await smtp.waitFor(1);
    expect(shipped?.subject).toBe(`Your order ${order.orderNumber} has shipped`);
    expect(shipped?.html).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(shipped?.text).toContain('UPS tracking number: 1Z999AA10123456784');

    const page = (await readPage(link.number, link.token)).json();
    expect(page.status).toBe('completed');
    expect(page.inProductionAt).toEqual(expect.any(String));
    expect(page.completedAt).toEqual(expect.any(String));
    expect(page.tracking).toEqual({
      carrier: 'ups',
      number: '1Z999AA10123456784',
      url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
  });

  it('a pickup order completed is "ready for pickup at" the store address', async () => {
    const { order } = await placeStoreOrder({ shippingMethod: 'pickup' });
    await setStatus(order.id, { status: 'completed' });
    const [ready] = await smtp.waitFor(1);
    expect(ready?.subject).toBe(`Your order ${order.orderNumber} is ready for pickup`);
    expect(ready?.text).toMatch(/ready for pickup at .+\.\s+Please pay \$\d+\.\d\d when you collect it/);
  });

  it('sends nothing when the admin turns notifying off, when the status does not change, or for New', async () => {
    const { order } = await placeStoreOrder();
    await setStatus(order.id, { status: 'in_progress', notifyCustomer: false });
    await setStatus(order.id, { status: 'new' });
    await setStatus(order.id, { status: 'new' });
    const rows = await t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, order.id));
    expect(rows.map((row) => row.kind).sort()).toEqual(['order-received', 'shop-new-order']);
  });

  it('refuses bad input: an unknown carrier, a malformed number, tracking on a pickup order, a non-boolean notify', async () => {
    const { order: shipped } = await placeStoreOrder();
    const { order: pickup } = await placeStoreOrder({ shippingMethod: 'pickup' });
    const tracking = (id: number, payload: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${id}/tracking`,
        headers: { cookie: admin },
        payload: payload as Record<string, unknown>,
      });
    expect((await tracking(shipped.id, { tracking: { carrier: 'dhl', number: '123456' } })).statusCode).toBe(
      400,
    );
    expect(
      (await tracking(shipped.id, { tracking: { carrier: 'ups', number: '<script>' } })).statusCode,
    ).toBe(400);
    expect((await tracking(shipped.id, {})).statusCode).toBe(400);
    expect((await tracking(pickup.id, { tracking: { carrier: 'ups', number: '1Z999' } })).statusCode).toBe(
      409,
    );
    expect((await tracking(999_999, { tracking: null })).statusCode).toBe(404);
    expect((await setStatus(shipped.id, { status: 'completed', notifyCustomer: 'yes' })).statusCode).toBe(
      400,
    );
    const cleared = await tracking(shipped.id, { tracking: null });
    expect(cleared.json().tracking).toBeNull();
  });
});

describe('a status e-mail’s grace period', () => {
  let delayed: TestApp;
  let cookie: string;
  beforeAll(async () => {
    delayed = await createTestApp({
      mail: { transport: createSmtpTransport(smtp.url), from: 'orders@shop.test', statusMailDelayMs: 60_000 },
    });
    await insertAdmin(delayed.handle.db);
    cookie = await loginCookie(delayed.app);
  });
  afterAll(async () => {
    await delayed.close();
  });

  async function placeAndMove(statuses: string[]) {
    const { db } = delayed.handle;
    const product = await insertOrderableProduct(db);
    const sessionId = randomUUID();
    await insertCartLine(db, { sessionId, productId: product.id });
    const order = (await placeOrderRequest(delayed.app, orderHeaders(sessionId), orderBody())).json();
    for (const status of statuses) {
      const moved = await delayed.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${order.id}/status`,
        headers: { cookie },
        payload: { status },
      });
      expect(moved.statusCode).toBe(200);
    }
    const rows = await db.select().from(outboxMessages).where(eq(outboxMessages.orderId, order.id));
    return rows.filter((row) => row.kind.startsWith('order-') && row.kind !== 'order-received');
  }

  it('waits a minute, and a status changed back within it sends nothing', async () => {
    const before = Date.now();
    const [waiting] = await placeAndMove(['in_progress']);
    expect(waiting).toMatchObject({ kind: 'order-in-production', state: 'waiting', attempts: 0 });
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 59_000);
    expect(await placeAndMove(['in_progress', 'new'])).toEqual([]);
  });

  it('a quick In Progress then Completed sends only the last one', async () => {
    const rows = await placeAndMove(['in_progress', 'completed']);
    expect(rows.map((row) => row.kind)).toEqual(['order-completed']);
  });
});

describe('marking a pay-in-store order paid', () => {
  it('pays it once, dates the timeline, and refuses it again or for an unknown order', async () => {
    const { order, link } = await placeStoreOrder();
    const markPaid = (id: number) =>
      t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/mark-paid`, headers: { cookie: admin } });
    const paid = await markPaid(order.id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ paymentStatus: 'completed', paidAt: expect.any(String) });
    expect((await readPage(link.number, link.token)).json().paidAt).toEqual(expect.any(String));
    expect((await markPaid(order.id)).statusCode).toBe(409);
    expect((await markPaid(999_999)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/mark-paid` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('order lookup', () => {
  function lookup(body: unknown, remoteAddress = '203.0.113.7') {
    return t.app.inject({
      method: 'POST',
      url: '/api/order-lookup',
      payload: body as Record<string, unknown>,
      remoteAddress,
    });
  }

  it('e-mails a link when the pair names an order, and answers the same when it does not', async () => {
    const { order } = await placeStoreOrder({}, 'lookup@example.com');
    const found = await lookup(
      { orderNumber: order.orderNumber, email: 'LOOKUP@example.com' },
      '203.0.113.8',
    );
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toContain('lookup@example.com');
    const { number, token } = linkIn(mail);
    expect((await readPage(number, token)).statusCode).toBe(200);

    const wrongEmail = await lookup(
      { orderNumber: order.orderNumber, email: 'else@example.com' },
      '203.0.113.8',
    );
    const wrongNumber = await lookup({ orderNumber: '#999999', email: 'lookup@example.com' }, '203.0.113.8');
    for (const answer of [found, wrongEmail, wrongNumber]) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ message: orderLookupSentMessage });
    }
    const kinds = await t.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'order-link'));
    expect(kinds).toHaveLength(1);
  });

  it('is throttled per e-mail address, whether or not the pair exists', async () => {
    const email = `${randomUUID()}@example.com`;
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      answers.push(await lookup({ orderNumber: `#${900 + i}`, email }, `198.51.100.${i + 1}`));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 429]);
    expect(answers[3]?.json().message).toMatch(/^Too many order lookups\. Try again in \d+ minutes\.$/);
    expect(answers[3]?.headers['retry-after']).toEqual(expect.any(String));
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const missing = await lookup({ email: 'pat@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('orderNumber');
    const badEmail = await lookup({ orderNumber: '#001', email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(JSON.stringify(badEmail.json())).toContain('email');
  });
});

describe('quote requests and reviews tell people', () => {
  it('a quote request: the customer’s acknowledgement and the shop’s notice', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      payload: {
        name: 'Quinn',
        email: 'quinn@example.com',
        product: 'Trade-show booth',
        details: '10 ft backdrop',
      },
    });
    expect(response.statusCode).toBe(201);
    const received = await smtp.waitFor(2);
    const toCustomer = received.find((mail) => mail.to.includes('quinn@example.com'));
    const toShop = received.find((mail) => mail.to.includes('owner@printshop.example'));
    expect(toCustomer?.subject).toBe('We have received your quote request - PrintPro Signs');
    // Nothing the visitor typed goes back out to the address they typed: no spam channel.
    for (const typed of ['Quinn', 'Trade-show booth', '10 ft backdrop']) {
      expect(toCustomer?.text).not.toContain(typed);
      expect(toCustomer?.html).not.toContain(typed);
    }
    expect(toShop?.text).toContain('10 ft backdrop');
    expect(toShop?.subject).toBe('New quote request from Quinn: Trade-show booth');
    expect(toShop?.html).toContain('mailto:quinn@example.com');
  });

  it('a customer review: the shop’s notice that it awaits approval', async () => {
    const form = new FormData();
    form.set('customerName', 'Rae');
    form.set('rating', '4');
    form.set('comment', 'Crisp colours, fast turnaround.');
    const request = new Request('http://x', { method: 'POST', body: form });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/reviews`,
      headers: { 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
      remoteAddress: '192.0.2.44',
    });
    expect(response.statusCode).toBe(201);
    const [notice] = await smtp.waitFor(1);
    expect(notice?.to).toContain('owner@printshop.example');
    expect(notice?.subject).toMatch(/^New review of .+ \(4\/5\) awaits approval$/);
    expect(notice?.text).toContain('Crisp colours, fast turnaround.');
    expect(notice?.html).toContain('http://shop.test/admin/reviews');
  });
});
