import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import { requireCartSession } from '#server/modules/cart/cart-session';
import type { Mailer } from '#server/modules/mail/mailer';
import { voidAbandonedPaypalAttempts } from '#server/modules/orders/unpaid-attempts';
import { schedulePeriodicTask } from '#server/plugins/periodic-task';
import type { Storage } from '#server/storage/storage';
import {
  capturePaypalOrderResultSchema,
  createPaypalOrderInputSchema,
  paypalOrderResponseSchema,
} from '#shared/schemas/checkout';
import { errorBodySchema } from '#shared/schemas/common';
import { paymentConfigSchema } from '#shared/schemas/payment-config';
import {
  capturePaypalOrderForSession,
  createPaypalOrderForOrder,
  settleStalledCaptures,
} from './paypal.service.ts';
import { PAYPAL_WEBHOOK_PATH, type PaypalSettings, setUpPaypal } from './paypal-settings.ts';
import {
  handlePaypalWebhook,
  paypalWebhookEventSchema,
  paypalWebhookHeadersSchema,
} from './paypal-webhooks.ts';

const paypalOrderIdParamsSchema = z.object({
  paypalOrderId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, 'Must be a PayPal order id'),
});

/** Webhook deliveries one client address may make per minute. */
const WEBHOOKS_PER_MINUTE = 120;

/** POST /paypal/order, POST /paypal/order/:paypalOrderId/capture, GET /api/payment-config (and the simulator). */
export async function registerPaypalRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    storage: Storage;
    mailer: Mailer;
    publicUrl: string;
    paypal: PaypalSettings;
    /** Settling stalled captures and voiding attempts unpaid for 30 minutes; false turns it off (tests). */
    cleanup: false | { intervalMs: number };
  },
): Promise<void> {
  const { mode, client, webhookId } = await setUpPaypal(app, deps.paypal, deps.publicUrl);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const serviceDeps = {
    db: deps.db,
    storage: deps.storage,
    paypal: client,
    publicUrl: deps.publicUrl,
    mailer: deps.mailer,
  };

  if (deps.cleanup !== false) {
    schedulePeriodicTask(app, {
      name: 'paypal-attempt-cleanup',
      intervalMs: deps.cleanup.intervalMs,
      run: async () => ({
        settled: await settleStalledCaptures({ ...serviceDeps, log: app.log }),
        voided: (await voidAbandonedPaypalAttempts(deps.db, new Date())).length,
      }),
    });
  }

  routes.post(
    '/paypal/order',
    { schema: { body: createPaypalOrderInputSchema, response: { 200: paypalOrderResponseSchema } } },
    async (request) =>
      createPaypalOrderForOrder(
        { ...serviceDeps, log: request.log },
        { orderId: request.body.orderId, sessionId: requireCartSession(request) },
      ),
  );

  routes.post(
    '/paypal/order/:paypalOrderId/capture',
    { schema: { params: paypalOrderIdParamsSchema, response: { 200: capturePaypalOrderResultSchema } } },
    async (request) =>
      capturePaypalOrderForSession(
        { ...serviceDeps, log: request.log },
        { paypalOrderId: request.params.paypalOrderId, sessionId: requireCartSession(request) },
      ),
  );

  routes.post(
    PAYPAL_WEBHOOK_PATH,
    {
      schema: {
        headers: paypalWebhookHeadersSchema,
        // The body is read below: verified as it arrived (a schema's parse would reorder its keys).
        response: {
          200: z.object({ received: z.literal(true) }),
          400: errorBodySchema,
          503: errorBodySchema,
        },
      },
      // Each event costs a call to PayPal's verify-webhook-signature: a flood must not use up the shop's
      // PayPal quota, which the checkout needs. PayPal itself sends far fewer.
      config: { rateLimit: { max: WEBHOOKS_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request) => {
      const event = paypalWebhookEventSchema.safeParse(request.body);
      if (!event.success) throw event.error;
      await handlePaypalWebhook(
        { db: deps.db, paypal: client, webhookId, mailer: deps.mailer, log: request.log },
        request.headers,
        request.body,
        event.data,
      );
      return { received: true as const };
    },
  );

  routes.get('/api/payment-config', { schema: { response: { 200: paymentConfigSchema } } }, async () => ({
    paypalMode: mode,
  }));
}
