import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createCategoriesRepository } from './categories.repository.ts';
import { listCategories } from './categories.service.ts';

export function registerCategoryRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const repository = createCategoriesRepository(deps.db);
  app.get('/api/categories', async () => listCategories(repository));
}
