import { z } from 'zod';
import {
  PaypalApiError,
  type PaypalErrorBody,
  PaypalNetworkError,
  PaypalResponseError,
} from './paypal-errors.ts';

/**
 * A thin client for the PayPal REST API (OAuth2 client credentials, Orders v2: create, capture, show).
 * The base URL is configurable so the same code talks to the sandbox, the live service or the built-in
 * simulator; `fetch` is injectable so the simulator can be called in-process (see inject-fetch.ts).
 */

/** The part of `fetch` the client uses; the global fetch fits. */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<Response>;

export type PaypalClientOptions = {
  /** e.g. https://api-m.sandbox.paypal.com, https://api-m.paypal.com, or the simulator's base. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: FetchLike;
  /** Per call, including reading the answer. */
  timeoutMs?: number;
  /** Clock for the token's expiry (tests). */
  now?: () => number;
};

export type PaypalLink = { href: string; rel: string; method?: string };
type PaypalMoney = { currencyCode: string; value: string };
type PaypalCapture = { id: string; status: string; amount: PaypalMoney };

/** A PayPal order as the shop needs it: its status, links, amount and (once captured) its capture. */
export type PaypalOrder = {
  id: string;
  status: string;
  links: PaypalLink[];
  amount: PaypalMoney | null;
  capture: PaypalCapture | null;
};

type CreatePaypalOrderInput = {
  /** Two-decimal string, e.g. "24.99". */
  amount: string;
  currency: 'USD';
  /** The shop's own reference (its order id), echoed by PayPal as purchase_units[0].reference_id. */
  referenceId: string;
  description?: string;
  returnUrl: string;
  cancelUrl: string;
  /** PayPal-Request-Id: the same id again answers the same PayPal order instead of a second one. */
  requestId: string;
};

export type PaypalClient = {
  createOrder(input: CreatePaypalOrderInput): Promise<PaypalOrder>;
  /** Captures an approved order; the same requestId again answers the first capture, never a second. */
  captureOrder(paypalOrderId: string, requestId: string): Promise<PaypalOrder>;
  getOrder(paypalOrderId: string): Promise<PaypalOrder>;
  /** PayPal's verify-webhook-signature: whether a webhook's headers sign this event for this webhook. */
  verifyWebhookSignature(input: WebhookSignatureInput): Promise<boolean>;
};

/** A webhook's transmission headers, the webhook's id and the event as it arrived. */
type WebhookSignatureInput = {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
  webhookId: string;
  event: unknown;
};

const verificationSchema = z.object({ verification_status: z.string() });

