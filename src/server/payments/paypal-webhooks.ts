import { z } from 'zod';
import type { Database } from '#server/db/client';
import { AppError } from '#server/errors';
import type { Mailer, QueuedMail } from '#server/modules/mail/mailer';
import { queuePaymentSettledMail } from '#server/modules/mail/order-notices';
import { orderPayments } from '#server/modules/orders/order-payments';
import { getOrderSummary } from '#server/modules/orders/orders.service';
import { toCents } from '#shared/money';
import type { PaymentLog } from './paypal.service.ts';
import type { PaypalClient } from './paypal-client.ts';
import { PaypalApiError } from './paypal-errors.ts';
import { createPaypalWebhooksRepository } from './paypal-webhooks.repository.ts';

/**
 * PayPal's webhooks (docs/product/orders-and-statuses.md#paypal-webhooks, decision 0028): a capture PayPal held for review
 * (PENDING) settles as paid (PAYMENT.CAPTURE.COMPLETED) or failed (.DENIED), and a refunded capture is marked
 * refunded (.REFUNDED). Every event is first verified with PayPal (verify-webhook-signature) and acted on
 * once: its id is recorded in the transaction of its effect.
 */

export const paypalWebhookHeadersSchema = z.object({
  'paypal-transmission-id': z.string().min(1).max(200),
  'paypal-transmission-time': z.string().min(1).max(100),
  'paypal-transmission-sig': z.string().min(1).max(2000),
  'paypal-cert-url': z.string().min(1).max(2000),
  'paypal-auth-algo': z.string().min(1).max(100),
});
export type PaypalWebhookHeaders = z.infer<typeof paypalWebhookHeadersSchema>;

const moneySchema = z.object({ currency_code: z.string(), value: z.string() });
export const paypalWebhookEventSchema = z
  .object({
    id: z.string().min(1).max(100),
    event_type: z.string().min(1).max(100),
    resource: z
      .object({
        id: z.string().max(100).optional(),
        amount: moneySchema.optional(),
        supplementary_data: z
          .object({ related_ids: z.object({ order_id: z.string().max(100).optional() }).optional() })
          .optional(),
        links: z.array(z.object({ href: z.string(), rel: z.string() })).optional(),
      })
      .loose(),
  })
  .loose();
export type PaypalWebhookEvent = z.infer<typeof paypalWebhookEventSchema>;

export type PaypalWebhookDeps = {
  db: Database;
  paypal: PaypalClient;
  /** The webhook's id at PayPal; undefined refuses every event (PAYPAL_WEBHOOK_ID is not set). */
  webhookId: string | undefined;
  mailer?: Mailer | undefined;
  log: PaymentLog & { info(details: object, message: string): void };
  now?: () => Date;
};

const notVerified = () =>
  new AppError('WEBHOOK_NOT_VERIFIED', 'The webhook signature could not be verified', 400);
/** PayPal delivers an event again after an error answer: the shop asks for that when it cannot act yet. */
const tryAgainLater = (message: string) => new AppError('WEBHOOK_RETRY', message, 503);

async function verify(deps: PaypalWebhookDeps, headers: PaypalWebhookHeaders, event: unknown): Promise<void> {
  if (!deps.webhookId) {
    deps.log.warn({}, 'PayPal webhook refused: PAYPAL_WEBHOOK_ID is not set');
    throw notVerified();
  }
  let holds: boolean;
  try {
    holds = await deps.paypal.verifyWebhookSignature({
      authAlgo: headers['paypal-auth-algo'],
      certUrl: headers['paypal-cert-url'],
      transmissionId: headers['paypal-transmission-id'],
      transmissionSig: headers['paypal-transmission-sig'],
      transmissionTime: headers['paypal-transmission-time'],
      webhookId: deps.webhookId,
      event,
    });
  } catch (error) {
    // PayPal refused the question itself (a malformed header): the event is not shown to be PayPal's.
    if (error instanceof PaypalApiError && error.status >= 400 && error.status < 500) throw notVerified();
    deps.log.error(
      { err: error },
      'PayPal webhook: the signature could not be checked; PayPal will send it again',
    );
    throw tryAgainLater('The webhook could not be verified now');
  }
  if (!holds) throw notVerified();
}

