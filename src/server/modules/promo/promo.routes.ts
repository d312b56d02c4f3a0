import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createPromoRepository } from './promo.repository.ts';
import { getPromoSettings } from './promo.service.ts';

export function registerPromoRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const repository = createPromoRepository(deps.db);
  app.get('/api/promo-settings', async () => getPromoSettings(repository));
}
