import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { createProductHtmlCache } from './product-html.ts';
import { createProductsRepository } from './products.repository.ts';
import { getStorefrontProduct, listStorefrontProducts } from './products.service.ts';

export function registerProductRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const repository = createProductsRepository(deps.db);
  const html = createProductHtmlCache();
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/products', async () => listStorefrontProducts(repository, html));

  routes.get(
    '/api/products/:slug',
    { schema: { params: z.object({ slug: z.string().min(1).max(200) }) } },
    async (request) => getStorefrontProduct(repository, html, request.params.slug),
  );
}
