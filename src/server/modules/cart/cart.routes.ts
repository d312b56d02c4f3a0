import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { artworkLimits, cartItemSchema } from '../../../shared/schemas/cart.ts';
import { idParamSchema } from '../../../shared/schemas/common.ts';
import type { Database } from '../../db/client.ts';
import { formParts } from '../../plugins/multipart.ts';
import type { Storage } from '../../storage/storage.ts';
import { clearCart, getCart, removeCartItem } from './cart.service.ts';
import { addCartItem } from './cart-add.service.ts';
import { requireCartSession } from './cart-session.ts';

/** Needs the multipart plugin (plugins/multipart.ts) registered first. */
export function registerCartRoutes(app: FastifyInstance, deps: { db: Database; storage: Storage }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/cart', async (request) => getCart(deps.db, requireCartSession(request)));

  routes.post('/api/cart', { schema: { response: { 201: cartItemSchema } } }, async (request, reply) => {
    const sessionId = requireCartSession(request);
    // One more file than allowed reaches the service, which refuses it with the cart's own message.
    const parts = formParts(request, {
      fileSize: artworkLimits.maxFileBytes,
      files: artworkLimits.maxFiles + 1,
    });
    const item = await addCartItem({ ...deps, log: request.log }, sessionId, parts);
    return reply.status(201).send(item);
  });

  routes.delete('/api/cart/:id', { schema: { params: idParamSchema } }, async (request, reply) => {
    await removeCartItem({ ...deps, log: request.log }, requireCartSession(request), request.params.id);
    return reply.status(204).send();
  });

  routes.delete('/api/cart', async (request, reply) => {
    await clearCart({ ...deps, log: request.log }, requireCartSession(request));
    return reply.status(204).send();
  });
}
