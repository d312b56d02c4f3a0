import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { promoSettingsInputSchema, promoSettingsSchema } from '../../../shared/schemas/promo.ts';
import type { Database } from '../../db/client.ts';
import { createPromoRepository } from './promo.repository.ts';
import { getPromoSettings, savePromoSettings } from './promo.service.ts';

export function registerPromoRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const repository = createPromoRepository(deps.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/promo-settings', async () => getPromoSettings(repository));

  // Admin only: the admin guard checks the session.
  routes.put(
    '/api/admin/promo-settings',
    { schema: { body: promoSettingsInputSchema, response: { 200: promoSettingsSchema } } },
    async (request) => savePromoSettings(deps.db, request.body),
  );
}
