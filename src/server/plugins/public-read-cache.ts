import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline, type Readable, Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '#server/db/client';
import { PUBLIC_READS_CHANNEL, subscribeToNotifications } from '#server/db/notifications';
import { requestIdOf } from '#server/request-id';
import { noBodySchema } from '#shared/schemas/common';
import { compressionThreshold, etagMatches, isCompressibleType, weakEtagOf } from './http-caching.ts';
import { isPrivatePath } from './private-no-store.ts';
import {
  defaultStoreLimits,
  type PublicReadStats,
  PublicReadStore,
  type PublicReadStoreLimits,
  type PublicReadTopic,
  topicsOfTable,
} from './public-read-store.ts';

/**
 * Public reads served from memory (docs/decisions/0020-cached-public-reads.md). A GET route opts in with
 * `config: { publicRead: { topics, cacheControl } }` (a handler that is no route, the page HTML, calls
 * markPublicRead): its 200 answers get an ETag and Cache-Control, a matching If-None-Match gets a 304,
 * and the answer is kept under its URL until a write to its topics (a database notification, migration
 * 0011) or its time to live ends it. A kept answer is sent before Fastify sees the request: no routing,
 * hooks, logging or database, close to what a bare server costs.
 */

export type PublicReadOptions = {
  /** What the answer is read from: a write to any of them drops it. */
  topics: readonly PublicReadTopic[];
  /** The answer's Cache-Control; `no-cache` (the browser revalidates every time, a 304 when unchanged). */
  cacheControl?: string;
  /** How long the answer may be kept at most, even without a change (a notification lost). */
  ttlMs?: number;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's GET answers are public reads (plugins/public-read-cache.ts). */
    publicRead?: PublicReadOptions;
  }
  interface FastifyRequest {
    /** Set by markPublicRead for a handler that is no route of its own (the page HTML). */
    publicRead: PublicReadOptions | null;
    /** The store's generation when the request started: a change since then keeps the answer out. */
    publicReadGeneration: number;
  }
  interface FastifyInstance {
    publicReads: {
      /** Drops the answers read from these topics (the database's notifications do this on every write). */
      invalidate: (topics: readonly PublicReadTopic[]) => void;
      stats: () => PublicReadStats & { enabled: boolean };
    };
  }
}

/** Kept at most this long without a change: a notification lost (or a write no trigger sees) heals. */
const DEFAULT_PUBLIC_READ_TTL_MS = 60_000;

const allTopics: readonly PublicReadTopic[] = ['catalog', 'promo', 'shipping'];

/** Marks the answer being produced as a public read, as a route's `config.publicRead` does. */
export function markPublicRead(request: FastifyRequest, options: PublicReadOptions): void {
  request.publicRead = options;
}

export type PublicReadCacheOptions = {
  db: Database;
  limits?: Partial<PublicReadStoreLimits>;
  ttlMs?: number;
  /** The clock of the time to live (tests). */
  now?: () => number;
};

/** Collects a streamed body while it is sent; `done` gets it whole unless it was too large or failed. */
function collectWhileSending(stream: Readable, maxBytes: number, done: (body: Buffer) => void): Readable {
  let chunks: Buffer[] | null = [];
  let size = 0;
  const tee = new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (chunks) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        size += bytes.length;
        if (size > maxBytes) chunks = null;
        else chunks.push(bytes);
      }
      callback(null, chunk);
    },
    flush(callback) {
      if (chunks) done(Buffer.concat(chunks));
      callback();
    },
  });
  // A failing source destroys the tee with its error, which Fastify reports as it would the source's.
  pipeline(stream, tee, () => {});
  return tee;
}

function isReadable(payload: unknown): payload is Readable {
  return typeof (payload as Readable | null)?.pipe === 'function';
}

/** Whether this answer may be kept for everyone: no cookie, not already encoded, not a private path. */
function keepable(request: FastifyRequest, reply: FastifyReply): boolean {
  return (
    !reply.hasHeader('set-cookie') &&
    !reply.hasHeader('content-encoding') &&
    !isPrivatePath(request.url.split('?', 1)[0] ?? '')
  );
}

