import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import type { Mailer } from '#server/modules/mail/mailer';
import { proofPageParamsSchema, proofParamsSchema, sendProofPage } from '#server/modules/proofs/proof-http';
import { decideProof, openProof } from '#server/modules/proofs/proofs.service';
import type { Storage } from '#server/storage/storage';
import { errorBodySchema, fileBodySchema } from '#shared/schemas/common';
import { orderPageSchema } from '#shared/schemas/order-page';
import { proofDecisionInputSchema } from '#shared/schemas/proofs';
import { ORDER_TOKEN_HEADER } from './order-page.routes.ts';
import { findLinkedOrder, getOrderPage, orderPageNotFound } from './order-page.service.ts';
import { proofOrders } from './proof-orders.ts';

const orderNumberSchema = z.string().max(20);

function tokenOf(headers: Record<string, unknown>): string | undefined {
  const token = headers[ORDER_TOKEN_HEADER];
  return typeof token === 'string' ? token : undefined;
}

/**
 * The proofs on the customer's order page (docs/product/orders-and-statuses.md#proofs): the customer sees
 * their pages and answers them, with the page's token in X-Order-Token, which decides who may, as it
 * decides who sees the page.
 */
export function registerOrderProofRoutes(
  app: FastifyInstance,
  deps: { db: Database; storage: Storage; mailer?: Mailer | undefined },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/order-page/:number/proofs/:proofId/pages/:page',
    {
      schema: {
        params: proofPageParamsSchema.extend({ number: orderNumberSchema }),
        response: { 200: fileBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { number, proofId, page } = request.params;
      const order = await findLinkedOrder(deps.db, number, tokenOf(request.headers));
      if (!order) throw orderPageNotFound();
      const file = await openProof(deps.db, deps.storage, proofId, page, order.id);
      return sendProofPage(reply, file, 'private, no-store');
    },
  );

  routes.post(
    '/api/order-page/:number/proofs/:proofId/decision',
    {
      schema: {
        params: proofParamsSchema.extend({ number: orderNumberSchema }),
        body: proofDecisionInputSchema,
        response: { 200: orderPageSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const { number, proofId } = request.params;
      const token = tokenOf(request.headers);
      const linked = await findLinkedOrder(deps.db, number, token);
      if (!linked) throw orderPageNotFound();
      await decideProof(
        { ...deps, orders: proofOrders },
        linked.id,
        proofId,
        request.body,
        orderPageNotFound,
      );
      return getOrderPage(deps.db, number, token);
    },
  );
}
