import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { shippingSettingsInputSchema, shippingSettingsSchema } from '#shared/schemas/shipping-settings';
import { saveShippingSettings } from './admin-shipping.service.ts';

/** The Shipping tab's save (admin only: the admin guard checks the session). */
export function registerAdminShippingRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.put(
    '/api/admin/shipping-settings',
    { schema: { body: shippingSettingsInputSchema, response: { 200: shippingSettingsSchema } } },
    async (request) => saveShippingSettings(deps.db, request.body),
  );
}
