import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { categoryListSchema } from '#shared/schemas/category';
import { createCategoriesRepository } from './categories.repository.ts';
import { listCategories } from './categories.service.ts';

/**
 * The storefront's GET /api/categories (the Categories tab's calls are in admin-categories.routes.ts).
 * A public read kept in memory (plugins/public-read-cache.ts) until a category, product or review changes;
 * no-cache, so a browser revalidates and an admin's write shows at once (decision 0020).
 */
export function registerCategoryRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const repository = createCategoriesRepository(deps.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/categories',
    {
      config: { publicRead: { topics: ['catalog'], cacheControl: 'no-cache' } },
      schema: { response: { 200: categoryListSchema } },
    },
    async () => listCategories(repository),
  );
}
