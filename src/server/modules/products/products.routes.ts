import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import { errorBodySchema, safeString } from '#shared/schemas/common';
import { productListSchema, productSchema } from '#shared/schemas/product';
import { createProductHtmlCache } from './product-html.ts';
import { createProductsRepository } from './products.repository.ts';
import { getStorefrontProduct, listStorefrontProducts } from './products.service.ts';

export function registerProductRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const repository = createProductsRepository(deps.db);
  const html = createProductHtmlCache();
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/products', { schema: { response: { 200: productListSchema } } }, async () =>
    listStorefrontProducts(repository, html),
  );

  routes.get(
    '/api/products/:slug',
    {
      schema: {
        params: z.object({ slug: safeString().min(1).max(200) }),
        response: { 200: productSchema, 404: errorBodySchema },
      },
    },
    async (request) => getStorefrontProduct(repository, html, request.params.slug),
  );
}
