import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminPageQuerySchema, adminQuoteRequestListSchema } from '../../../shared/schemas/admin.ts';
import { quoteRequestInputSchema, quoteRequestSchema } from '../../../shared/schemas/quote-request.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createQuotesRepository } from './quotes.repository.ts';
import { createQuoteRequest, listQuoteRequests } from './quotes.service.ts';

/** Quote requests one client address may send per hour. */
export const QUOTE_REQUESTS_PER_HOUR = 5;

export function tooManyQuoteRequests(retryAfterMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new AppError(
    'TOO_MANY_REQUESTS',
    `You have sent ${QUOTE_REQUESTS_PER_HOUR} quote requests in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us.`,
    429,
  );
}

/** Needs the rate-limit plugin (plugins/rate-limit.ts) registered first. */
export function registerQuoteRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const repository = createQuotesRepository(deps.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/quote-requests',
    {
      schema: { body: quoteRequestInputSchema, response: { 201: quoteRequestSchema } },
      config: {
        rateLimit: {
          max: QUOTE_REQUESTS_PER_HOUR,
          timeWindow: '1 hour',
          errorResponseBuilder: (_request, context) => tooManyQuoteRequests(context.ttl),
        },
      },
    },
    async (request, reply) => reply.status(201).send(await createQuoteRequest(repository, request.body)),
  );

  // Admin only: the admin guard checks the session.
  routes.get(
    '/api/admin/quote-requests',
    { schema: { querystring: adminPageQuerySchema, response: { 200: adminQuoteRequestListSchema } } },
    async (request) => listQuoteRequests(repository, request.query.page),
  );
}
