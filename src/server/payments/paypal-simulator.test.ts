import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatorApp, SHOP_URL, submitApproval } from '#server/test/paypal-fixtures';
import { createPaypalClient } from './paypal-client.ts';
import { PAYPAL_SIMULATOR_PREFIX } from './paypal-settings.ts';

let sim: Awaited<ReturnType<typeof createSimulatorApp>>;
beforeAll(async () => {
  sim = await createSimulatorApp();
});
afterAll(async () => {
  await sim.app.close();
});

const returnUrl = `${SHOP_URL}/cart?paypal=return&orderId=7`;
const cancelUrl = `${SHOP_URL}/cart?paypal=cancel&orderId=7`;
const createOrder = (amount = '42.50') =>
  sim.client.createOrder({
    amount,
    currency: 'USD',
    referenceId: '7',
    returnUrl,
    cancelUrl,
    requestId: crypto.randomUUID(),
  });

describe('the approval page', () => {
  it('shows the amount with Pay and Cancel in a plain form, under its own strict policy', async () => {
    const order = await createOrder('1234.50');
    const response = await sim.app.inject({
      url: `${PAYPAL_SIMULATOR_PREFIX}/checkoutnow?token=${order.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('Pay $1,234.50');
    expect(response.body).toContain('Cancel');
    expect(response.body).toContain(`<form method="post" action="${PAYPAL_SIMULATOR_PREFIX}/checkoutnow">`);
    expect(response.body).not.toMatch(/<script/i);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`form-action 'self' ${SHOP_URL}`);
  });

  it('sends Cancel back to the cancel URL with the token, leaving the order unapproved', async () => {
    const order = await createOrder();
    const cancelled = await submitApproval(sim.app, order.id, 'cancel');
    expect(cancelled).toEqual({ status: 303, location: `${cancelUrl}&token=${order.id}` });
    expect(sim.store.orders.get(order.id)?.status).toBe('CREATED');
  });

  it('sends Pay back to the return URL, keeping its query', async () => {
    const order = await createOrder();
    const paid = await submitApproval(sim.app, order.id, 'pay');
    expect(paid).toEqual({ status: 303, location: `${returnUrl}&token=${order.id}&PayerID=SIMULATED` });
    expect(sim.store.orders.get(order.id)?.status).toBe('APPROVED');
  });

  it('answers 404 for an unknown payment', async () => {
    const page = await sim.app.inject({ url: `${PAYPAL_SIMULATOR_PREFIX}/checkoutnow?token=NOPE` });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Payment not found');
    expect((await submitApproval(sim.app, 'NOPE', 'pay')).status).toBe(404);
  });
});

describe('the simulated API', () => {
  it('answers only the shop: no token without its credentials, no call without a token', async () => {
    const token = await sim.app.inject({
      method: 'POST',
      url: `${PAYPAL_SIMULATOR_PREFIX}/v1/oauth2/token`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
    expect(token.statusCode).toBe(401);
    const create = await sim.app.inject({
      method: 'POST',
      url: `${PAYPAL_SIMULATOR_PREFIX}/v2/checkout/orders`,
      payload: { intent: 'CAPTURE' },
    });
    expect(create.statusCode).toBe(401);
    expect(create.json().name).toBe('AUTHENTICATION_FAILURE');
  });

  it('refuses a malformed order as PayPal does (400 INVALID_REQUEST)', async () => {
    const error = await sim.client
      .createOrder({
        amount: '0.00',
        currency: 'USD',
        referenceId: '1',
        returnUrl,
        cancelUrl,
        requestId: 'zero',
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, errorName: 'INVALID_REQUEST' });
  });

  it('works over real HTTP with the global fetch', async () => {
    await sim.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = sim.app.server.address() as AddressInfo;
    const client = createPaypalClient({
      baseUrl: `http://127.0.0.1:${port}${PAYPAL_SIMULATOR_PREFIX}`,
      clientId: sim.store.clientId,
      clientSecret: sim.store.clientSecret,
    });
    const order = await client.createOrder({
      amount: '5.00',
      currency: 'USD',
      referenceId: '9',
      returnUrl,
      cancelUrl,
      requestId: 'over-http',
    });
    await submitApproval(sim.app, order.id, 'pay');
    const captured = await client.captureOrder(order.id, 'over-http-capture');
    expect(captured.capture).toMatchObject({ status: 'COMPLETED', amount: { value: '5.00' } });
  });
});
