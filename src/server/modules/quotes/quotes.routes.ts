import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { AppError } from '#server/errors';
import type { Mailer } from '#server/modules/mail/mailer';
import { apiMessages } from '#shared/errors';
import { quoteRequestInputSchema, quoteRequestSchema } from '#shared/schemas/quote-request';
import { createQuoteRequest } from './quotes.service.ts';

/** Quote requests one client address may send per hour. */
export const QUOTE_REQUESTS_PER_HOUR = 5;

export function tooManyQuoteRequests(retryAfterMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new AppError(
    'TOO_MANY_REQUESTS',
    apiMessages.tooManyQuoteRequests(QUOTE_REQUESTS_PER_HOUR, minutes),
    429,
  );
}

/** Needs the rate-limit plugin (plugins/rate-limit.ts) registered first. */
export function registerQuoteRoutes(app: FastifyInstance, deps: { db: Database; mailer: Mailer }): void {
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
    async (request, reply) => reply.status(201).send(await createQuoteRequest(deps, request.body)),
  );
}
