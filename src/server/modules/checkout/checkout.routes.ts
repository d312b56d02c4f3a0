import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { requireCartSession } from '#server/modules/cart/cart-session';
import { calculateShippingInputSchema, calculateShippingResultSchema } from '#shared/schemas/checkout';
import { calculateCartShipping } from './checkout.service.ts';

export function registerCheckoutRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/calculate-shipping',
    { schema: { body: calculateShippingInputSchema, response: { 200: calculateShippingResultSchema } } },
    async (request) =>
      calculateCartShipping(deps.db, requireCartSession(request), request.body.shippingMethod),
  );
}
