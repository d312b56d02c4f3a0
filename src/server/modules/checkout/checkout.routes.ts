import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  calculateShippingInputSchema,
  calculateShippingResultSchema,
} from '../../../shared/schemas/checkout.ts';
import type { Database } from '../../db/client.ts';
import { requireCartSession } from '../cart/cart-session.ts';
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
