import type { FastifyInstance } from 'fastify';
import type { Config } from '#server/config';
import type { PaymentConfig } from '#shared/schemas/payment-config';
import { createInjectFetch } from './inject-fetch.ts';
import { createPaypalClient, type FetchLike, type PaypalClient } from './paypal-client.ts';
import { paypalSimulatorPlugin } from './paypal-simulator.ts';
import { createPaypalSimulatorStore, type PaypalSimulatorStore } from './paypal-simulator-store.ts';

export type PaypalMode = PaymentConfig['paypalMode'];

/** Where PayPal (or the simulator) posts its webhook events. */
export const PAYPAL_WEBHOOK_PATH = '/paypal/webhook';

/** Where the simulator is served: its API, and the approval page the browser is sent to. */
export const PAYPAL_SIMULATOR_PREFIX = '/paypal-simulator';

const PAYPAL_API_URLS = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const;

/** Which PayPal the app talks to: the built-in simulator (no credentials), or the real sandbox / live service. */
export type PaypalSettings =
  | { mode: 'simulator'; store?: PaypalSimulatorStore; settleDelayMs?: number }
  | {
      mode: 'sandbox' | 'live';
      clientId: string;
      clientSecret: string;
      /** The webhook's id in the PayPal app (PAYPAL_WEBHOOK_ID); without it, webhooks are refused. */
      webhookId?: string | undefined;
      baseUrl?: string;
      fetch?: FetchLike;
    };

export function paypalSettingsFromConfig(paypal: Config['paypal']): PaypalSettings {
  return paypal
    ? {
        mode: paypal.env,
        clientId: paypal.clientId,
        clientSecret: paypal.clientSecret,
        webhookId: paypal.webhookId,
      }
    : { mode: 'simulator' };
}

/**
 * The app's PayPal client. In simulator mode this also registers the simulator under
 * PAYPAL_SIMULATOR_PREFIX and points the client at it through app.inject (inject-fetch.ts), so it works
 * whatever address the server listens on and whether PUBLIC_URL is reachable from the server or not.
 */
export async function setUpPaypal(
  app: FastifyInstance,
  settings: PaypalSettings,
  publicUrl: string,
): Promise<{ mode: PaypalMode; client: PaypalClient; webhookId: string | undefined }> {
  if (settings.mode !== 'simulator') {
    const client = createPaypalClient({
      baseUrl: settings.baseUrl ?? PAYPAL_API_URLS[settings.mode],
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      ...(settings.fetch ? { fetch: settings.fetch } : {}),
    });
    return { mode: settings.mode, client, webhookId: settings.webhookId };
  }
  const store = settings.store ?? createPaypalSimulatorStore();
  await app.register(paypalSimulatorPlugin, {
    prefix: PAYPAL_SIMULATOR_PREFIX,
    store,
    publicUrl,
    // The simulator's events reach the shop's webhook in-process, whatever address the server listens on.
    deliverWebhook: async (body, headers) =>
      (await app.inject({ method: 'POST', url: PAYPAL_WEBHOOK_PATH, headers, payload: body })).statusCode,
    ...(settings.settleDelayMs === undefined ? {} : { settleDelayMs: settings.settleDelayMs }),
  });
  const client = createPaypalClient({
    baseUrl: `${publicUrl}${PAYPAL_SIMULATOR_PREFIX}`,
    clientId: store.clientId,
    clientSecret: store.clientSecret,
    fetch: createInjectFetch(app),
  });
  return { mode: 'simulator', client, webhookId: store.webhookId };
}
