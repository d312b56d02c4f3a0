import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { formParts } from '#server/plugins/multipart';
import type { Storage } from '#server/storage/storage';
import type { UploadGuard } from '#server/uploads/upload-guard';
import { artworkLimits, cartItemSchema, cartItemUpdateSchema, cartSchema } from '#shared/schemas/cart';
import { errorBodySchema, idParamSchema, noBodySchema } from '#shared/schemas/common';
import { clearCart, getCart, removeCartItem } from './cart.service.ts';
import { addCartItem } from './cart-add.service.ts';
import { requireCartSession } from './cart-session.ts';
import { updateCartItem } from './cart-update.service.ts';

/** Needs the multipart plugin (plugins/multipart.ts) registered first. */
export function registerCartRoutes(
  app: FastifyInstance,
  deps: { db: Database; storage: Storage; uploads: UploadGuard },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/cart', { schema: { response: { 200: cartSchema } } }, async (request) =>
    getCart(deps.db, requireCartSession(request)),
  );

  routes.post(
    '/api/cart',
    // Counted against the address's upload allowance, shared with the review form (upload-guard.ts).
    { onRequest: deps.uploads.countRequest, schema: { response: { 201: cartItemSchema } } },
    async (request, reply) => {
      const sessionId = requireCartSession(request);
      // One more file than allowed reaches the service, which refuses it with the cart's own message.
      const form = formParts(request, {
        fileSize: artworkLimits.maxFileBytes,
        files: artworkLimits.maxFiles + 1,
      });
      const item = await addCartItem({ ...deps, log: request.log }, sessionId, form);
      return reply.status(201).send(item);
    },
  );

  routes.patch(
    '/api/cart/:id',
    {
      schema: {
        params: idParamSchema,
        body: cartItemUpdateSchema,
        response: { 200: cartItemSchema, 404: errorBodySchema },
      },
    },
    async (request) => updateCartItem(deps, requireCartSession(request), request.params.id, request.body),
  );

  routes.delete(
    '/api/cart/:id',
    { schema: { params: idParamSchema, response: { 204: noBodySchema, 404: errorBodySchema } } },
    async (request, reply) => {
      await removeCartItem({ ...deps, log: request.log }, requireCartSession(request), request.params.id);
      return reply.status(204).send();
    },
  );

  routes.delete('/api/cart', { schema: { response: { 204: noBodySchema } } }, async (request, reply) => {
    await clearCart({ ...deps, log: request.log }, requireCartSession(request));
    return reply.status(204).send();
  });
}
