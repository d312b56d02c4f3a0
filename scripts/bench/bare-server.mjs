// The bare Fastify server of `npm run bench`: answers each measured URL (path and query string, as
// recorded) with the bytes and headers the shop answered once (read from the JSON file named on the
// command line), and 304 to a matching If-None-Match, so the shop's figures can be read as a ratio to the
// cheapest possible answer.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const answers = new Map();
for (const answer of JSON.parse(readFileSync(process.argv[2], 'utf8'))) {
  answers.set(answer.path, { ...answer, body: Buffer.from(answer.body, 'base64') });
}
const app = Fastify({ logger: false });

// One route for every recorded URL: a map lookup on the raw URL, so query strings are told apart.
app.get('/*', (request, reply) => {
  const answer = answers.get(request.url);
  if (!answer) return reply.code(404).send();
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  const etag = answer.headers.etag;
  if (etag && request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.code(answer.status).send(answer.body);
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ address });
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
