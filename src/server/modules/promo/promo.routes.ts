import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { promoSettingsSchema } from '#shared/schemas/promo';
import { createPromoRepository } from './promo.repository.ts';
import { getPromoSettings } from './promo.service.ts';

export function registerPromoRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const repository = createPromoRepository(deps.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Polled every 5 s by every open storefront tab (docs/product/promotions.md): a public read
  // (plugins/public-read-cache.ts), so the browser revalidates with If-None-Match (no-cache) and an
  // unchanged banner costs a 304 without a body, answered from memory.
  routes.get(
    '/api/promo-settings',
    {
      config: { publicRead: { topics: ['promo'], cacheControl: 'no-cache' } },
      schema: { response: { 200: promoSettingsSchema } },
    },
    async () => getPromoSettings(repository),
  );
}
