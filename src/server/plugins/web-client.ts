import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export type WebClientOptions = { clientDir: string; publicUrl: string };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const DEFAULT_TITLE = 'PrintPro Signs | Custom Printing & Signage';
const DEFAULT_DESCRIPTION =
  'Custom vinyl banners, signs, trade show displays, business cards, yard signs and stickers, printed fast with free design help.';

/** Page paths the client router knows; anything else (more segments) is answered with status 404. */
export function isKnownPagePath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length <= 1) return true;
  if (segments.length === 2 && (segments[0] === 'admin' || segments[0] === 'products')) return true;
  return false;
}

/** The built single-page client: hashed assets cached for a year, every page path answered with index.html. */
export async function registerWebClient(app: FastifyInstance, options: WebClientOptions): Promise<void> {
  const indexPath = path.join(options.clientDir, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      index: false,
      wildcard: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const renderPage = (pathname: string) => {
    const head = [
      `<meta name="description" content="${escapeHtml(DEFAULT_DESCRIPTION)}">`,
      `<link rel="canonical" href="${escapeHtml(options.publicUrl + pathname)}">`,
      `<meta property="og:title" content="${escapeHtml(DEFAULT_TITLE)}">`,
      `<meta property="og:description" content="${escapeHtml(DEFAULT_DESCRIPTION)}">`,
      '<meta property="og:type" content="website">',
    ].join('\n    ');
    return (indexHtml ?? '').replace('<!--app-head-->', head);
  };

  const sendPage = (pathname: string, reply: FastifyReply) => {
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web client is not built. Run `npm run build` (or `npm start`, which builds it).');
    }
    return reply
      .status(isKnownPagePath(pathname) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(renderPage(pathname));
  };

  // The static plugin refuses a directory, so the home page gets its own route.
  app.get('/', (_request, reply) => sendPage('/', reply));

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
