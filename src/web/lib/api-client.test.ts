import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartItem } from '#shared/schemas/cart';
import { testShippingSettings } from '#web/features/cart/components/checkout-fixtures.ts';
import { type ApiCall, apiError, callsTo, handle, serve } from '#web/test/api-server.ts';
import { testOrder } from '#web/test/order-fixtures.ts';
import { ApiError, apiFetch, apiRequest, apiRequestOr } from './api-client.ts';
import { CART_SESSION_KEY } from './cart-session.ts';

beforeEach(() => {
  window.localStorage.clear();
});

/** The last request the handlers took in this test. */
function lastCall(): ApiCall {
  const call = callsTo().at(-1);
  if (!call) throw new Error('no request was made');
  return call;
}

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** POST /api/cart's answer: the line it added. */
const addedLine: CartItem = {
  id: 1,
  productId: 7,
  productName: 'Vinyl Banner',
  productSlug: 'vinyl-banner',
  size: '3x6',
  customWidthIn: null,
  customHeightIn: null,
  material: '13oz-vinyl',
  quantity: 1,
  isDoubleSided: false,
  isRush: false,
  cutShape: null,
  finish: null,
  lamination: false,
  customOptions: {},
  designMethod: 'create',
  designNotes: null,
  unitPrice: '40.00',
  totalPrice: '40.00',
  uploadedFiles: [],
  files: [],
  options: [{ name: 'Size', value: '3x6', label: "3' x 6'" }],
  freeShipping: false,
  turnaroundTime: '3-5 business days',
  image: null,
  price: {
    unitPrice: '40.00',
    quantity: 1,
    subtotal: '40.00',
    quantityTier: null,
    discount: '0.00',
    lineTotal: '40.00',
  },
  priceWhenAdded: null,
  quote: null,
};

