import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import type { Mailer } from '#server/modules/mail/mailer';
import { adminPageQuerySchema, adminQuoteRequestListSchema } from '#shared/schemas/admin';
import { errorBodySchema, idParamSchema } from '#shared/schemas/common';
import { quoteReplyInputSchema, quoteReplySchema } from '#shared/schemas/quote-reply';
import { listQuoteRequests } from './admin-quotes.service.ts';
import { replyToQuoteRequest } from './quote-replies.service.ts';

/** The Orders tab's 'Get Free Quote' requests and the shop's replies (admin only: the admin guard checks the session). */
export function registerAdminQuoteRoutes(
  app: FastifyInstance,
  deps: { db: Database; mailer?: Mailer | undefined },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/quote-requests',
    { schema: { querystring: adminPageQuerySchema, response: { 200: adminQuoteRequestListSchema } } },
    async (request) => listQuoteRequests(deps.db, request.query.page),
  );

  routes.post(
    '/api/admin/quote-requests/:id/replies',
    {
      schema: {
        params: idParamSchema,
        body: quoteReplyInputSchema,
        response: { 201: quoteReplySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await replyToQuoteRequest(deps, request.params.id, request.body)),
  );
}