export async function registerPublicReadCache(
  app: FastifyInstance,
  options: PublicReadCacheOptions,
): Promise<void> {
  const limits = { ...defaultStoreLimits, ...options.limits };
  const defaultTtlMs = options.ttlMs ?? DEFAULT_PUBLIC_READ_TTL_MS;
  const store = new PublicReadStore(limits, options.now);

  // Nothing is kept until the database's notifications are heard, and everything is dropped when they
  // may have been missed (a lost PostgreSQL connection), since a change could then go unseen.
  const subscription = await subscribeToNotifications(options.db, PUBLIC_READS_CHANNEL, {
    onNotification: (table) => store.invalidate(topicsOfTable[table] ?? allTopics),
    onListening: () => store.enable(),
    onLost: (error) => {
      store.disable();
      app.log.warn({ err: error }, 'public reads are not cached until database notifications resume');
    },
  });
  if (!subscription) app.log.warn('public reads are not cached: the database sends no notifications');

  // The front door: the HTTP server's requests are answered from the store before Fastify's handler
  // runs. Closing, every request goes to Fastify, which answers 503 and closes the connections.
  let frontDoorOpen = true;
  const [fastifyHandler, ...others] = app.server.listeners('request') as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  if (!fastifyHandler || others.length > 0) throw new Error("expected Fastify's one request listener");
  app.server.removeListener('request', fastifyHandler);
  app.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // An answer from the store carries an id of its own too (for the others, Fastify's replaces it).
    if (frontDoorOpen) res.setHeader('x-request-id', requestIdOf(req));
    if (frontDoorOpen && store.serve(req, res)) return;
    fastifyHandler(req, res);
  });
  app.addHook('preClose', (done) => {
    frontDoorOpen = false;
    done();
  });
  app.addHook('onClose', async () => {
    await subscription?.close();
  });

  app.decorateRequest('publicRead', null);
  app.decorateRequest('publicReadGeneration', -1);
  app.decorate('publicReads', {
    invalidate: (topics: readonly PublicReadTopic[]) => store.invalidate(topics),
    stats: () => ({ ...store.stats(), enabled: store.isEnabled }),
  });

  app.addHook('onRoute', (route) => {
    const publicRead = route.config?.publicRead;
    if (!publicRead) return;
    const url = route.url ?? route.path;
    if (isPrivatePath(url)) throw new Error(`${url} is private: it cannot be a public read`);
    // A kept answer is sent before any hook: a limit on the route would not count it.
    if (route.config?.rateLimit) throw new Error(`${url} is rate limited: it cannot be a public read`);
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (response && !('304' in response))
      route.schema = { ...route.schema, response: { ...response, 304: noBodySchema } };
  });

  // The first onRequest hook: the requests that do not pass the front door are answered here — app.inject's,
  // and those of any further server Fastify opens when it listens on several addresses.
  app.addHook('onRequest', (request, reply, done) => {
    // Each answer carries its own request's id, a kept one too (the id is not kept with it).
    reply.raw.setHeader('x-request-id', request.id);
    if (store.serve(request.raw, reply.raw)) {
      reply.hijack();
    } else {
      request.publicReadGeneration = store.generation;
    }
    done();
  });

  // Before @fastify/compress (a route's own onSend runs after every global one): the body as it is.
  app.addHook('onSend', (request, reply, payload, done) => {
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') return done(null, payload);
    const publicRead = request.publicRead ?? request.routeOptions.config.publicRead;
    if (!publicRead || reply.statusCode !== 200) return done(null, payload);
    reply.header('cache-control', publicRead.cacheControl ?? 'no-cache');
    // A HEAD answer may be built differently (the page HTML skips rendering): its tag would not be GET's.
    if (method === 'HEAD') return done(null, payload);

    const keep = keepable(request, reply);
    const generation = request.publicReadGeneration;
    const entry = (body: Buffer, etag: string) => ({
      key: request.url,
      topics: publicRead.topics,
      ttlMs: publicRead.ttlMs ?? defaultTtlMs,
      headers: withoutRequestId(reply.getHeaders()),
      body,
      etag,
    });

    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      const etag = weakEtagOf(body);
      reply.header('etag', etag);
      // Kept answers say so whatever coding they go in (public-read-store.ts); @fastify/compress only
      // when it compresses.
      if (
        body.length >= compressionThreshold &&
        isCompressibleType(String(reply.getHeader('content-type')))
      ) {
        const vary = reply.getHeader('vary');
        if (!vary) reply.header('vary', 'accept-encoding');
        else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${vary}, accept-encoding`);
      }
      if (keep) store.store(entry(body, etag), generation);
      if (etagMatches(request.headers['if-none-match'], etag)) {
        reply.code(304).removeHeader('content-type');
        return done(null, null);
      }
      return done(null, body);
    }
    // A streamed page: sent as it comes (no tag yet), kept once complete.
    if (keep && isReadable(payload) && store.isEnabled) {
      const headers = entry(Buffer.alloc(0), '');
      return done(
        null,
        collectWhileSending(payload, limits.maxEntryBytes, (body) =>
          store.store({ ...headers, body, etag: weakEtagOf(body) }, generation),
        ),
      );
    }
    done(null, payload);
  });
}

/** A kept answer's headers, without the request id of the request that made it. */
function withoutRequestId<T extends Record<string, unknown>>(headers: T): T {
  const { 'x-request-id': _requestId, ...kept } = headers;
  return kept as T;
}
