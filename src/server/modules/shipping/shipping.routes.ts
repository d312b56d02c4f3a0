import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { shippingSettingsSchema } from '#shared/schemas/shipping-settings';
import { getShippingSettings } from './shipping.service.ts';

/** The storefront's shipping settings (the Shipping tab's save is in admin-shipping.routes.ts). */
export function registerShippingRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/shipping-settings', { schema: { response: { 200: shippingSettingsSchema } } }, async () =>
    getShippingSettings(deps.db),
  );
}
