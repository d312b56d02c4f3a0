import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiRequest, apiRequestOr } from './api-client.ts';
import { CART_SESSION_KEY } from './cart-session.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function lastInit(): RequestInit {
  const call = fetchMock.mock.lastCall;
  if (!call) throw new Error('fetch was not called');
  return call[1] ?? {};
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

describe('apiFetch requests', () => {
  it('sends cookie credentials and no body or content type for a GET', async () => {
    fetchMock.mockResolvedValue(new Response('[]'));
    await apiRequest('/api/products');
    const init = lastInit();
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('sends a body as JSON with a JSON content type', async () => {
    fetchMock.mockResolvedValue(new Response('{"valid":true}'));
    const result = await apiRequest<{ valid: boolean }>('/api/validate-discount', {
      method: 'POST',
      body: { code: 'SAVE50' },
    });
    const init = lastInit();
    expect(init.body).toBe('{"code":"SAVE50"}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(result).toEqual({ valid: true });
  });

  it('sends FormData untouched so the browser sets the multipart boundary', async () => {
    fetchMock.mockResolvedValue(new Response('{}'));
    const form = new FormData();
    form.append('productName', 'Vinyl Banner');
    await apiFetch('/api/cart', { method: 'POST', body: form });
    const init = lastInit();
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('adds the cart session header to cart, checkout, order and PayPal calls only', async () => {
    fetchMock.mockImplementation(async () => new Response('[]'));
    await apiFetch('/api/cart');
    const sessionId = window.localStorage.getItem(CART_SESSION_KEY);
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Headers(lastInit().headers).get('X-Session-Id')).toBe(sessionId);

    await apiFetch('/api/cart/12', { method: 'DELETE' });
    expect(new Headers(lastInit().headers).get('X-Session-Id')).toBe(sessionId);
    await apiFetch('/api/orders', { method: 'POST', body: {} });
    expect(new Headers(lastInit().headers).get('X-Session-Id')).toBe(sessionId);
    await apiFetch('/api/orders/5');
    expect(new Headers(lastInit().headers).get('X-Session-Id')).toBe(sessionId);
    await apiFetch('/api/calculate-shipping', { method: 'POST', body: { shippingMethod: 'rush' } });
    expect(new Headers(lastInit().headers).get('X-Session-Id')).toBe(sessionId);
    await apiFetch('/api/validate-discount', { method: 'POST', body: { code: 'WELCOME10' } });
    expect(new Headers(lastInit().headers).get('X-Session-Id')).toBe(sessionId);
    await apiFetch('/paypal/order', { method: 'POST', body: { orderId: 1 } });
    expect(new Headers(lastInit().headers).get('X-Session-Id')).toBe(sessionId);
    await apiFetch('/paypal/order/PAY-1/capture', { method: 'POST' });
    expect(new Headers(lastInit().headers).get('X-Session-Id')).toBe(sessionId);

    await apiFetch('/api/products');
    expect(new Headers(lastInit().headers).has('X-Session-Id')).toBe(false);
    await apiFetch('/api/cartoons');
    expect(new Headers(lastInit().headers).has('X-Session-Id')).toBe(false);
    await apiFetch('/api/shipping-settings');
    expect(new Headers(lastInit().headers).has('X-Session-Id')).toBe(false);
    await apiFetch('/paypalish');
    expect(new Headers(lastInit().headers).has('X-Session-Id')).toBe(false);
  });

  it('returns undefined for an empty success body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/cart', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('apiFetch error messages', () => {
  it("uses the server's JSON message and keeps status and code", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'Discount code has expired', code: 'DISCOUNT_EXPIRED' }), {
        status: 400,
        statusText: 'Bad Request',
      }),
    );
    const error = await errorOf(apiFetch('/api/validate-discount', { method: 'POST', body: { code: 'X' } }));
    expect(error.message).toBe('Discount code has expired');
    expect(error.status).toBe(400);
    expect(error.code).toBe('DISCOUNT_EXPIRED');
  });

  it('falls back to "status: text" when the body is not a JSON error', async () => {
    fetchMock.mockResolvedValue(
      new Response('Bad gateway upstream', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await errorOf(apiFetch('/api/products'));
    expect(error.message).toBe('502: Bad gateway upstream');
    expect(error.status).toBe(502);
  });

  it('falls back to "status: text" for JSON without a message', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"error":"boom"}', { status: 500, statusText: 'Server Error' }),
    );
    const error = await errorOf(apiFetch('/api/products'));
    expect(error.message).toBe('500: {"error":"boom"}');
  });

  it('falls back to "status: statusText" when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const error = await errorOf(apiFetch('/api/products'));
    expect(error.message).toBe('503: Service Unavailable');
  });

  it('apiRequestOr reports a fixed message but keeps the status', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"message":"No such product","code":"NOT_FOUND"}', { status: 404 }),
    );
    const error = await errorOf(apiRequestOr('Product not found', '/api/products/nope'));
    expect(error.message).toBe('Product not found');
    expect(error.status).toBe(404);
    expect(error.code).toBe('NOT_FOUND');
  });

  it('apiRequestOr turns a network failure into status 0 with the fixed message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await errorOf(apiRequestOr('Failed to fetch products', '/api/products'));
    expect(error.message).toBe('Failed to fetch products');
    expect(error.status).toBe(0);
  });
});
