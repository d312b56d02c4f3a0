import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { listenOnPoolConnection } from './notifications.ts';
import { queryInOneCall } from './pglite-one-call.ts';
import * as schema from './schema.ts';

type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it (PGlite or node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a query runs on: the database or an open transaction. */
export type Executor = Pick<
  Database,
  'select' | 'insert' | 'update' | 'delete' | 'execute' | '$with' | 'with'
>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs start-up work (migrate, seed) while holding a database-wide lock, so instances take turns. */
  withStartupLock: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/** The embedded database's shared buffers (PostgreSQL's default is 128MB). */
export const PGLITE_SHARED_BUFFERS = '32MB';

// Any constant shared by every instance of the app; pg_advisory_lock takes a bigint.
const STARTUP_LOCK_KEY = 7_310_042_024;

/**
 * In-memory PGlite when dataDir is undefined (started from `snapshot`, a PGlite dumpDataDir archive, when
 * given); PGlite on disk under dataDir; PostgreSQL when url is set.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  snapshot?: Blob;
  /** An idle PostgreSQL connection failed (server restart, terminated backend): the pool replaces it. */
  onIdleConnectionError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool: pg.Pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // Each connection listens for the public-read notifications (db/notifications.ts, decision 0020).
      onConnect: (client) => listenOnPoolConnection(pool, client),
    });
    // Without a listener, node-postgres rethrows an idle client's error and the process dies.
    pool.on('error', (error) => options.onIdleConnectionError?.(error));
    // Fail at start-up rather than on the first request when the server is unreachable.
    const client = await pool.connect();
    client.release();
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    const withStartupLock = async <T>(work: () => Promise<T>): Promise<T> => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await lockClient.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        lockClient.release();
      }
    };
    return { db, kind: 'postgres', withStartupLock, close: () => pool.end() };
  }
  let client: PGlite;
  const settings = {
    // PGlite loads an extension's code only when it is passed here; migration 0010 then creates pg_trgm.
    extensions: { pg_trgm },
    // PostgreSQL's default 128 MB of shared buffers is most of PGlite's resident memory; a shop's hot
    // data fits in 32 MB (about 110 MB less resident, docs/performance-and-scaling.md#memory).
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  };
  if (options.dataDir) {
    const pgDir = path.join(options.dataDir, 'pglite');
    mkdirSync(pgDir, { recursive: true });
    client = new PGlite(pgDir, settings);
  } else {
    client = new PGlite(options.snapshot ? { loadDataDir: options.snapshot, ...settings } : settings);
  }
  await client.waitReady;
  queryInOneCall(client);
  takeTurnsFairly(client);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  // One process owns a PGlite folder (see data-dir-lock.ts), so there is nobody to take turns with.
  return { db, kind: 'pglite', withStartupLock: (work) => work(), close: () => client.close() };
}

/**
 * PGlite runs on this event loop and hands its one connection to the next waiting query or transaction at
 * once, within the same turn of the loop: the work already queued runs back to back while requests that
 * arrived meanwhile stay unread, and a client answered last in such a round waits about two rounds for its
 * next one (the writes' p99 at 10 connections was about twice their median). So whoever gets the connection
 * first lets the event loop read its sockets, and the turns follow the requests' order. (PGlite's query,
 * exec and transaction all take the connection through `_runExclusiveTransaction`, part of its typed API.)
 */
function takeTurnsFairly(client: PGlite): void {
  const runExclusive = client._runExclusiveTransaction.bind(client);
  client._runExclusiveTransaction = (work) =>
    runExclusive(async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      return work();
    });
}