/** The capture a refund belongs to: the last segment of its 'up' link (…/v2/payments/captures/{id}). */
function refundedCaptureId(event: PaypalWebhookEvent): string | undefined {
  const up = event.resource.links?.find((link) => link.rel === 'up')?.href;
  return up?.split('/').filter(Boolean).at(-1);
}

function isOrderTotal(amount: { currency_code: string; value: string } | undefined, total: string): boolean {
  if (amount?.currency_code !== 'USD') return false;
  try {
    return toCents(amount.value) === toCents(total);
  } catch {
    return false;
  }
}

const CAPTURE_EVENTS = {
  'PAYMENT.CAPTURE.COMPLETED': { from: 'pending', to: 'completed' },
  'PAYMENT.CAPTURE.DENIED': { from: 'pending', to: 'failed' },
  'PAYMENT.CAPTURE.REFUNDED': { from: 'completed', to: 'refunded' },
} as const;

/**
 * POST /paypal/webhook: verifies the event, then acts on it once. Answers what was done (for the log);
 * throws 400 for an event that is not PayPal's and 503 when PayPal should send it again later.
 */
export async function handlePaypalWebhook(
  deps: PaypalWebhookDeps,
  headers: PaypalWebhookHeaders,
  rawEvent: unknown,
  event: PaypalWebhookEvent,
): Promise<'settled' | 'ignored' | 'duplicate'> {
  await verify(deps, headers, rawEvent);
  const now = deps.now?.() ?? new Date();
  const known = CAPTURE_EVENTS[event.event_type as keyof typeof CAPTURE_EVENTS];
  const captureId =
    event.event_type === 'PAYMENT.CAPTURE.REFUNDED' ? refundedCaptureId(event) : event.resource.id;
  const outcome = await deps.db.transaction(async (tx) => {
    const repository = createPaypalWebhooksRepository(tx);
    const payments = orderPayments(tx);
    if (!(await repository.recordEvent(event.id, event.event_type, captureId ?? null))) {
      return { result: 'duplicate' as const, mail: [] as QueuedMail[] };
    }
    const order = known && captureId ? await payments.lockOrderByCapture(captureId) : undefined;
    if (known && captureId && !order) {
      // A capture the shop has not recorded yet (its capture call is still answering): not yet, PayPal.
      const paypalOrderId = event.resource.supplementary_data?.related_ids?.order_id;
      if (paypalOrderId && (await payments.hasPaypalOrder(paypalOrderId))) {
        throw tryAgainLater('The capture is not recorded yet');
      }
    }
    if (!known || !order) return { result: 'ignored' as const, mail: [] as QueuedMail[] };
    const amount = event.resource.amount;
    if (!isOrderTotal(amount, order.total)) {
      deps.log.error(
        { orderId: order.id, eventId: event.id, eventType: event.event_type, amount },
        'PayPal webhook amount is not the order total: nothing changed; check the payment at PayPal',
      );
      return { result: 'ignored' as const, mail: [] as QueuedMail[] };
    }
    if (!(await payments.settlePayment(order.id, known.from, known.to, now))) {
      return { result: 'ignored' as const, mail: [] as QueuedMail[] };
    }
    if (known.to === 'refunded') return { result: 'settled' as const, mail: [] as QueuedMail[] };
    const summary = await getOrderSummary(tx, order.id);
    const mail = summary ? await queuePaymentSettledMail(tx, deps.mailer, summary) : [];
    return { result: 'settled' as const, mail };
  });
  deps.mailer?.committed(outcome.mail);
  deps.log.info({ eventId: event.id, eventType: event.event_type, result: outcome.result }, 'PayPal webhook');
  return outcome.result;
}
