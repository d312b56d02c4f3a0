import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatorApp, SHOP_URL, submitApproval } from '#server/test/paypal-fixtures';
import { createInjectFetch } from './inject-fetch.ts';
import { createPaypalClient, type FetchLike, type PaypalClient } from './paypal-client.ts';
import { PaypalApiError, PaypalNetworkError } from './paypal-errors.ts';
import { PAYPAL_SIMULATOR_PREFIX } from './paypal-settings.ts';
import type { PaypalSimulatorStore } from './paypal-simulator-store.ts';

let sim: Awaited<ReturnType<typeof createSimulatorApp>>;
beforeAll(async () => {
  sim = await createSimulatorApp();
});
afterAll(async () => {
  await sim.app.close();
});

let counter = 0;
function orderInput(overrides: Partial<Parameters<PaypalClient['createOrder']>[0]> = {}) {
  counter += 1;
  return {
    amount: '42.50',
    currency: 'USD' as const,
    referenceId: String(counter),
    returnUrl: `${SHOP_URL}/cart?paypal=return&orderId=${counter}`,
    cancelUrl: `${SHOP_URL}/cart?paypal=cancel&orderId=${counter}`,
    requestId: `test-create-${counter}`,
    ...overrides,
  };
}

/** A client on the simulator whose calls are counted by path. */
function countingClient(store: PaypalSimulatorStore, now?: () => number) {
  const calls: string[] = [];
  const inner = createInjectFetch(sim.app);
  const fetch: FetchLike = (url, init) => {
    calls.push(`${init.method} ${new URL(url).pathname.replace(PAYPAL_SIMULATOR_PREFIX, '')}`);
    return inner(url, init);
  };
  const client = createPaypalClient({
    baseUrl: `${SHOP_URL}${PAYPAL_SIMULATOR_PREFIX}/`,
    clientId: store.clientId,
    clientSecret: store.clientSecret,
    fetch,
    ...(now ? { now } : {}),
  });
  return { client, calls };
}

describe('PayPal client against the simulator', () => {
  it('gets a token once and reuses it until it expires', async () => {
    let clock = 1_000_000;
    const { client, calls } = countingClient(sim.store, () => clock);
    await client.createOrder(orderInput());
    await client.createOrder(orderInput());
    expect(calls.filter((call) => call.endsWith('/oauth2/token'))).toHaveLength(1);
    clock += 9 * 60 * 60 * 1000;
    await client.createOrder(orderInput());
    expect(calls.filter((call) => call.endsWith('/oauth2/token'))).toHaveLength(2);
  });

  it('gets a new token and retries once when PayPal refuses the cached one', async () => {
    const { client, calls } = countingClient(sim.store);
    await client.createOrder(orderInput());
    sim.store.tokens.clear();
    const order = await client.createOrder(orderInput());
    expect(order.status).toBe('CREATED');
    expect(calls.filter((call) => call.endsWith('/oauth2/token'))).toHaveLength(2);
  });

  it('creates an order with intent CAPTURE for the amount, with an approve link', async () => {
    const input = orderInput({ amount: '123.45' });
    const order = await sim.client.createOrder(input);
    expect(order.status).toBe('CREATED');
    expect(order.amount).toEqual({ currencyCode: 'USD', value: '123.45' });
    const approve = order.links.find((link) => link.rel === 'approve');
    expect(approve?.href).toBe(`${SHOP_URL}${PAYPAL_SIMULATOR_PREFIX}/checkoutnow?token=${order.id}`);
    const stored = sim.store.orders.get(order.id);
    expect(stored).toMatchObject({
      referenceId: input.referenceId,
      returnUrl: input.returnUrl,
      cancelUrl: input.cancelUrl,
      amount: { currency_code: 'USD', value: '123.45' },
    });
  });

  it('answers the same order for the same PayPal-Request-Id', async () => {
    const input = orderInput();
    const first = await sim.client.createOrder(input);
    const again = await sim.client.createOrder(input);
    const other = await sim.client.createOrder({ ...input, requestId: `${input.requestId}-other` });
    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
  });

  it('refuses to capture an order the buyer has not approved (422 ORDER_NOT_APPROVED)', async () => {
    const order = await sim.client.createOrder(orderInput());
    const error = await sim.client.captureOrder(order.id, 'capture-unapproved').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaypalApiError);
    expect(error).toMatchObject({
      status: 422,
      errorName: 'UNPROCESSABLE_ENTITY',
      issue: 'ORDER_NOT_APPROVED',
    });
  });

  it('captures an approved order once: the same request id answers the same capture, another is refused', async () => {
    const input = orderInput({ amount: '19.99' });
    const order = await sim.client.createOrder(input);
    const approval = await submitApproval(sim.app, order.id, 'pay');
    expect(approval.status).toBe(303);
    expect(approval.location).toBe(`${input.returnUrl}&token=${order.id}&PayerID=SIMULATED`);

    const captured = await sim.client.captureOrder(order.id, `capture-${order.id}`);
    expect(captured.status).toBe('COMPLETED');
    expect(captured.capture).toMatchObject({
      status: 'COMPLETED',
      amount: { currencyCode: 'USD', value: '19.99' },
    });

    const replay = await sim.client.captureOrder(order.id, `capture-${order.id}`);
    expect(replay.capture?.id).toBe(captured.capture?.id);

    const twice = await sim.client.captureOrder(order.id, 'another-request').catch((e: unknown) => e);
    expect(twice).toMatchObject({ status: 422, issue: 'ORDER_ALREADY_CAPTURED' });

    const shown = await sim.client.getOrder(order.id);
    expect(shown.capture?.id).toBe(captured.capture?.id);
  });

  it('reports a declined capture and captures on the next try', async () => {
    const order = await sim.client.createOrder(orderInput());
    await submitApproval(sim.app, order.id, 'pay');
    sim.store.orders.get(order.id)!.declineNextCapture = true;
    const declined = await sim.client.captureOrder(order.id, `capture-${order.id}`).catch((e: unknown) => e);
    expect(declined).toMatchObject({ status: 422, issue: 'INSTRUMENT_DECLINED' });
    const captured = await sim.client.captureOrder(order.id, `capture-${order.id}`);
    expect(captured.status).toBe('COMPLETED');
  });

  it('answers 404 RESOURCE_NOT_FOUND for an unknown order', async () => {
    const error = await sim.client.getOrder('NOSUCHORDER123456').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, errorName: 'RESOURCE_NOT_FOUND' });
  });

  it('refuses wrong credentials', async () => {
    const client = createPaypalClient({
      baseUrl: `${SHOP_URL}${PAYPAL_SIMULATOR_PREFIX}`,
      clientId: sim.store.clientId,
      clientSecret: 'wrong',
      fetch: createInjectFetch(sim.app),
    });
    const error = await client.createOrder(orderInput()).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, errorName: 'invalid_client' });
  });
});