describe('apiFetch requests', () => {
  it('sends cookie credentials and no body or content type for a GET', async () => {
    serve(handle('GET /api/products', () => []));
    await apiRequest('/api/products');
    const call = lastCall();
    expect(call.credentials).toBe('include');
    expect(call.method).toBe('GET');
    expect(call.body).toBeUndefined();
    expect(call.request.headers.has('Content-Type')).toBe(false);
  });

  it('sends a body as JSON with a JSON content type', async () => {
    const answer = { valid: true, discount: 50, message: 'Discount applied', code: 'SAVE50' };
    serve(handle('POST /api/validate-discount', () => answer));
    const result = await apiRequest<{ valid: boolean }>('/api/validate-discount', {
      method: 'POST',
      body: { code: 'SAVE50' },
    });
    const call = lastCall();
    expect(await call.request.clone().text()).toBe('{"code":"SAVE50"}');
    expect(call.request.headers.get('Content-Type')).toBe('application/json');
    expect(result).toEqual(answer);
  });

  it('sends FormData untouched so the browser sets the multipart boundary', async () => {
    serve(handle('POST /api/cart', () => addedLine));
    const form = new FormData();
    form.append('productName', 'Vinyl Banner');
    await apiFetch('/api/cart', { method: 'POST', body: form });
    const call = lastCall();
    // The form as the request carried it (the environment's FormData class is not the one fetch reads).
    expect(Object.prototype.toString.call(call.body)).toBe('[object FormData]');
    expect([...(call.body as FormData).entries()]).toEqual([['productName', 'Vinyl Banner']]);
    // The content type is the one fetch gives a FormData body, with its boundary: apiFetch set none.
    expect(call.request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=\S+$/);
  });

  it('adds the cart session header to cart, checkout, order and PayPal calls only', async () => {
    // /api/cartoons and /paypalish are no routes of the API (only their names' likeness to the cart's and
    // PayPal's matters), so they are answered outside the contract as the server does: a 404 under /api/,
    // the page's HTML elsewhere. Their requests are kept apart.
    const outside: Request[] = [];
    serve(
      handle('GET /api/cart', () => []),
      handle('DELETE /api/cart/:id', () => undefined),
      handle('POST /api/orders', () => testOrder()),
      handle('GET /api/orders/:id', () => testOrder()),
      handle('POST /api/calculate-shipping', () => ({
        subtotal: '50.00',
        shippingCost: '75.00',
        freeShippingApplied: false,
        freeShippingReason: null,
        amountToFreeShipping: null,
      })),
      handle('POST /api/validate-discount', () => ({
        valid: true,
        discount: 10,
        message: 'Discount applied',
        code: 'WELCOME10',
      })),
      handle('POST /paypal/order', () => ({ id: 'PAY-1', status: 'CREATED', links: [] })),
      handle('POST /paypal/order/:paypalOrderId/capture', () => ({
        order: testOrder({ paymentMethod: 'paypal', paymentStatus: 'completed' }),
      })),
      handle('GET /api/products', () => []),
      handle('GET /api/shipping-settings', () => testShippingSettings),
    );
    serve(
      http.get('/api/cartoons', ({ request }) => {
        outside.push(request);
        return apiError(404, 'Route GET /api/cartoons not found', 'NOT_FOUND');
      }),
      http.get('/paypalish', ({ request }) => {
        outside.push(request);
        return HttpResponse.html('<!doctype html><title>Not found</title>');
      }),
    );
    const lastSessionHeader = () => lastCall().request.headers.get('X-Session-Id');

    await apiFetch('/api/cart');
    const sessionId = window.localStorage.getItem(CART_SESSION_KEY);
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lastSessionHeader()).toBe(sessionId);

    await apiFetch('/api/cart/12', { method: 'DELETE' });
    expect(lastSessionHeader()).toBe(sessionId);
    await apiFetch('/api/orders', { method: 'POST', body: {} });
    expect(lastSessionHeader()).toBe(sessionId);
    await apiFetch('/api/orders/5');
    expect(lastSessionHeader()).toBe(sessionId);
    await apiFetch('/api/calculate-shipping', { method: 'POST', body: { shippingMethod: 'rush' } });
    expect(lastSessionHeader()).toBe(sessionId);
    await apiFetch('/api/validate-discount', { method: 'POST', body: { code: 'WELCOME10' } });
    expect(lastSessionHeader()).toBe(sessionId);
    await apiFetch('/paypal/order', { method: 'POST', body: { orderId: 1 } });
    expect(lastSessionHeader()).toBe(sessionId);
    await apiFetch('/paypal/order/PAY-1/capture', { method: 'POST' });
    expect(lastSessionHeader()).toBe(sessionId);
    expect(callsTo().map((call) => call.route)).toEqual([
      'GET /api/cart',
      'DELETE /api/cart/:id',
      'POST /api/orders',
      'GET /api/orders/:id',
      'POST /api/calculate-shipping',
      'POST /api/validate-discount',
      'POST /paypal/order',
      'POST /paypal/order/:paypalOrderId/capture',
    ]);

    await apiFetch('/api/products');
    expect(lastCall().route).toBe('GET /api/products');
    expect(lastCall().request.headers.has('X-Session-Id')).toBe(false);
    await expect(apiFetch('/api/cartoons')).rejects.toThrow(ApiError);
    expect(outside.at(-1)?.url).toMatch(/\/api\/cartoons$/);
    expect(outside.at(-1)?.headers.has('X-Session-Id')).toBe(false);
    await apiFetch('/api/shipping-settings');
    expect(lastCall().route).toBe('GET /api/shipping-settings');
    expect(lastCall().request.headers.has('X-Session-Id')).toBe(false);
    await apiFetch('/paypalish');
    expect(outside.at(-1)?.url).toMatch(/\/paypalish$/);
    expect(outside.at(-1)?.headers.has('X-Session-Id')).toBe(false);
  });

  it('returns undefined for an empty success body', async () => {
    serve(handle('DELETE /api/cart', () => undefined));
    await expect(apiRequest('/api/cart', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('apiFetch error messages', () => {
  it("uses the server's JSON message and keeps status and code", async () => {
    serve(
      handle('POST /api/validate-discount', () =>
        apiError(400, 'Discount code has expired', 'DISCOUNT_EXPIRED'),
      ),
    );
    const error = await errorOf(apiFetch('/api/validate-discount', { method: 'POST', body: { code: 'X' } }));
    expect(error.message).toBe('Discount code has expired');
    expect(error.status).toBe(400);
    expect(error.code).toBe('DISCOUNT_EXPIRED');
  });

  // The fallbacks read answers the API never gives (a proxy's page, a body without a message): deliberately
  // outside the server's error shape, so they are plain text answers.
  it('falls back to "status: text" when the body is not a JSON error', async () => {
    serve(
      handle(
        'GET /api/products',
        () => new Response('Bad gateway upstream', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    const error = await errorOf(apiFetch('/api/products'));
    expect(error.message).toBe('502: Bad gateway upstream');
    expect(error.status).toBe(502);
  });

  it('falls back to "status: text" for JSON without a message', async () => {
    serve(
      handle(
        'GET /api/products',
        () => new Response('{"error":"boom"}', { status: 500, statusText: 'Server Error' }),
      ),
    );
    const error = await errorOf(apiFetch('/api/products'));
    expect(error.message).toBe('500: {"error":"boom"}');
  });

  it('falls back to "status: statusText" when the body is empty', async () => {
    serve(
      handle('GET /api/products', () => new Response('', { status: 503, statusText: 'Service Unavailable' })),
    );
    const error = await errorOf(apiFetch('/api/products'));
    expect(error.message).toBe('503: Service Unavailable');
  });

  it('apiRequestOr reports a fixed message but keeps the status', async () => {
    serve(handle('GET /api/products/:slug', () => apiError(404, 'No such product', 'NOT_FOUND')));
    const error = await errorOf(apiRequestOr('Product not found', '/api/products/nope'));
    expect(error.message).toBe('Product not found');
    expect(error.status).toBe(404);
    expect(error.code).toBe('NOT_FOUND');
  });

  it('apiRequestOr turns a network failure into status 0 with the fixed message', async () => {
    // No answer at all (outside the contract, which only judges answers): fetch rejects with a TypeError.
    serve(http.get('/api/products', () => HttpResponse.error()));
    const error = await errorOf(apiRequestOr('Failed to fetch products', '/api/products'));
    expect(error.message).toBe('Failed to fetch products');
    expect(error.status).toBe(0);
  });
});
