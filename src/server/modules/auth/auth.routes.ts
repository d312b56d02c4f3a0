import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminLoginInputSchema, adminMeSchema } from '../../../shared/schemas/admin.ts';
import { errorBodySchema } from '../../../shared/schemas/common.ts';
import type { Database } from '../../db/client.ts';
import { ADMIN_COOKIE_PATH, ADMIN_SESSION_COOKIE, signedInAdmin } from '../../plugins/admin-guard.ts';
import { createAuthRepository } from './auth.repository.ts';
import { login, logout } from './auth.service.ts';

/** Login, logout and "who am I"; the admin guard (plugins/admin-guard.ts) protects the last two. */
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

  routes.post(
    '/api/admin/login',
    {
      schema: {
        body: adminLoginInputSchema,
        response: { 200: adminMeSchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { token, admin } = await login(repository, { ...request.body, ip: request.ip });
      // A new session id at every login; the one the browser had before ends here.
      await logout(repository, request.cookies[ADMIN_SESSION_COOKIE]);
      reply.setCookie(ADMIN_SESSION_COOKIE, token, cookieOptions);
      return admin;
    },
  );

  routes.post('/api/admin/logout', async (request, reply) => {
    await logout(repository, request.cookies[ADMIN_SESSION_COOKIE]);
    reply.clearCookie(ADMIN_SESSION_COOKIE, cookieOptions);
    return reply.status(204).send();
  });

  routes.get('/api/admin/me', { schema: { response: { 200: adminMeSchema } } }, async (request) =>
    signedInAdmin(request),
  );
}
