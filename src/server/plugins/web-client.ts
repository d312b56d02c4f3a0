import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '#server/db/client';
import { createProductLookup } from '#server/modules/products/products.service';
import { injectPageHead } from '#server/modules/seo/page-head';
import { resolvePage } from '#server/modules/seo/seo.service';
import { fileBodySchema, noBodySchema, textBodySchema } from '#shared/schemas/common';

export type WebClientOptions = { clientDir: string; publicUrl: string; db: Database };

/**
 * The built single-page client: hashed assets cached for a year, every page path answered with index.html
 * carrying that page's title, meta tags and JSON-LD (docs/product/storefront.md#pages) and its status code
 * (docs/decisions/0006-page-status-codes.md).
 */
export async function registerWebClient(app: FastifyInstance, options: WebClientOptions): Promise<void> {
  const indexPath = path.join(options.clientDir, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  const seoDeps = { products: createProductLookup(options.db), origin: options.publicUrl };

  if (indexHtml) {
    // The static plugin's routes take no schema of their own: declare what they answer (files as they
    // are, a range of one, or nothing when the browser's copy is current).
    app.addHook('onRoute', (route) => {
      if (route.url !== '/*' || route.schema?.response) return;
      route.schema = {
        ...route.schema,
        response: { 200: fileBodySchema, 206: fileBodySchema, 304: noBodySchema },
      };
    });
    await app.register(fastifyStatic, {
      root: options.clientDir,
      index: false,
      wildcard: true,
      // The build wrote .br and .gz beside each text file (src/server/build/precompress-assets.ts):
      // sent as they are, never compressed per request.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendPage = async (pathname: string, reply: FastifyReply) => {
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web client is not built. Run `npm run build` (or `npm start`, which builds it).');
    }
    const page = await resolvePage(pathname, seoDeps);
    return reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(injectPageHead(indexHtml, page.head));
  };

  // The static plugin refuses a directory, so the home page gets its own route.
  // Pages are HTML (or, unbuilt, a line of text): Fastify sends the strings as they are.
  app.get('/', { schema: { response: { 200: textBodySchema, 503: textBodySchema } } }, (_request, reply) =>
    sendPage('/', reply),
  );

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (!isPage || pathname === '/api') {
      return reply
        .status(404)
        .send({ message: `Route ${request.method} ${pathname} not found`, code: 'NOT_FOUND' });
    }
    return sendPage(pathname, reply);
  });
}
