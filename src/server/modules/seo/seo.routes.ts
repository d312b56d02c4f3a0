import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createProductsRepository } from '../products/products.repository.ts';
import { robotsTxt, sitemapXml } from './seo.service.ts';

/** /robots.txt and /sitemap.xml, with the shop's public address (PUBLIC_URL). */
export function registerSeoRoutes(app: FastifyInstance, deps: { db: Database; publicUrl: string }): void {
  const products = createProductsRepository(deps.db);

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(deps.publicUrl)),
  );

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(sitemapXml(await products.listActiveSlugs(), deps.publicUrl)),
  );
}
