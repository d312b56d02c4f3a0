import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { overviewSchema } from '#shared/schemas/overview';
import { getOverview } from './overview.service.ts';

/** The admin's Overview tab (admin only: the admin guard checks the session). */
export function registerAdminOverviewRoutes(app: FastifyInstance, deps: { db: Database }): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/admin/overview', { schema: { response: { 200: overviewSchema } } }, async () =>
      getOverview(deps.db),
    );
}