describe('PayPal client failures', () => {
  const options = { baseUrl: 'https://paypal.invalid', clientId: 'id', clientSecret: 'secret' };

  it('reports an unreachable PayPal as a network error', async () => {
    const client = createPaypalClient({
      ...options,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const error = await client.createOrder(orderInput()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaypalNetworkError);
    expect(error).toMatchObject({ timedOut: false });
  });

  it('gives up after the timeout', async () => {
    const never: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const client = createPaypalClient({ ...options, fetch: never, timeoutMs: 50 });
    const error = await client.captureOrder('X', 'r').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaypalNetworkError);
    expect(error).toMatchObject({ timedOut: true });
  });

  it('sends the documented create request', async () => {
    const seen: { url: string; headers: Record<string, string>; body: unknown }[] = [];
    const fetch: FetchLike = async (url, init) => {
      seen.push({
        url,
        headers: init.headers,
        body: init.body ? (init.body.startsWith('{') ? JSON.parse(init.body) : init.body) : undefined,
      });
      if (url.endsWith('/v1/oauth2/token')) {
        return Response.json({ access_token: 'A21', token_type: 'Bearer', expires_in: 32400 });
      }
      return Response.json(
        {
          id: '5O190127TN364715T',
          status: 'PAYER_ACTION_REQUIRED',
          links: [
            {
              href: 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T',
              rel: 'payer-action',
              method: 'GET',
            },
          ],
        },
        { status: 201 },
      );
    };
    const client = createPaypalClient({ ...options, fetch });
    const created = await client.createOrder(orderInput({ amount: '10.00', requestId: 'req-1' }));
    expect(created.links.find((link) => link.rel === 'approve')?.href).toContain('checkoutnow');
    const [token, create] = seen;
    expect(token?.url).toBe('https://paypal.invalid/v1/oauth2/token');
    expect(token?.headers.Authorization).toBe(`Basic ${Buffer.from('id:secret').toString('base64')}`);
    expect(token?.body).toBe('grant_type=client_credentials');
    expect(create?.url).toBe('https://paypal.invalid/v2/checkout/orders');
    expect(create?.headers).toMatchObject({ Authorization: 'Bearer A21', 'PayPal-Request-Id': 'req-1' });
    expect(create?.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'USD', value: '10.00' } }],
      application_context: {
        return_url: expect.stringContaining('paypal=return'),
        cancel_url: expect.stringContaining('paypal=cancel'),
      },
    });
  });
});
