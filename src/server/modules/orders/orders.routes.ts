import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodError } from 'zod';
import { missingCustomerInfoMessage } from '../../../shared/errors.ts';
import { orderSummarySchema, placeOrderInputSchema } from '../../../shared/schemas/checkout.ts';
import { errorBodySchema, idParamSchema } from '../../../shared/schemas/common.ts';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import { requireCartSession } from '../cart/cart-session.ts';
import { requireIdempotencyKey } from './idempotency-key.ts';
import { getOrderForSession, placeOrder } from './orders.service.ts';

/** A missing or invalid name or e-mail (or no customer at all): SPEC §5's checkout message. */
function isCustomerInfoMissing(error: ZodError): boolean {
  return error.issues.some(
    (issue) =>
      issue.path[0] === 'customer' &&
      (issue.path.length === 1 || issue.path[1] === 'name' || issue.path[1] === 'email'),
  );
}

export function registerOrderRoutes(app: FastifyInstance, deps: { db: Database; storage: Storage }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/orders',
    { schema: { response: { 200: orderSummarySchema, 201: orderSummarySchema, 400: errorBodySchema } } },
    async (request, reply) => {
      const sessionId = requireCartSession(request);
      const idempotencyKey = requireIdempotencyKey(request);
      const parsed = placeOrderInputSchema.safeParse(request.body);
      if (!parsed.success) {
        if (!isCustomerInfoMissing(parsed.error)) throw parsed.error;
        const issues = parsed.error.issues.map((issue) => ({
          path: issue.path.map(String).join('.'),
          message: issue.message,
        }));
        return reply
          .status(400)
          .send({ message: missingCustomerInfoMessage, code: 'MISSING_CUSTOMER_INFO', issues });
      }
      const result = await placeOrder(
        {
          db: deps.db,
          storage: deps.storage,
          onFileDeleteError: (key, error) =>
            request.log.warn({ key, err: error }, 'could not delete an artwork file'),
        },
        { sessionId, idempotencyKey, input: parsed.data },
      );
      return reply.status(result.created ? 201 : 200).send(result.order);
    },
  );

  routes.get(
    '/api/orders/:id',
    { schema: { params: idParamSchema, response: { 200: orderSummarySchema } } },
    async (request) => getOrderForSession(deps.db, request.params.id, requireCartSession(request)),
  );
}
