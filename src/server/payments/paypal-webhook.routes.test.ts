import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages, paypalWebhookEvents } from '#server/db/schema';
import { createSmtpTransport } from '#server/modules/mail/mail-transport';
import {
  capturePaypalOrder,
  createPaypalTestApp,
  openPaypalOrder,
  placeOrderWithCart,
  readOrder,
  SHOP_URL,
  submitApproval,
} from '#server/test/paypal-fixtures';
import { type SmtpTestServer, startSmtpTestServer } from '#server/test/smtp-test-server';
import { PAYPAL_SIMULATOR_PREFIX, PAYPAL_WEBHOOK_PATH } from './paypal-settings.ts';
import { createPaypalSimulatorStore } from './paypal-simulator-store.ts';
import { captureEvent, refundEvent, signedWebhook } from './paypal-simulator-webhooks.ts';

/**
 * PayPal's word on a held payment, through a signed, verified, once-only webhook
 * (docs/product/orders-and-statuses.md#paypal-webhooks).
 */

const store = createPaypalSimulatorStore();
const simulatorBase = `${SHOP_URL}${PAYPAL_SIMULATOR_PREFIX}`;
let smtp: SmtpTestServer;
let t: Awaited<ReturnType<typeof createPaypalTestApp>>;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createPaypalTestApp(
    { mode: 'simulator', store, settleDelayMs: 500 },
    {
      mail: {
        transport: createSmtpTransport(smtp.url),
        from: 'PrintPro Signs <orders@shop.test>',
        shopNotifyEmail: 'owner@shop.test',
        deliveryIntervalMs: 3_600_000,
      },
    },
  );
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
beforeEach(() => {
  smtp.received.length = 0;
});

/** A PayPal order approved with one of the simulator's choices, then captured by the shop. */
async function capturedOrder(action: 'pay' | 'hold' | 'hold-deny') {
  const placed = await placeOrderWithCart(t.handle.db, t.storage);
  const paypalOrderId = await openPaypalOrder(t.app, placed);
  await submitApproval(t.app, paypalOrderId, action);
  const captured = await capturePaypalOrder(t.app, placed.sessionId, paypalOrderId);
  expect(captured.statusCode).toBe(200);
  return { orderId: placed.order.id, paypalOrderId };
}

function postWebhook(webhook: { body: string; headers: Record<string, string> }) {
  return t.app.inject({
    method: 'POST',
    url: PAYPAL_WEBHOOK_PATH,
    headers: webhook.headers,
    payload: webhook.body,
  });
}

async function mailKinds(orderId: number) {
  const rows = await t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, orderId));
  return rows.map((row) => row.kind).sort();
}

describe('a capture PayPal holds for review', () => {
  it('settles as paid through the simulator’s webhook: the order turns paid and the customer is e-mailed', async () => {
    const { orderId } = await capturedOrder('hold');
    expect((await readOrder(t.handle.db, orderId)).paymentStatus).toBe('pending');
    await expect.poll(async () => (await readOrder(t.handle.db, orderId)).paymentStatus).toBe('completed');
    const order = await readOrder(t.handle.db, orderId);
    expect(order.paidAt).toBeInstanceOf(Date);
    // The order received (held for review) and the shop's new order, then the payment received.
    const received = await smtp.waitFor(3);
    const settled = received.find((mail) => mail.subject.startsWith('Payment received'));
    expect(settled?.to).toContain('pat@example.com');
    expect(settled?.text).toContain('PayPal has confirmed your payment of $42.50');
    expect(settled?.text).toMatch(/http:\/\/shop\.test\/orders\/\d+\?token=/);
  });

  it('settles as denied: the order shows the payment failed and the customer is told', async () => {
    const { orderId } = await capturedOrder('hold-deny');
    await expect.poll(async () => (await readOrder(t.handle.db, orderId)).paymentStatus).toBe('failed');
    await expect.poll(() => mailKinds(orderId)).toContain('payment-failed');
    // The shop is warned not to print it: it was told of a new order when PayPal held the payment.
    expect(await mailKinds(orderId)).toContain('shop-payment-failed');
  });
});

