import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { PGLITE_VACUUM_INTERVAL_MS } from './db/maintenance.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/seed-if-empty.ts';
import { describeErrorForLog, logSerializers } from './log-serializers.ts';
import { createSmtpTransport } from './modules/mail/mail-transport.ts';
import { clientDistFolder, serverRenderFolder } from './paths.ts';
import { paypalSettingsFromConfig } from './payments/paypal-settings.ts';
import type { StorageProbe } from './plugins/health.ts';
import { createLocalStorage } from './storage/local-storage.ts';
import { createS3Storage, s3Reachable } from './storage/s3-storage.ts';
import type { Storage } from './storage/storage.ts';
import { createS3ClientFromEnv } from './storage/storage-url.ts';
import { freeDiskBytesReader } from './uploads/free-disk-space.ts';

const SHUTDOWN_TIMEOUT_MS = 15_000;

function printAdminLogin(email: string, password: string | undefined, url: string): void {
  const lines = [
    'Admin account created.',
    `  Login:    ${url}/admin`,
    `  E-mail:   ${email}`,
    password ? `  Password: ${password}` : '  Password: the ADMIN_PASSWORD you set',
    password ? 'This password is shown only once: write it down.' : '',
    'Forgot it? npm run admin -- set-password <email> sets a new one.',
  ].filter(Boolean);
  const width = Math.max(...lines.map((line) => line.length)) + 2;
  const border = `+${'-'.repeat(width)}+`;
  process.stdout.write(
    `\n${border}\n${lines.map((l) => `| ${l.padEnd(width - 1)}|`).join('\n')}\n${border}\n\n`,
  );
}

/** The uploads' storage that STORAGE_URL names (the local disk by default), and its readiness probe. */
function openStorage(config: Config): { storage: Storage; storageProbe: StorageProbe } {
  if (config.storage.kind === 's3') {
    const client = createS3ClientFromEnv(config.s3Env);
    const { bucket, prefix } = config.storage;
    return {
      storage: createS3Storage({ bucket, prefix, client }),
      storageProbe: () => s3Reachable({ bucket, client }),
    };
  }
  const root = path.join(config.dataDir, 'uploads');
  return {
    storage: createLocalStorage(root),
    storageProbe: async () => {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.R_OK | constants.W_OK);
        return { reachable: true };
      } catch (error) {
        return { reachable: false, reason: (error as Error).message };
      }
    },
  };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, serializers: logSerializers });
  // PGlite's files must never be opened by two processes; PostgreSQL handles its own concurrency.
  const lock = config.databaseUrl
    ? undefined
    : lockDataDir(config.dataDir, { onTakeover: (message) => log.warn(message) });
  const handle = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    onIdleConnectionError: (error) => log.warn({ err: error }, 'an idle database connection failed'),
  });
  const { storage, storageProbe } = openStorage(config);

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      log.warn({ signal }, 'already shutting down');
      return;
    }
    closing = true;
    // A load balancer reads /readyz: 503 from now on, while requests are still served for the drain delay,
    // so it stops sending traffic before the listener closes.
    app?.beginShutdown();
    if (app && config.drainDelayMs > 0) {
      log.info({ signal, drainDelayMs: config.drainDelayMs }, 'shutting down: draining');
      await new Promise((resolve) => setTimeout(resolve, config.drainDelayMs));
    }
    log.info({ signal }, 'shutting down: finishing requests in flight');
    // Requests still running after the grace period are cut off, but the database is always closed.
    const timer = setTimeout(() => {
      log.error('requests still running after the grace period; closing their connections');
      app?.server.closeAllConnections();
    }, SHUTDOWN_TIMEOUT_MS);
    // Keep-alive sockets busy at the signal become idle once their response is sent; close them then,
    // or the server would wait for the clients' keep-alive timeout.
    const sweep = setInterval(() => app?.server.closeIdleConnections(), 100);
    try {
      await app?.close();
      clearInterval(sweep);
      await handle.close();
      log.info('database closed');
    } finally {
      clearInterval(sweep);
      lock?.release();
      clearTimeout(timer);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    // Several instances may start together on one PostgreSQL: one migrates and seeds at a time.
    const seeded = await handle.withStartupLock(async () => {
      await migrateDatabase(handle);
      return seedIfEmpty(handle.db, storage, config.admin);
    });
    if (seeded.catalogueSeeded) log.info('seeded the demo catalogue into the empty database');
    // PGlite has no autovacuum: without this its visibility map is never set, the catalogue's index-only
    // scans read the table and its statistics stay those of the empty database (docs/performance-and-scaling.md).
    // While the shop runs, the tables that need it are vacuumed every 10 minutes (embeddedVacuum).
    if (handle.kind === 'pglite') await handle.db.execute(sql`VACUUM (ANALYZE)`);
    app = await buildApp({
      db: handle.db,
      storage,
      publicUrl: config.publicUrl,
      trustProxy: config.trustProxy,
      paypal: paypalSettingsFromConfig(config.paypal),
      clientDir: clientDistFolder,
      renderDir: serverRenderFolder,
      logger: { level: config.logLevel },
      // In a terminal (npm start), request lines would scroll the admin login printed below out of sight.
      logRequests: config.logRequests ?? !process.stdout.isTTY,
      timeouts: config.timeouts,
      uploadLimits: config.uploadLimits,
      // The disk's free space matters only while uploads are stored on it.
      freeDiskBytes: config.storage.kind === 'local' ? freeDiskBytesReader(config.dataDir) : undefined,
      embeddedVacuum: handle.kind === 'pglite' && { intervalMs: PGLITE_VACUUM_INTERVAL_MS },
      storageProbe,
      // Several instances may share PostgreSQL: one runs each periodic task at a time, and the request
      // limits count in the database (or Redis) rather than in each process (decision 0033).
      sharedDatabase: handle.kind === 'postgres',
      rateLimitCounters: config.redisUrl
        ? { redisUrl: config.redisUrl }
        : handle.kind === 'postgres'
          ? { database: handle.db }
          : 'memory',
      mail: {
        transport: config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : undefined,
        from: config.mail.from,
        shopNotifyEmail: config.mail.shopNotifyEmail,
        statusMailDelayMs: config.mail.statusMailDelayMs,
      },
    });
    await app.listen({ port: config.port, host: config.host });
    log.info(`shop ready at ${config.publicUrl} (database: ${handle.kind}, storage: ${config.storage.kind})`);
    if (seeded.createdAdmin) {
      printAdminLogin(seeded.createdAdmin.email, seeded.createdAdmin.generatedPassword, config.publicUrl);
    }
  } catch (error) {
    await handle.close().catch(() => {});
    lock?.release();
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${describeErrorForLog(error)}\n`);
  }
  process.exit(1);
});
