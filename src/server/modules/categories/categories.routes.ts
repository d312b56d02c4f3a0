import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { categoryListSchema } from '#shared/schemas/category';
import { createCategoriesRepository } from './categories.repository.ts';
import { listCategories } from './categories.service.ts';

/**
 * The storefront's GET /api/categories (the Categories tab's calls are in admin-categories.routes.ts).
 * Nothing is cached: an admin's write shows at once.
 */
export function registerCategoryRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const repository = createCategoriesRepository(deps.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/categories', { schema: { response: { 200: categoryListSchema } } }, async () =>
    listCategories(repository),
  );
}
