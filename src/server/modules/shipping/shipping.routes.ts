import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createShippingRepository } from './shipping.repository.ts';
import { getShippingSettings } from './shipping.service.ts';

export function registerShippingRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const repository = createShippingRepository(deps.db);
  app.get('/api/shipping-settings', async () => getShippingSettings(repository));
}
