import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client';
import { createProductLookup } from '#server/modules/products/products.service';
import { textBodySchema } from '#shared/schemas/common';
import { robotsTxt, sitemapXml } from './seo.service.ts';

/** /robots.txt and /sitemap.xml, with the shop's public address (PUBLIC_URL). */
export function registerSeoRoutes(app: FastifyInstance, deps: { db: Database; publicUrl: string }): void {
  const products = createProductLookup(deps.db);

  // Text answers: the schemas declare them; Fastify sends the strings as they are.
  const schema = { response: { 200: textBodySchema } };

  // Public reads (plugins/public-read-cache.ts), kept in memory: robots.txt reads nothing, the sitemap is
  // dropped when a product changes. Crawlers may keep them for an hour and for five minutes.
  app.get(
    '/robots.txt',
    { schema, config: { publicRead: { topics: [], cacheControl: 'public, max-age=3600' } } },
    async (_request, reply) => reply.type('text/plain; charset=utf-8').send(robotsTxt(deps.publicUrl)),
  );

  app.get(
    '/sitemap.xml',
    { schema, config: { publicRead: { topics: ['catalog'], cacheControl: 'public, max-age=300' } } },
    async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .send(sitemapXml(await products.listActiveSlugs(), deps.publicUrl)),
  );
}
