import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  validateDiscountInputSchema,
  validateDiscountResultSchema,
} from '../../../shared/schemas/checkout.ts';
import { idParamSchema } from '../../../shared/schemas/common.ts';
import {
  discountCodeActiveInputSchema,
  discountCodeInputSchema,
  discountCodeListSchema,
  discountCodeSchema,
} from '../../../shared/schemas/promo.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  createDiscountCode,
  deleteDiscountCode,
  listDiscountCodes,
  setDiscountCodeActive,
} from './admin-discounts.service.ts';
import { createDiscountsRepository } from './discounts.repository.ts';
import { validateDiscount } from './discounts.service.ts';

/** Code checks one client address may make per minute: plenty for a shopper, slow for guessing codes. */
export const DISCOUNT_CHECKS_PER_MINUTE = 30;

/** Needs the rate-limit plugin (plugins/rate-limit.ts) registered first. */
export function registerDiscountRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const repository = createDiscountsRepository(deps.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/validate-discount',
    {
      schema: { body: validateDiscountInputSchema, response: { 200: validateDiscountResultSchema } },
      config: {
        rateLimit: {
          max: DISCOUNT_CHECKS_PER_MINUTE,
          timeWindow: '1 minute',
          errorResponseBuilder: () =>
            new AppError('TOO_MANY_REQUESTS', 'Too many discount code checks. Please wait a minute.', 429),
        },
      },
    },
    async (request) => validateDiscount(repository, request.body.code),
  );

  // The Discount Codes sub-tab (admin only: the admin guard checks the session).
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
    { schema: { params: idParamSchema } },
    async (request, reply) => {
      await deleteDiscountCode(deps.db, request.params.id);
      return reply.status(204).send();
    },
  );
}
