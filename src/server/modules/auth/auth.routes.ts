import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { adminLoginInputSchema, adminMeSchema } from '#shared/schemas/admin';
import { errorBodySchema, noBodySchema } from '#shared/schemas/common';
import { ADMIN_COOKIE_PATH, ADMIN_SESSION_COOKIE, signedInAdmin } from './admin-guard.ts';
import { createAuthRepository } from './auth.repository.ts';
import { login, logout } from './auth.service.ts';
import { ADMIN_DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, DEVICE_COOKIE_PATH } from './device-cookie.ts';
import { tooManyLogins } from './login-throttle.ts';

/** Login requests one address may send a minute, whatever their outcome. */
const LOGIN_ATTEMPTS_PER_MINUTE = 20;

/** Login, logout and "who am I"; the admin guard (modules/auth/admin-guard.ts) protects the last two. */
export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { db: Database; secureCookies: boolean },
): void {
  const repository = createAuthRepository(deps.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.secureCookies,
    path: ADMIN_COOKIE_PATH,
  } as const;
  // Kept across logouts: it marks the browser as one that has logged in to the account (decision 0016).
  const deviceCookieOptions = {
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.secureCookies,
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  } as const;

  routes.post(
    '/api/admin/login',
    {
      schema: {
        body: adminLoginInputSchema,
        response: { 200: adminMeSchema, 401: errorBodySchema, 429: errorBodySchema },
      },
      // Each attempt costs a scrypt hash (~128 MiB, a few hundred ms): a flood from one address is cut
      // off here, before the database-kept failure count.
      config: {
        rateLimit: {
          max: LOGIN_ATTEMPTS_PER_MINUTE,
          timeWindow: '1 minute',
          errorResponseBuilder: (_request, context) => tooManyLogins(context.ttl),
        },
      },
    },
    async (request, reply) => {
      const { token, admin, deviceCookie } = await login(repository, {
        ...request.body,
        ip: request.ip,
        deviceCookie: request.cookies[ADMIN_DEVICE_COOKIE],
      });
      // A new session id at every login; the one the browser had before ends here.
      await logout(repository, request.cookies[ADMIN_SESSION_COOKIE]);
      reply.setCookie(ADMIN_SESSION_COOKIE, token, cookieOptions);
      reply.setCookie(ADMIN_DEVICE_COOKIE, deviceCookie, deviceCookieOptions);
      return admin;
    },
  );

  routes.post(
    '/api/admin/logout',
    { schema: { response: { 204: noBodySchema } } },
    async (request, reply) => {
      await logout(repository, request.cookies[ADMIN_SESSION_COOKIE]);
      reply.clearCookie(ADMIN_SESSION_COOKIE, cookieOptions);
      return reply.status(204).send();
    },
  );

  routes.get('/api/admin/me', { schema: { response: { 200: adminMeSchema } } }, async (request) =>
    signedInAdmin(request),
  );
}
