import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { adminProductListQuerySchema, adminProductListSchema } from '#shared/schemas/admin-product-list';
import { catalogTotalHeader } from '#shared/schemas/catalog-page';
import { errorBodySchema, idParamSchema, noBodySchema } from '#shared/schemas/common';
import { productInputSchema, productSchema } from '#shared/schemas/product';
import {
  createProduct,
  deleteProduct,
  getAdminProduct,
  listAdminProducts,
  updateProduct,
} from './admin-products.service.ts';
import { pageLinkHeader } from './page-links.ts';

/** The product editor's calls (docs/product/api.md#admin-calls); the admin guard has checked the session. */
export function registerAdminProductRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/products',
    { schema: { querystring: adminProductListQuerySchema, response: { 200: adminProductListSchema } } },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const { items, total } = await listAdminProducts(deps.db, request.query);
      reply.header(catalogTotalHeader, String(total));
      const links = pageLinkHeader(request.url, page, Math.max(1, Math.ceil(total / pageSize)));
      if (links) reply.header('link', links);
      return items;
    },
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
