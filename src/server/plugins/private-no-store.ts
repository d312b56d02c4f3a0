import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Answers about one customer or the shop's back office: the cart, orders, PayPal payments, the admin
 * dashboard and its uploads. No browser or proxy may keep a copy of them.
 */
const PRIVATE_PREFIXES = [
  '/api/cart',
  '/api/orders',
  '/api/order-page',
  '/api/order-lookup',
  '/api/admin',
  '/api/upload',
  '/paypal',
  // The customer's order page and a quote's page: their addresses carry the link's token.
  '/orders',
  '/quote',
  '/api/quotes',
];

export function isPrivatePath(path: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** By the path asked for (raw and decoded) and by the route it matched, so no spelling slips through. */
function isPrivateRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: the raw path still counts.
  }
  const pattern = request.routeOptions.url;
  return isPrivatePath(path) || isPrivatePath(decoded) || (pattern !== undefined && isPrivatePath(pattern));
}

/**
 * `Cache-Control: no-store` on every answer under the private prefixes, errors included (onSend runs for
 * those too). A route that already says no-store (e.g. `private, no-store` on artwork downloads) keeps its own.
 */
export function registerPrivateNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isPrivateRequest(request)) return payload;
    const current = reply.getHeader('cache-control');
    if (typeof current !== 'string' || !/\bno-store\b/i.test(current))
      reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
