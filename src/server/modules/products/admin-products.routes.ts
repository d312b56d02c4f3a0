import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { errorBodySchema, idParamSchema, noBodySchema } from '#shared/schemas/common';
import { productInputSchema, productListSchema, productSchema } from '#shared/schemas/product';
import {
  createProduct,
  deleteProduct,
  getAdminProduct,
  listAdminProducts,
  updateProduct,
} from './admin-products.service.ts';

/** The product editor's calls (docs/product/api.md#admin-calls); the admin guard has checked the session. */
export function registerAdminProductRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/admin/products', { schema: { response: { 200: productListSchema } } }, async () =>
    listAdminProducts(deps.db),
  );

  routes.get(
    '/api/admin/products/:id',
    { schema: { params: idParamSchema, response: { 200: productSchema } } },
    async (request) => getAdminProduct(deps.db, request.params.id),
  );

  routes.post(
    '/api/admin/products',
    { schema: { body: productInputSchema, response: { 201: productSchema } } },
    async (request, reply) => reply.status(201).send(await createProduct(deps.db, request.body)),
  );

  routes.patch(
    '/api/admin/products/:id',
    { schema: { params: idParamSchema, body: productInputSchema, response: { 200: productSchema } } },
    async (request) => updateProduct(deps.db, request.params.id, request.body),
  );

  routes.delete(
    '/api/admin/products/:id',
    { schema: { params: idParamSchema, response: { 204: noBodySchema, 404: errorBodySchema } } },
    async (request, reply) => {
      await deleteProduct(deps.db, request.params.id);
      return reply.status(204).send();
    },
  );
}
