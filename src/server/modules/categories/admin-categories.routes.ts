import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { categoryInputSchema, categoryListSchema, categorySchema } from '#shared/schemas/category';
import { errorBodySchema, idParamSchema, noBodySchema } from '#shared/schemas/common';
import {
  createCategory,
  deleteCategory,
  listAdminCategories,
  updateCategory,
} from './admin-categories.service.ts';
import { createCategoriesRepository } from './categories.repository.ts';

/**
 * The Categories tab's calls (docs/product/api.md#admin-calls). The admin guard has checked the session
 * before any /api/admin route runs. Nothing is cached: a write shows at once.
 */
export function registerAdminCategoryRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const repository = createCategoriesRepository(deps.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

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
    { schema: { params: idParamSchema, response: { 204: noBodySchema, 404: errorBodySchema } } },
    async (request, reply) => {
      await deleteCategory(repository, request.params.id);
      return reply.status(204).send();
    },
  );
}
