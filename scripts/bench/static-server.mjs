// The static copy of `npm run bench:browser`: answers each saved page (a fully rendered storefront page,
// scripts removed) as it is, and every other file from the same folders the shop serves them from, the
// same way (the build's precompressed client files, the product pictures under DATA_DIR/uploads/media), so
// that CSS, fonts and images cost what they cost on the shop. The JSON file named on the command line says
// { pages: { "/path": "file.html" }, clientDir, mediaDir }.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const config = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const app = Fastify({ logger: false });

for (const [pagePath, file] of Object.entries(config.pages)) {
  const html = readFileSync(file);
  // Compressed as the shop compresses its dynamic answers (@fastify/compress: br, then gzip).
  const br = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  const gz = gzipSync(html);
  app.get(pagePath, (request, reply) => {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(br);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gz);
    return reply.send(html);
  });
}

await app.register(fastifyStatic, {
  root: config.clientDir,
  index: false,
  wildcard: true,
  preCompressed: true,
  setHeaders(res, filePath) {
    const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
    res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});
await app.register(fastifyStatic, {
  root: config.mediaDir,
  prefix: '/media/',
  decorateReply: false,
  setHeaders(res) {
    res.header('Cache-Control', 'public, max-age=31536000, immutable');
  },
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ address });
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
