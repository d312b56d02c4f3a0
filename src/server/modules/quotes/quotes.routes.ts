import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { AppError } from '#server/errors';
import type { Mailer } from '#server/modules/mail/mailer';
import { apiMessages } from '#shared/errors';
import { errorBodySchema } from '#shared/schemas/common';
import { customerQuoteSchema, quoteTokenParamSchema } from '#shared/schemas/quote-reply';
import { quoteRequestInputSchema, quoteRequestSchema } from '#shared/schemas/quote-request';
import { getCustomerQuote, type MintOrderLink } from './quote-replies.service.ts';
import { createQuoteRequest } from './quotes.service.ts';

/** Quote requests one client address may send per hour. */
export const QUOTE_REQUESTS_PER_HOUR = 5;

function tooManyQuoteRequests(retryAfterMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new AppError(
    'TOO_MANY_REQUESTS',
    apiMessages.tooManyQuoteRequests(QUOTE_REQUESTS_PER_HOUR, minutes),
    429,
  );
}

/** Needs the rate-limit plugin (plugins/rate-limit.ts) registered first. */
export function registerQuoteRoutes(
  app: FastifyInstance,
  deps: { db: Database; mailer: Mailer; mintOrderLink: MintOrderLink },
): void {
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

  // The quote a customer's link opens (the token is the secret: anyone holding the link may see it).
  routes.get(
    '/api/quotes/:token',
    {
      schema: {
        params: quoteTokenParamSchema,
        response: { 200: customerQuoteSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getCustomerQuote(deps.db, request.params.token, deps.mintOrderLink);
    },
  );
}
