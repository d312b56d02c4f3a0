import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPrivatePath } from '#server/plugins/private-no-store';
import { markPublicRead, type PublicReadOptions } from '#server/plugins/public-read-cache';
import { fileBodySchema, noBodySchema, textBodySchema } from '#shared/schemas/common';
import { loadPage, type StorefrontReads } from './page-data.ts';
import { createPageRenderer } from './page-render.ts';

/**
 * A page is a public read (decision 0020): kept in memory until the catalogue or the promotion changes,
 * and for 10 s at most, since it shows the promotion's countdown as it was when rendered.
 */
const storefrontPageRead: PublicReadOptions = {
  topics: ['catalog', 'promo'],
  cacheControl: 'no-cache',
  ttlMs: 10_000,
};

export type WebClientOptions = {
  clientDir: string;
  /** The built render entry (dist/server-render); absent or not built, pages are the client shell. */
  renderDir?: string | undefined;
  publicUrl: string;
  reads: StorefrontReads;
};

/**
 * The built client: hashed assets cached for a year, every page path answered with index.html carrying
 * that page's title, meta tags and JSON-LD (docs/product/storefront.md#pages) and its status code
 * (docs/decisions/0006-page-status-codes.md); the storefront's pages rendered on the server with their
 * data embedded, the cart and the admin left to the browser (docs/decisions/0021).
 */
export async function registerWebClient(app: FastifyInstance, options: WebClientOptions): Promise<void> {
  const indexPath = path.join(options.clientDir, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  const pageDeps = { reads: options.reads, origin: options.publicUrl };
  const renderer = indexHtml
    ? await createPageRenderer({ indexHtml, renderDir: options.renderDir, origin: options.publicUrl })
    : null;

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

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!renderer) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web client is not built. Run `npm run build` (or `npm start`, which builds it).');
    }
    // A customer's order page (its address holds the link's token) is nobody's public read, nor kept.
    const privatePage = isPrivatePath(request.url.split('?', 1)[0] ?? '');
    if (!privatePage) markPublicRead(request, storefrontPageRead);
    const page = await loadPage(request.url, pageDeps);
    return reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', privatePage ? 'no-store' : 'no-cache')
      .send(await renderer.html(page, request));
  };

  // The static plugin refuses a directory, so the home page gets its own route.
  // Pages are HTML (or, unbuilt, a line of text): Fastify sends the strings as they are.
  app.get('/', { schema: { response: { 200: textBodySchema, 503: textBodySchema } } }, (request, reply) =>
    sendPage(request, reply),
  );

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (!isPage || pathname === '/api') {
      return reply
        .status(404)
        .send({ message: `Route ${request.method} ${pathname} not found`, code: 'NOT_FOUND' });
    }
    return sendPage(request, reply);
  });
}
