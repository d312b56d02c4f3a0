import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { adminPageQuerySchema, adminQuoteRequestListSchema } from '#shared/schemas/admin';
import { listQuoteRequests } from './admin-quotes.service.ts';
import { createQuotesRepository } from './quotes.repository.ts';

/** The Orders tab's 'Get Free Quote' requests (admin only: the admin guard checks the session). */
export function registerAdminQuoteRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const repository = createQuotesRepository(deps.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/quote-requests',
    { schema: { querystring: adminPageQuerySchema, response: { 200: adminQuoteRequestListSchema } } },
    async (request) => listQuoteRequests(repository, request.query.page),
  );
}
