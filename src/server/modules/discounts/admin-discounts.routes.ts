import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { errorBodySchema, idParamSchema, noBodySchema } from '#shared/schemas/common';
import {
  discountCodeActiveInputSchema,
  discountCodeInputSchema,
  discountCodeListSchema,
  discountCodeSchema,
} from '#shared/schemas/promo';
import {
  createDiscountCode,
  deleteDiscountCode,
  listDiscountCodes,
  setDiscountCodeActive,
} from './admin-discounts.service.ts';
import { createDiscountsRepository } from './discounts.repository.ts';

/** The Discount Codes sub-tab (admin only: the admin guard checks the session). */
export function registerAdminDiscountRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const repository = createDiscountsRepository(deps.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/discount-codes',
    { schema: { response: { 200: discountCodeListSchema } } },
    async () => listDiscountCodes(repository),
  );

  routes.post(
    '/api/admin/discount-codes',
    { schema: { body: discountCodeInputSchema, response: { 201: discountCodeSchema } } },
    async (request, reply) => reply.status(201).send(await createDiscountCode(repository, request.body)),
  );

  routes.patch(
    '/api/admin/discount-codes/:id',
    {
      schema: {
        params: idParamSchema,
        body: discountCodeActiveInputSchema,
        response: { 200: discountCodeSchema },
      },
    },
    async (request) => setDiscountCodeActive(deps.db, request.params.id, request.body.isActive),
  );

  routes.delete(
    '/api/admin/discount-codes/:id',
    {
      schema: {
        params: idParamSchema,
        response: { 204: noBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteDiscountCode(deps.db, request.params.id);
      return reply.status(204).send();
    },
  );
}
