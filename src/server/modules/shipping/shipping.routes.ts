import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { shippingSettingsSchema } from '#shared/schemas/shipping-settings';
import { getShippingSettings } from './shipping.service.ts';

/**
 * The storefront's shipping settings (the Shipping tab's save is in admin-shipping.routes.ts): a public
 * read kept in memory until the settings change (plugins/public-read-cache.ts, decision 0020).
 */
export function registerShippingRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/shipping-settings',
    {
      config: { publicRead: { topics: ['shipping'], cacheControl: 'no-cache' } },
      schema: { response: { 200: shippingSettingsSchema } },
    },
    async () => getShippingSettings(deps.db),
  );
}
