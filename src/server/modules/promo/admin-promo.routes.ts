import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { promoSettingsInputSchema, promoSettingsSchema } from '#shared/schemas/promo';
import { savePromoSettings } from './admin-promo.service.ts';

/** The Promotions tab's Banner Settings save (admin only: the admin guard checks the session). */
export function registerAdminPromoRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.put(
    '/api/admin/promo-settings',
    { schema: { body: promoSettingsInputSchema, response: { 200: promoSettingsSchema } } },
    async (request) => savePromoSettings(deps.db, request.body),
  );
}
