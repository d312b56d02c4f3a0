import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  shippingSettingsInputSchema,
  shippingSettingsSchema,
} from '../../../shared/schemas/shipping-settings.ts';
import type { Database } from '../../db/client.ts';
import { createShippingRepository } from './shipping.repository.ts';
import { getShippingSettings, saveShippingSettings } from './shipping.service.ts';

export function registerShippingRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const repository = createShippingRepository(deps.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/shipping-settings', async () => getShippingSettings(repository));

  // Admin only: the admin guard checks the session.
  routes.put(
    '/api/admin/shipping-settings',
    { schema: { body: shippingSettingsInputSchema, response: { 200: shippingSettingsSchema } } },
    async (request) => saveShippingSettings(repository, request.body),
  );
}