const DEFAULT_TIMEOUT_MS = 20_000;

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const moneySchema = z.object({ currency_code: z.string(), value: z.string() });
const linkSchema = z.object({ href: z.string(), rel: z.string(), method: z.string().optional() });
const orderSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  links: z.array(linkSchema).default([]),
  purchase_units: z
    .array(
      z.object({
        amount: moneySchema.optional(),
        payments: z
          .object({
            captures: z
              .array(z.object({ id: z.string(), status: z.string(), amount: moneySchema }))
              .optional(),
          })
          .optional(),
      }),
    )
    .optional(),
});
const errorBodySchema = z.object({
  name: z.string().optional(),
  message: z.string().optional(),
  debug_id: z.string().optional(),
  details: z
    .array(
      z.object({
        issue: z.string().optional(),
        description: z.string().optional(),
        field: z.string().optional(),
      }),
    )
    .optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

function toMoney(money: z.infer<typeof moneySchema>): PaypalMoney {
  return { currencyCode: money.currency_code, value: money.value };
}

/** Orders v2 answers `approve` with application_context and `payer-action` with experience_context. */
function withApproveLink(links: PaypalLink[]): PaypalLink[] {
  if (links.some((link) => link.rel === 'approve')) return links;
  const payerAction = links.find((link) => link.rel === 'payer-action');
  return payerAction ? [...links, { ...payerAction, rel: 'approve' }] : links;
}

function toOrder(body: unknown, path: string): PaypalOrder {
  const parsed = orderSchema.safeParse(body);
  if (!parsed.success) {
    throw new PaypalResponseError(`PayPal's answer to ${path} is not an order`, { cause: parsed.error });
  }
  const unit = parsed.data.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  return {
    id: parsed.data.id,
    status: parsed.data.status,
    links: withApproveLink(parsed.data.links),
    amount: unit?.amount ? toMoney(unit.amount) : null,
    capture: capture ? { id: capture.id, status: capture.status, amount: toMoney(capture.amount) } : null,
  };
}

export function createPaypalClient(options: PaypalClientOptions): PaypalClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  let cachedToken: { value: string; expiresAt: number } | undefined;
  let pendingToken: Promise<string> | undefined;

  async function send(
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<unknown> {
    const signal = AbortSignal.timeout(timeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers: { Accept: 'application/json', ...headers },
        ...(body === undefined ? {} : { body }),
        signal,
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = signal.aborted;
      const reason = timedOut ? `timed out after ${timeoutMs} ms` : 'failed';
      throw new PaypalNetworkError(`PayPal call ${method} ${path} ${reason}`, { timedOut, cause: error });
    }
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch (error) {
      if (status < 400)
        throw new PaypalResponseError(`PayPal's answer to ${path} is not JSON`, { cause: error });
    }
    if (status >= 400) {
      const parsed = errorBodySchema.safeParse(json);
      throw new PaypalApiError(status, parsed.success ? (parsed.data as PaypalErrorBody) : undefined, path);
    }
    return json;
  }

  async function fetchToken(): Promise<string> {
    const credentials = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const body = await send(
      'POST',
      '/v1/oauth2/token',
      { Authorization: `Basic ${credentials}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      'grant_type=client_credentials',
    );
    const parsed = tokenSchema.safeParse(body);
    if (!parsed.success)
      throw new PaypalResponseError('PayPal answered no access token', { cause: parsed.error });
    // Renew a minute early (half-way for short-lived tokens) so no call goes out with an expired token.
    const lifetime = Math.max(parsed.data.expires_in - 60, parsed.data.expires_in / 2);
    cachedToken = { value: parsed.data.access_token, expiresAt: now() + lifetime * 1000 };
    return parsed.data.access_token;
  }

  function accessToken(): Promise<string> {
    if (cachedToken && cachedToken.expiresAt > now()) return Promise.resolve(cachedToken.value);
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = undefined;
    });
    return pendingToken;
  }

  /** An authorised call; a 401 (token revoked or expired early) gets one new token and one retry. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string> = {},
    body?: string,
  ): Promise<unknown> {
    for (let attempt = 1; ; attempt += 1) {
      const token = await accessToken();
      try {
        return await send(method, path, { ...headers, Authorization: `Bearer ${token}` }, body);
      } catch (error) {
        if (!(error instanceof PaypalApiError && error.status === 401 && attempt === 1)) throw error;
        if (cachedToken?.value === token) cachedToken = undefined;
      }
    }
  }

  const orderPath = (id: string) => `/v2/checkout/orders/${encodeURIComponent(id)}`;

  return {
    async createOrder(input) {
      if (!/^\d{1,8}\.\d{2}$/.test(input.amount)) throw new RangeError(`Invalid amount: ${input.amount}`);
      const body = {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: input.referenceId,
            ...(input.description ? { description: input.description.slice(0, 127) } : {}),
            amount: { currency_code: input.currency, value: input.amount },
          },
        ],
        application_context: {
          return_url: input.returnUrl,
          cancel_url: input.cancelUrl,
          user_action: 'PAY_NOW',
          shipping_preference: 'NO_SHIPPING',
        },
      };
      const path = '/v2/checkout/orders';
      const headers = {
        'Content-Type': 'application/json',
        'PayPal-Request-Id': input.requestId,
        Prefer: 'return=representation',
      };
      return toOrder(await call('POST', path, headers, JSON.stringify(body)), path);
    },

    async captureOrder(paypalOrderId, requestId) {
      const path = `${orderPath(paypalOrderId)}/capture`;
      const headers = {
        'Content-Type': 'application/json',
        'PayPal-Request-Id': requestId,
        Prefer: 'return=representation',
      };
      return toOrder(await call('POST', path, headers, '{}'), path);
    },

    async getOrder(paypalOrderId) {
      const path = orderPath(paypalOrderId);
      return toOrder(await call('GET', path), path);
    },

    async verifyWebhookSignature(input) {
      const path = '/v1/notifications/verify-webhook-signature';
      const body = JSON.stringify({
        auth_algo: input.authAlgo,
        cert_url: input.certUrl,
        transmission_id: input.transmissionId,
        transmission_sig: input.transmissionSig,
        transmission_time: input.transmissionTime,
        webhook_id: input.webhookId,
        webhook_event: input.event,
      });
      const answer = verificationSchema.safeParse(
        await call('POST', path, { 'Content-Type': 'application/json' }, body),
      );
      if (!answer.success) throw new PaypalResponseError(`PayPal answered ${path} with an unexpected body`);
      return answer.data.verification_status === 'SUCCESS';
    },
  };
}
