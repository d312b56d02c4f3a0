import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  validateDiscountInputSchema,
  validateDiscountResultSchema,
} from '../../../shared/schemas/checkout.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
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
}
