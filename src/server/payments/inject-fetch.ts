import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { FetchLike } from './paypal-client.ts';

function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    promise.then(resolve, reject);
  });
}

/**
 * A fetch that hands the request to this very app through `app.inject` instead of the network: only the
 * URL's path and query are used. The app's PayPal client reaches the built-in simulator this way, so it
 * works whatever address the server listens on (or before it listens at all, as in tests), and no
 * request to the simulator's API ever leaves the process.
 */
export function createInjectFetch(app: FastifyInstance): FetchLike {
  return async (url, init) => {
    const { pathname, search } = new URL(url);
    const injected = app.inject({
      method: init.method.toUpperCase() as HTTPMethods,
      url: `${pathname}${search}`,
      headers: init.headers,
      ...(init.body === undefined ? {} : { payload: init.body }),
    });
    const response = await abortable(injected, init.signal);
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };
}
