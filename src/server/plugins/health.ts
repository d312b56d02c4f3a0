import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '#server/db/client';

/** Whether the shop's storage answers (the upload folder, or the S3 bucket); a reason when it does not. */
export type StorageProbe = () => Promise<{ reachable: true } | { reachable: false; reason: string }>;

const liveSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({
  status: z.enum(['ready', 'not ready', 'shutting down']),
  database: z.enum(['ok', 'unreachable', 'not checked']),
  storage: z.enum(['ok', 'unreachable', 'not checked']),
});

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on /readyz answers 503, so a load balancer stops sending traffic (main.ts, on SIGTERM). */
    beginShutdown: () => void;
  }
}

const PROBE_TIMEOUT_MS = 3_000;

function withinTimeout<T>(work: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), PROBE_TIMEOUT_MS);
  });
  return Promise.race([work.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}

/**
 * The load balancer's probes (docs/decisions/0033-several-instances.md): GET /healthz, the process is alive;
 * GET /readyz, it can serve: the database and the storage answer, and it is not shutting down (503 from the
 * moment it starts). Neither is logged at info level, nor cached.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { db: Database; storageProbe?: StorageProbe | undefined },
): void {
  let shuttingDown = false;
  app.decorate('beginShutdown', () => {
    shuttingDown = true;
  });

  app.get(
    '/healthz',
    { logLevel: 'warn', schema: { response: { 200: liveSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/readyz',
    { logLevel: 'warn', schema: { response: { 200: readySchema, 503: readySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (shuttingDown) {
        return reply
          .status(503)
          .send({ status: 'shutting down', database: 'not checked', storage: 'not checked' });
      }
      const [database, storage] = await Promise.all([
        withinTimeout(
          deps.db.execute(sql`select 1`).then(() => 'ok' as const),
          'unreachable' as const,
        ),
        deps.storageProbe
          ? withinTimeout(
              deps.storageProbe().then((probe) => {
                if (probe.reachable) return 'ok' as const;
                request.log.warn({ reason: probe.reason }, 'not ready: the storage does not answer');
                return 'unreachable' as const;
              }),
              'unreachable' as const,
            )
          : Promise.resolve('ok' as const),
      ]);
      const ready = database === 'ok' && storage === 'ok' && !shuttingDown;
      return reply
        .status(ready ? 200 : 503)
        .send({ status: shuttingDown ? 'shutting down' : ready ? 'ready' : 'not ready', database, storage });
    },
  );
}
