import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createCartRepository } from './cart.repository.ts';
import { getCart } from './cart.service.ts';
import { requireCartSession } from './cart-session.ts';

export function registerCartRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const repository = createCartRepository(deps.db);
  app.get('/api/cart', async (request) => getCart(repository, requireCartSession(request)));
}
