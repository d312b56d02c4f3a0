import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noBodySchema, textBodySchema } from '#shared/schemas/common';
import { approvalPage, simulatorPagePolicy, unknownPaymentPage } from './paypal-simulator-page.ts';
import {
  issueToken,
  isValidToken,
  type PaypalSimulatorStore,
  remember,
  SIMULATOR_LIMITS,
  SIMULATOR_TOKEN_SECONDS,
  type SimulatedOrder,
  simulatorId,
} from './paypal-simulator-store.ts';
import {
  captureEvent,
  deliverEvent,
  signatureHolds,
  signedWebhook,
  type WebhookDelivery,
} from './paypal-simulator-webhooks.ts';

/**
 * A stand-in for PayPal used when no credentials are configured (decision 0017): the Orders v2 calls the
 * shop's client makes (OAuth2 token, create, show, capture, honouring PayPal-Request-Id) and an approval
 * page with Pay and Cancel. Register it with a prefix, e.g. /paypal-simulator. Its API answers only the
 * store's credentials, so nobody outside the shop can create or capture its orders.
 */

export type PaypalSimulatorOptions = {
  store: PaypalSimulatorStore;
  publicUrl: string;
  /** Posts a signed event to the shop's webhook and answers its status; absent, no webhook is sent. */
  deliverWebhook?: WebhookDelivery;
  /** How long a capture held for review waits before it settles (default 3 s). */
  settleDelayMs?: number;
};

const DEFAULT_SETTLE_DELAY_MS = 3_000;

const verifySignatureSchema = z.object({
  auth_algo: z.string(),
  cert_url: z.string(),
  transmission_id: z.string(),
  transmission_sig: z.string(),
  transmission_time: z.string(),
  webhook_id: z.string(),
  webhook_event: z.record(z.string(), z.unknown()),
});

const httpUrl = z.url({ protocol: /^https?$/ });
const createOrderSchema = z.object({
  intent: z.literal('CAPTURE'),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().max(256).optional(),
        description: z.string().max(127).optional(),
        amount: z.object({
          currency_code: z.string().regex(/^[A-Z]{3}$/),
          value: z
            .string()
            .regex(/^\d{1,10}(\.\d{2})?$/)
            .refine((value) => Number(value) > 0, 'must be more than zero'),
        }),
      }),
    )
    .length(1),
  application_context: z.object({ return_url: httpUrl, cancel_url: httpUrl }).optional(),
  payment_source: z
    .object({
      paypal: z.object({ experience_context: z.object({ return_url: httpUrl, cancel_url: httpUrl }) }),
    })
    .optional(),
});

// The simulator's answers, in PayPal's own shapes (OAuth2 token, Orders v2 order and error bodies).
const paypalMoneySchema = z.object({ currency_code: z.string(), value: z.string() });
const paypalLinkSchema = z.object({ href: z.string(), rel: z.string(), method: z.string() });
const simulatedOrderSchema = z.object({
  id: z.string(),
  intent: z.literal('CAPTURE'),
  status: z.enum(['CREATED', 'APPROVED', 'COMPLETED']),
  purchase_units: z.array(
    z.object({
      reference_id: z.string(),
      description: z.string().optional(),
      amount: paypalMoneySchema,
      payments: z
        .object({
          captures: z.array(
            z.object({
              id: z.string(),
              status: z.enum(['COMPLETED', 'PENDING', 'DECLINED']),
              amount: paypalMoneySchema,
              final_capture: z.literal(true),
              create_time: z.string(),
              update_time: z.string(),
            }),
          ),
        })
        .optional(),
    }),
  ),
  payer: z.object({ payer_id: z.string(), email_address: z.string() }).optional(),
  create_time: z.string(),
  update_time: z.string(),
  links: z.array(paypalLinkSchema),
});
const accessTokenSchema = z.object({
  scope: z.string(),
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  app_id: z.string(),
  expires_in: z.number(),
  nonce: z.string(),
});
const oauthErrorSchema = z.object({ error: z.string(), error_description: z.string() });
const paypalErrorSchema = z.object({
  name: z.string(),
  message: z.string(),
  debug_id: z.string().optional(),
  details: z.array(z.object({ issue: z.string(), description: z.string() })).optional(),
  links: z.array(paypalLinkSchema),
});
/** The approval pages (HTML) and the Pay / Cancel redirects. */
const pageResponses = { 200: textBodySchema, 400: textBodySchema, 404: textBodySchema, 303: noBodySchema };

