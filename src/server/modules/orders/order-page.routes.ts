import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import { requireCartSession } from '#server/modules/cart/cart-session';
import type { Mailer } from '#server/modules/mail/mailer';
import { errorBodySchema, idParamSchema } from '#shared/schemas/common';
import {
  orderLookupInputSchema,
  orderLookupResultSchema,
  orderPageLinkSchema,
  orderPageSchema,
} from '#shared/schemas/order-page';
import { createOrderPageLink, getOrderPage, requestOrderLookup } from './order-page.service.ts';

/** The token travels in a header, not the API's address, so it is in no access log of the API. */
export const ORDER_TOKEN_HEADER = 'x-order-token';

const numberParamSchema = z.object({ number: z.string().max(20) });

/** The customer's order page and the order lookup (docs/product/orders-and-statuses.md#the-order-page). */
export function registerOrderPageRoutes(app: FastifyInstance, deps: { db: Database; mailer: Mailer }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/order-page/:number',
    {
      schema: {
        params: numberParamSchema,
        response: { 200: orderPageSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const token = request.headers[ORDER_TOKEN_HEADER];
      return getOrderPage(deps.db, request.params.number, typeof token === 'string' ? token : undefined);
    },
  );

  routes.post(
    '/api/orders/:id/page-link',
    { schema: { params: idParamSchema, response: { 201: orderPageLinkSchema, 404: errorBodySchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createOrderPageLink(deps.db, request.params.id, requireCartSession(request))),
  );

  routes.post(
    '/api/order-lookup',
    {
      schema: {
        body: orderLookupInputSchema,
        response: { 202: orderLookupResultSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await requestOrderLookup(deps, request.body, request.ip)),
  );
}
