import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import {
  catalogPageQuerySchema,
  catalogTotalHeader,
  productCardListSchema,
} from '#shared/schemas/catalog-page';
import { errorBodySchema, safeString } from '#shared/schemas/common';
import { productSchema } from '#shared/schemas/product';
import { pageLinkHeader } from './page-links.ts';
import { createProductHtmlCache } from './product-html.ts';
import { createProductsRepository } from './products.repository.ts';
import { getStorefrontProduct, listCatalogPage } from './products.service.ts';

/**
 * Served from the public-read cache (decision 0020) until a catalogue table changes; always revalidated,
 * since a product's prices feed the configurator.
 */
const catalogRead = { publicRead: { topics: ['catalog'], cacheControl: 'no-cache' } } as const;

export function registerProductRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const repository = createProductsRepository(deps.db);
  const html = createProductHtmlCache();
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/products',
    {
      config: catalogRead,
      schema: { querystring: catalogPageQuerySchema, response: { 200: productCardListSchema } },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const { cards, total } = await listCatalogPage(repository, request.query);
      reply.header(catalogTotalHeader, String(total));
      const links = pageLinkHeader(request.url, page, Math.max(1, Math.ceil(total / pageSize)));
      if (links) reply.header('link', links);
      return cards;
    },
  );

  routes.get(
    '/api/products/:slug',
    {
      config: catalogRead,
      schema: {
        params: z.object({ slug: safeString().min(1).max(200) }),
        response: { 200: productSchema, 404: errorBodySchema },
      },
    },
    async (request) => getStorefrontProduct(repository, html, request.params.slug),
  );
}