const ISSUES = {
  INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
  ORDER_NOT_APPROVED: 'Payer has not yet approved the Order for payment.',
  ORDER_ALREADY_CAPTURED: 'Order already captured. If intent=CAPTURE only one capture per order is allowed.',
  INSTRUMENT_DECLINED:
    'The instrument presented was either declined by the processor or bank, or it can\u2019t be used for this payment.',
  DUPLICATE_REQUEST_ID: 'The PayPal-Request-Id was already used for another request.',
} as const;

const ERROR_NAMES = {
  400: 'INVALID_REQUEST',
  404: 'RESOURCE_NOT_FOUND',
  422: 'UNPROCESSABLE_ENTITY',
} as const;

function sendPaypalError(reply: FastifyReply, status: 400 | 404 | 422, issue: keyof typeof ISSUES) {
  return reply.status(status).send({
    name: ERROR_NAMES[status],
    message:
      status === 422
        ? 'The requested action could not be performed, semantically incorrect, or failed business validation.'
        : ISSUES[issue],
    debug_id: randomBytes(7).toString('hex'),
    details: [{ issue, description: ISSUES[issue] }],
    links: [
      {
        href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${issue}`,
        rel: 'information_link',
        method: 'GET',
      },
    ],
  });
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The approval page's 'held for review' choices, and how each settles. */
const HELD_ACTIONS: Record<string, 'COMPLETED' | 'DENIED' | undefined> = {
  hold: 'COMPLETED',
  'hold-deny': 'DENIED',
};

function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

export const paypalSimulatorPlugin: FastifyPluginAsync<PaypalSimulatorOptions> = async (app, options) => {
  const { store } = options;
  // Its answers are declared with zod schemas: serialized by the zod compiler in this plugin's own
  // scope, whatever app registers it (the shop's, or a bare Fastify in tests).
  app.setSerializerCompiler(serializerCompiler);
  const base = `${options.publicUrl.replace(/\/+$/, '')}${app.prefix}`;
  const checkoutPath = `${app.prefix}/checkoutnow`;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const representation = (order: SimulatedOrder) => {
    const self = `${base}/v2/checkout/orders/${order.id}`;
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      purchase_units: [
        {
          reference_id: order.referenceId,
          ...(order.description ? { description: order.description } : {}),
          amount: order.amount,
          ...(order.capture ? { payments: { captures: [order.capture] } } : {}),
        },
      ],
      ...(order.status === 'CREATED'
        ? {}
        : { payer: { payer_id: 'SIMULATED', email_address: 'buyer@paypal-simulator.invalid' } }),
      create_time: order.createTime,
      update_time: order.updateTime,
      links: [
        { href: self, rel: 'self', method: 'GET' },
        ...(order.status === 'COMPLETED'
          ? []
          : [
              { href: `${base}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
              { href: `${self}/capture`, rel: 'capture', method: 'POST' },
            ]),
      ],
    };
  };

  const authorised = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
    if (match?.[1] && isValidToken(store, match[1])) return true;
    void reply.status(401).send({
      name: 'AUTHENTICATION_FAILURE',
      message:
        'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
      links: [],
    });
    return false;
  };

  const requestId = (request: FastifyRequest): string | undefined => {
    const value = request.headers['paypal-request-id'];
    return typeof value === 'string' && value !== '' ? value.slice(0, 108) : undefined;
  };

  const tokenResponses = { 200: accessTokenSchema, 400: oauthErrorSchema, 401: oauthErrorSchema };
  app.post('/v1/oauth2/token', { schema: { response: tokenResponses } }, async (request, reply) => {
    const match = /^Basic (\S+)$/.exec(request.headers.authorization ?? '');
    const [id, ...rest] = Buffer.from(match?.[1] ?? '', 'base64')
      .toString()
      .split(':');
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (id !== store.clientId || !sameSecret(rest.join(':'), store.clientSecret)) {
      return reply
        .status(401)
        .send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    if (body.grant_type !== 'client_credentials') {
      return reply
        .status(400)
        .send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    }
    return {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: issueToken(store),
      token_type: 'Bearer',
      app_id: 'APP-SIMULATOR',
      expires_in: SIMULATOR_TOKEN_SECONDS,
      nonce: randomBytes(12).toString('hex'),
    };
  });

  const orderResponses = {
    200: simulatedOrderSchema,
    201: simulatedOrderSchema,
    '4xx': paypalErrorSchema,
  };
  app.post('/v2/checkout/orders', { schema: { response: orderResponses } }, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const key = requestId(request);
    const replayed = key ? store.orders.get(store.createRequests.get(key) ?? '') : undefined;
    if (replayed) return reply.status(200).send(representation(replayed));
    const parsed = createOrderSchema.safeParse(request.body);
    const urls = parsed.success
      ? (parsed.data.payment_source?.paypal.experience_context ?? parsed.data.application_context)
      : undefined;
    const unit = parsed.data?.purchase_units[0];
    if (!unit || !urls) return sendPaypalError(reply, 400, 'INVALID_REQUEST');
    const now = new Date().toISOString();
    const order: SimulatedOrder = {
      id: simulatorId(),
      status: 'CREATED',
      referenceId: unit.reference_id ?? 'default',
      description: unit.description ?? null,
      amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
      returnUrl: urls.return_url,
      cancelUrl: urls.cancel_url,
      createTime: now,
      updateTime: now,
      capture: null,
      holdNextCapture: false,
      settleHeldAs: null,
      declineNextCapture: false,
    };
    remember(store.orders, order.id, order, SIMULATOR_LIMITS.orders);
    if (key) remember(store.createRequests, key, order.id, SIMULATOR_LIMITS.requestIds);
    return reply.status(201).send(representation(order));
  });

  app.get<{ Params: { id: string } }>(
    '/v2/checkout/orders/:id',
    { schema: { response: orderResponses } },
    async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      const order = store.orders.get(request.params.id);
      return order ? representation(order) : sendPaypalError(reply, 404, 'RESOURCE_NOT_FOUND');
    },
  );

  app.post<{ Params: { id: string } }>(
    '/v2/checkout/orders/:id/capture',
    { schema: { response: orderResponses } },
    async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      const order = store.orders.get(request.params.id);
      if (!order) return sendPaypalError(reply, 404, 'RESOURCE_NOT_FOUND');
      const key = requestId(request);
      const earlier = key ? store.captureRequests.get(key) : undefined;
      if (earlier !== undefined && earlier !== order.id)
        return sendPaypalError(reply, 422, 'DUPLICATE_REQUEST_ID');
      // The same request again answers the first capture, as PayPal does: never a second charge.
      if (earlier === order.id && order.capture) return reply.status(201).send(representation(order));
      if (order.status === 'COMPLETED') return sendPaypalError(reply, 422, 'ORDER_ALREADY_CAPTURED');
      if (order.status !== 'APPROVED') return sendPaypalError(reply, 422, 'ORDER_NOT_APPROVED');
      if (order.declineNextCapture) {
        order.declineNextCapture = false;
        return sendPaypalError(reply, 422, 'INSTRUMENT_DECLINED');
      }
      const now = new Date().toISOString();
      order.status = 'COMPLETED';
      order.updateTime = now;
      const held = order.holdNextCapture;
      order.holdNextCapture = false;
      order.capture = {
        id: simulatorId(),
        status: held ? 'PENDING' : 'COMPLETED',
        amount: { ...order.amount },
        final_capture: true,
        create_time: now,
        update_time: now,
      };
      if (key) remember(store.captureRequests, key, order.id, SIMULATOR_LIMITS.requestIds);
      if (held && order.settleHeldAs) settleLater(order, order.settleHeldAs);
      return reply.status(201).send(representation(order));
    },
  );

  app.post(
    '/v1/notifications/verify-webhook-signature',
    {
      schema: {
        response: {
          200: z.object({ verification_status: z.enum(['SUCCESS', 'FAILURE']) }),
          '4xx': paypalErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      const parsed = verifySignatureSchema.safeParse(request.body);
      if (!parsed.success) return sendPaypalError(reply, 400, 'INVALID_REQUEST');
      const input = parsed.data;
      const holds =
        input.webhook_id === store.webhookId &&
        signatureHolds(
          store,
          {
            transmissionId: input.transmission_id,
            transmissionTime: input.transmission_time,
            webhookId: input.webhook_id,
            eventJson: JSON.stringify(input.webhook_event),
          },
          input.transmission_sig,
        );
      return { verification_status: holds ? 'SUCCESS' : 'FAILURE' };
    },
  );

  // Held captures settle a moment later, told to the shop by a signed webhook; a closing app stops them.
  const timers = new Set<NodeJS.Timeout>();
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
    for (const timer of timers) clearTimeout(timer);
  });
  const sleep = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (closing) return resolve(false);
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve(!closing);
      }, ms);
      timer.unref();
      timers.add(timer);
    });
  const settleLater = (order: SimulatedOrder, outcome: 'COMPLETED' | 'DENIED') => {
    const deliver = options.deliverWebhook;
    void (async () => {
      if (!(await sleep(options.settleDelayMs ?? DEFAULT_SETTLE_DELAY_MS)) || !order.capture) return;
      order.capture.status = outcome === 'COMPLETED' ? 'COMPLETED' : 'DECLINED';
      order.capture.update_time = new Date().toISOString();
      if (!deliver) return;
      const event = captureEvent(
        order,
        outcome === 'COMPLETED' ? 'PAYMENT.CAPTURE.COMPLETED' : 'PAYMENT.CAPTURE.DENIED',
      );
      await deliverEvent(deliver, signedWebhook(store, event, base), sleep, 2_000);
    })();
  };

  const sendPage = (reply: FastifyReply, status: number, html: string, formTargets: string[]) =>
    reply
      .status(status)
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', simulatorPagePolicy(formTargets))
      .type('text/html; charset=utf-8')
      .send(html);

  app.get<{ Querystring: { token?: string } }>(
    '/checkoutnow',
    { schema: { response: pageResponses } },
    async (request, reply) => {
      const order = store.orders.get(String(request.query.token ?? ''));
      if (!order) return sendPage(reply, 404, unknownPaymentPage(), []);
      const targets = [new URL(order.returnUrl).origin, new URL(order.cancelUrl).origin];
      return sendPage(reply, 200, approvalPage(order, checkoutPath), targets);
    },
  );

  app.post('/checkoutnow', { schema: { response: pageResponses } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const order = store.orders.get(String(body.token ?? ''));
    if (!order) return sendPage(reply, 404, unknownPaymentPage(), []);
    if (body.action === 'cancel') return reply.redirect(withQuery(order.cancelUrl, { token: order.id }), 303);
    const held = HELD_ACTIONS[String(body.action)];
    if (body.action !== 'pay' && !held) {
      return reply.status(400).type('text/plain').send('Choose Pay or Cancel.');
    }
    if (order.status === 'CREATED') {
      order.status = 'APPROVED';
      order.updateTime = new Date().toISOString();
      if (held) {
        order.holdNextCapture = true;
        order.settleHeldAs = held;
      }
    }
    return reply.redirect(withQuery(order.returnUrl, { token: order.id, PayerID: 'SIMULATED' }), 303);
  });
};
