import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { categoryInputSchema, categoryListSchema, categorySchema } from '../../../shared/schemas/category.ts';
import { idParamSchema } from '../../../shared/schemas/common.ts';
import type { Database } from '../../db/client.ts';
import { createCategoriesRepository } from './categories.repository.ts';
import {
  createCategory,
  deleteCategory,
  listAdminCategories,
  listCategories,
  updateCategory,
} from './categories.service.ts';

/**
 * The storefront's GET /api/categories and the Categories tab's calls (SPEC §7). The admin guard has
 * checked the session before any /api/admin route runs. Nothing is cached: a write shows at once.
 */
export function registerCategoryRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const repository = createCategoriesRepository(deps.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/categories', async () => listCategories(repository));

  routes.get('/api/admin/categories', { schema: { response: { 200: categoryListSchema } } }, async () =>
    listAdminCategories(repository),
  );

  routes.post(
    '/api/admin/categories',
    { schema: { body: categoryInputSchema, response: { 201: categorySchema } } },
    async (request, reply) => reply.status(201).send(await createCategory(repository, request.body)),
  );

  routes.patch(
    '/api/admin/categories/:id',
    { schema: { params: idParamSchema, body: categoryInputSchema, response: { 200: categorySchema } } },
    async (request) => updateCategory(repository, request.params.id, request.body),
  );

  routes.delete(
    '/api/admin/categories/:id',
    { schema: { params: idParamSchema } },
    async (request, reply) => {
      await deleteCategory(repository, request.params.id);
      return reply.status(204).send();
    },
  );
}
