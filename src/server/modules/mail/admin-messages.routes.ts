import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminPageQuerySchema } from '#shared/schemas/admin';
import {
  adminMessageListSchema,
  adminMessageSchema,
  adminMessageViewSchema,
} from '#shared/schemas/admin-messages';
import { errorBodySchema, idParamSchema } from '#shared/schemas/common';
import {
  type AdminMessagesDeps,
  listMessages,
  resendMessage,
  viewMessage,
} from './admin-messages.service.ts';

/**
 * Admin → Messages (docs/decisions/0027-mail-outbox.md). The admin guard has checked the session before any
 * of these run.
 */
export function registerAdminMessageRoutes(app: FastifyInstance, deps: AdminMessagesDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/messages',
    { schema: { querystring: adminPageQuerySchema, response: { 200: adminMessageListSchema } } },
    async (request) => listMessages(deps, request.query.page),
  );

  routes.get(
    '/api/admin/messages/:id',
    { schema: { params: idParamSchema, response: { 200: adminMessageViewSchema, 404: errorBodySchema } } },
    async (request) => viewMessage(deps, request.params.id),
  );

  routes.post(
    '/api/admin/messages/:id/resend',
    {
      schema: {
        params: idParamSchema,
        response: { 200: adminMessageSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => resendMessage(deps, request.params.id),
  );
}
