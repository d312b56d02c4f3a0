import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client.ts';

/**
 * PostgreSQL's LISTEN/NOTIFY on either driver, for in-process caches that must drop what a write changed
 * (docs/decisions/0020-cached-public-reads.md). The triggers of migration 0011 notify the channel
 * 'public_reads' with the changed table's name when a statement writes a table behind a public read.
 */

/** The channel of migration 0011's triggers; its payload is the name of the table written. */
export const PUBLIC_READS_CHANNEL = 'public_reads';

/** Each pool's notifications, whichever of its connections received them. */
const poolNotifications = new WeakMap<pg.Pool, EventEmitter<{ notification: [pg.Notification] }>>();

function notificationsOf(pool: pg.Pool): EventEmitter<{ notification: [pg.Notification] }> {
  let emitter = poolNotifications.get(pool);
  if (!emitter) {
    emitter = new EventEmitter();
    poolNotifications.set(pool, emitter);
  }
  return emitter;
}

/**
 * The pool's onConnect (db/client.ts): every connection of the pool listens. PostgreSQL sends a session
 * the notifications of its own transaction before it reports the commit, and node-postgres emits them
 * before it resolves the query, so a write made through this process's pool (the app's, or a test
 * fixture's on the same handle) has been announced by the time its promise resolves. Writes from
 * elsewhere reach the dedicated listener of subscribeToNotifications (and any idle pool connection).
 */
export async function listenOnPoolConnection(pool: pg.Pool, client: pg.ClientBase): Promise<void> {
  const notifications = notificationsOf(pool);
  client.on('notification', (message) => notifications.emit('notification', message));
  await client.query(`LISTEN ${PUBLIC_READS_CHANNEL}`);
}

export type NotificationHandlers = {
  /** A notification on the channel, with its payload. */
  onNotification: (payload: string) => void;
  /** From now on every notification arrives (called again after each reconnection). */
  onListening: () => void;
  /** From now on notifications may be missed, until onListening is called again. */
  onLost: (error: Error | undefined) => void;
};

export type NotificationSubscription = { close: () => Promise<void> };

/** The driver's client behind a Drizzle database (Drizzle keeps it as `$client`; Database is driver-neutral). */
function driverClientOf(db: Database): unknown {
  return (db as unknown as { $client?: unknown }).$client;
}

function isPglite(client: unknown): client is PGlite {
  return typeof (client as Partial<PGlite> | undefined)?.listen === 'function';
}

/** The dedicated listener's application_name, as pg_stat_activity shows it. */
export const NOTIFICATION_LISTENER_NAME = 'print-shop notifications';

const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;

/**
 * Calls `handlers` for the notifications on `channel`. PGlite: its own listen (a write's notification
 * is delivered before the write's promise resolves; one process owns the database). PostgreSQL: the
 * pool's connections (listenOnPoolConnection) and a connection of its own that reconnects whenever it is
 * lost, with onLost and onListening around the gap. Null when the database is neither (nothing is heard).
 */
export async function subscribeToNotifications(
  db: Database,
  channel: string,
  handlers: NotificationHandlers,
): Promise<NotificationSubscription | null> {
  const client = driverClientOf(db);
  if (client instanceof pg.Pool) return subscribeOnPostgres(client, channel, handlers);
  if (isPglite(client)) {
    const unlisten = await client.listen(channel, handlers.onNotification);
    handlers.onListening();
    return {
      close: async () => {
        if (!client.closed) await unlisten();
      },
    };
  }
  return null;
}

async function subscribeOnPostgres(
  pool: pg.Pool,
  channel: string,
  handlers: NotificationHandlers,
): Promise<NotificationSubscription> {
  const fromPool = (message: pg.Notification) => {
    if (message.channel === channel) handlers.onNotification(message.payload ?? '');
  };
  notificationsOf(pool).on('notification', fromPool);

  let stopped = false;
  let current: pg.Client | null = null;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client, error: Error | undefined) => {
    if (current !== client) return;
    current = null;
    client.end().catch(() => {});
    if (stopped) return;
    handlers.onLost(error);
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    // The pool's own settings (address, credentials, TLS); the pool-only ones mean nothing to a Client.
    const { onConnect: _onConnect, ...settings } = pool.options as pg.PoolConfig;
    const client = new pg.Client({ ...settings, application_name: NOTIFICATION_LISTENER_NAME });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotification(message.payload ?? '');
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, new Error('the notification connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      lost(client, error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (current !== client) return;
    if (stopped) {
      current = null;
      await client.end().catch(() => {});
      return;
    }
    retryMs = RETRY_MIN_MS;
    handlers.onListening();
  };

  await connect();
  return {
    close: async () => {
      stopped = true;
      clearTimeout(retryTimer);
      notificationsOf(pool).off('notification', fromPool);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