describe('POST /paypal/webhook', () => {
  it('acts on an event once: the same event again changes nothing and sends nothing', async () => {
    const { orderId, paypalOrderId } = await capturedOrder('hold');
    const simulated = store.orders.get(paypalOrderId)!;
    simulated.capture!.status = 'COMPLETED';
    // Before the simulator's own delivery (500 ms): the shop may get PayPal's event twice.
    const webhook = signedWebhook(store, captureEvent(simulated, 'PAYMENT.CAPTURE.COMPLETED'), simulatorBase);
    const [first, again] = [await postWebhook(webhook), await postWebhook(webhook)];
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    await expect.poll(async () => (await readOrder(t.handle.db, orderId)).paymentStatus).toBe('completed');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect((await mailKinds(orderId)).filter((kind) => kind === 'payment-completed')).toHaveLength(1);
  });

  it('marks a refunded capture refunded', async () => {
    const { orderId, paypalOrderId } = await capturedOrder('pay');
    const webhook = signedWebhook(
      store,
      refundEvent(store.orders.get(paypalOrderId)!, simulatorBase),
      simulatorBase,
    );
    expect((await postWebhook(webhook)).statusCode).toBe(200);
    expect((await readOrder(t.handle.db, orderId)).paymentStatus).toBe('refunded');
  });

  it('refuses an event whose signature does not hold, or that was changed after signing (400), and records nothing', async () => {
    const { orderId, paypalOrderId } = await capturedOrder('pay');
    const simulated = store.orders.get(paypalOrderId)!;
    const webhook = signedWebhook(store, refundEvent(simulated, simulatorBase), simulatorBase);
    const forged = await postWebhook({
      ...webhook,
      headers: { ...webhook.headers, 'paypal-transmission-sig': Buffer.from('forged').toString('base64') },
    });
    const changed = await postWebhook({ ...webhook, body: webhook.body.replace('"COMPLETED"', '"PENDING"') });
    for (const answer of [forged, changed]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe('The webhook signature could not be verified');
    }
    expect((await readOrder(t.handle.db, orderId)).paymentStatus).toBe('completed');
    const recorded = await t.handle.db.select().from(paypalWebhookEvents);
    expect(recorded.map((row) => row.eventId)).not.toContain(JSON.parse(webhook.body).id);
  });

  it('answers 400 without PayPal’s headers or with a body that is no event', async () => {
    const noHeaders = await t.app.inject({
      method: 'POST',
      url: PAYPAL_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} }),
    });
    expect(noHeaders.statusCode).toBe(400);
    const { headers } = signedWebhook(
      store,
      refundEvent(store.orders.values().next().value!, simulatorBase),
      simulatorBase,
    );
    for (const payload of ['{}', '[]', '{"id": 5}', '{']) {
      const answer = await t.app.inject({ method: 'POST', url: PAYPAL_WEBHOOK_PATH, headers, payload });
      expect(answer.statusCode, payload).toBe(400);
    }
  });

  it('asks PayPal to send again (503) an event for a capture the shop has not recorded yet', async () => {
    const placed = await placeOrderWithCart(t.handle.db, t.storage);
    const simulated = store.orders.get(await openPaypalOrder(t.app, placed))!;
    simulated.capture = {
      id: 'CAPTURENOTYETSEEN',
      status: 'COMPLETED',
      amount: simulated.amount,
      final_capture: true,
      create_time: new Date().toISOString(),
      update_time: new Date().toISOString(),
    };
    const webhook = signedWebhook(store, captureEvent(simulated, 'PAYMENT.CAPTURE.COMPLETED'), simulatorBase);
    expect((await postWebhook(webhook)).statusCode).toBe(503);
    // Not recorded: its redelivery is acted on.
    const recorded = await t.handle.db.select().from(paypalWebhookEvents);
    expect(recorded.map((row) => row.eventId)).not.toContain(JSON.parse(webhook.body).id);
  });

  it('ignores (200) an event of another kind or for a capture that is not the shop’s', async () => {
    const { paypalOrderId } = await capturedOrder('pay');
    const simulated = { ...store.orders.get(paypalOrderId)!, id: 'NOT-OURS' };
    simulated.capture = { ...simulated.capture!, id: 'OTHERCAPTURE' };
    const other = signedWebhook(store, captureEvent(simulated, 'PAYMENT.CAPTURE.COMPLETED'), simulatorBase);
    expect((await postWebhook(other)).statusCode).toBe(200);
    const event = { ...captureEvent(store.orders.get(paypalOrderId)!, 'PAYMENT.CAPTURE.COMPLETED') };
    const reversed = signedWebhook(
      store,
      { ...event, event_type: 'PAYMENT.CAPTURE.REVERSED' },
      simulatorBase,
    );
    expect((await postWebhook(reversed)).statusCode).toBe(200);
  });
});
