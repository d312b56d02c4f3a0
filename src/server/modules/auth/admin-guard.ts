import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '#server/db/client';
import { forbidden, unauthorized } from '#server/errors';
import { apiMessages } from '#shared/errors';
import type { AdminMe } from '#shared/schemas/admin';
import { createSessionAuthenticator } from './auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin on admin and upload routes (set by the admin guard); null elsewhere. */
    admin: AdminMe | null;
  }
}

export const ADMIN_SESSION_COOKIE = 'admin_session';
/** The cookie goes only with API calls, never with page or media requests. */
export const ADMIN_COOKIE_PATH = '/api';

/** Every route under these needs an admin session (decision 0012). */
const PROTECTED_PREFIXES = ['/api/admin', '/api/upload'];
/** The one admin route open without a session. */
const OPEN_ROUTES = new Set(['POST /api/admin/login']);
const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isProtectedPath(path: string): boolean {
  return PROTECTED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The admin the guard let through; a route outside the guarded prefixes gets a 401 instead. */
export function signedInAdmin(request: FastifyRequest): AdminMe {
  if (!request.admin) throw unauthorized(apiMessages.pleaseLogIn);
  return request.admin;
}

/**
 * A request sent by another site: Sec-Fetch-Site says so, or Origin is neither the shop's public
 * address (PUBLIC_URL) nor the host the request was sent to (Host).
 */
function isCrossSiteRequest(request: FastifyRequest, publicOrigin: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    const from = new URL(origin);
    if (from.origin === publicOrigin) return false;
    // Read Host with the Origin's scheme, so an explicit default port (localhost:80) compares equal.
    return from.host !== new URL(`${from.protocol}//${request.host}`).host;
  } catch {
    return true; // 'null' or garbage: not this site
  }
}

/**
 * The one place where admin access is enforced: every route under /api/admin and /api/upload (by the
 * path asked for and by the route it matched, so no spelling of a path slips through) needs a live
 * admin session, else 401; and a state-changing request to those routes or carrying the session
 * cookie is refused (403) when it comes from another site.
 */
export function registerAdminGuard(app: FastifyInstance, deps: { db: Database; publicUrl: string }): void {
  const authenticate = createSessionAuthenticator(deps.db);
  const publicOrigin = new URL(deps.publicUrl).origin;
  app.decorateRequest('admin', null);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const pattern = request.routeOptions.url;
    const isProtected = isProtectedPath(path) || (pattern !== undefined && isProtectedPath(pattern));
    const token = request.cookies[ADMIN_SESSION_COOKIE];
    if (
      STATE_CHANGING_METHODS.has(request.method) &&
      (isProtected || token !== undefined) &&
      isCrossSiteRequest(request, publicOrigin)
    ) {
      throw forbidden(apiMessages.crossSite);
    }
    if (!isProtected || OPEN_ROUTES.has(`${request.method} ${pattern}`)) return;
    const admin = await authenticate(token);
    if (!admin) {
      if (token !== undefined) reply.clearCookie(ADMIN_SESSION_COOKIE, { path: ADMIN_COOKIE_PATH });
      throw unauthorized(apiMessages.pleaseLogIn);
    }
    request.admin = admin;
  });
}
