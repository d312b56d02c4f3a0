import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { PaypalSimulatorStore, SimulatedOrder } from './paypal-simulator-store.ts';

/**
 * The simulator's webhooks (decision 0028): events in PayPal's shape, signed with the store's secret over
 * `transmission id | time | webhook id | SHA-256 of the event's JSON`; the simulator's own
 * verify-webhook-signature call checks the same. (PayPal signs with a certificate and CRC32; the shop only
 * ever asks PayPal, or the simulator, whether a signature holds.)
 */

export type WebhookDelivery = (body: string, headers: Record<string, string>) => Promise<number>;

export type SimulatedWebhookEvent = {
  id: string;
  event_version: '1.0';
  create_time: string;
  resource_type: 'capture' | 'refund';
  event_type: string;
  summary: string;
  resource: Record<string, unknown>;
};

export type SignatureParts = {
  transmissionId: string;
  transmissionTime: string;
  webhookId: string;
  eventJson: string;
};

function signature(secret: string, parts: SignatureParts): string {
  const digest = createHash('sha256').update(parts.eventJson).digest('hex');
  return createHmac('sha256', secret)
    .update(`${parts.transmissionId}|${parts.transmissionTime}|${parts.webhookId}|${digest}`)
    .digest('base64');
}

export function signatureHolds(store: PaypalSimulatorStore, parts: SignatureParts, given: string): boolean {
  const expected = Buffer.from(signature(store.webhookSecret, parts));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The headers PayPal sends a webhook with, signed for this event. */
export function signedWebhook(
  store: PaypalSimulatorStore,
  event: SimulatedWebhookEvent,
  baseUrl: string,
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(event);
  const parts = {
    transmissionId: randomUUID(),
    transmissionTime: new Date().toISOString(),
    webhookId: store.webhookId,
    eventJson: body,
  };
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'paypal-transmission-id': parts.transmissionId,
      'paypal-transmission-time': parts.transmissionTime,
      'paypal-transmission-sig': signature(store.webhookSecret, parts),
      'paypal-cert-url': `${baseUrl}/v1/notifications/certs/CERT-SIMULATOR`,
      'paypal-auth-algo': 'SHA256withRSA',
    },
  };
}

function eventOf(
  type: string,
  resourceType: SimulatedWebhookEvent['resource_type'],
  resource: Record<string, unknown>,
) {
  return {
    id: `WH-${randomBytes(12).toString('hex').toUpperCase()}`,
    event_version: '1.0' as const,
    create_time: new Date().toISOString(),
    resource_type: resourceType,
    event_type: type,
    summary: `${type} (PayPal simulator)`,
    resource,
  };
}

/** PAYMENT.CAPTURE.COMPLETED or .DENIED for the order's capture, as it now stands. */
export function captureEvent(
  order: SimulatedOrder,
  type: 'PAYMENT.CAPTURE.COMPLETED' | 'PAYMENT.CAPTURE.DENIED',
) {
  const capture = order.capture!;
  return eventOf(type, 'capture', {
    id: capture.id,
    status: capture.status,
    amount: capture.amount,
    final_capture: true,
    create_time: capture.create_time,
    update_time: capture.update_time,
    supplementary_data: { related_ids: { order_id: order.id } },
    links: [],
  });
}

/** PAYMENT.CAPTURE.REFUNDED: a refund of the whole capture (its capture named by the 'up' link). */
export function refundEvent(order: SimulatedOrder, baseUrl: string) {
  const capture = order.capture!;
  return eventOf('PAYMENT.CAPTURE.REFUNDED', 'refund', {
    id: `R${randomBytes(8).toString('hex').toUpperCase()}`,
    status: 'COMPLETED',
    amount: capture.amount,
    create_time: new Date().toISOString(),
    links: [{ href: `${baseUrl}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' }],
  });
}

const DELIVERY_ATTEMPTS = 5;

/**
 * Delivers an event until the shop answers 2xx, a few times with a pause (PayPal keeps trying for days);
 * `sleep` lets the caller stop waiting when the app closes.
 */
export async function deliverEvent(
  deliver: WebhookDelivery,
  webhook: { body: string; headers: Record<string, string> },
  sleep: (ms: number) => Promise<boolean>,
  retryMs: number,
): Promise<boolean> {
  for (let attempt = 1; attempt <= DELIVERY_ATTEMPTS; attempt += 1) {
    try {
      const status = await deliver(webhook.body, webhook.headers);
      if (status >= 200 && status < 300) return true;
    } catch {
      // The shop did not answer: try again.
    }
    if (!(await sleep(retryMs))) return false;
  }
  return false;
}
