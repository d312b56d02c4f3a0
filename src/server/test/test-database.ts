import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';

/**
 * A snapshot's bytes as a Blob whose arrayBuffer() is one copy. PGlite reads its snapshot with
 * arrayBuffer(), which for Node's own Blob of some 40 MB takes about as long as the rest of PGlite's start.
 */
class SnapshotBytes extends Blob {
  readonly #bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    super();
    this.#bytes = bytes;
  }
  override get size(): number {
    return this.#bytes.byteLength;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.slice().buffer);
  }
}

/** The run's PGlite snapshot, read once per worker (the server test files of a worker share this module). */
let snapshotBytes: Promise<Uint8Array> | undefined;

/**
 * A migrated (or, when asked, unmigrated), empty database for one test file: in-memory PGlite started from the run's snapshot
 * (pglite-snapshot.global-setup.ts), or — when the Vitest project sets
 * TEST_DB=postgres — a fresh database on TEST_DATABASE_URL, a copy of the run's migrated template
 * (postgres-template.global-setup.ts), that is dropped on close.
 * (Test-only code; the app itself reads the environment only in config.ts.)
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<DatabaseHandle> {
  const migrated = options.migrated ?? true;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !adminUrl) {
    // An unmigrated one starts from nothing (3-4 s): only migration tests ask for it.
    if (!migrated) return openDatabase({});
    snapshotBytes ??= readFile(inject('pgliteSnapshotPath'));
    const handle = await openDatabase({ snapshot: new SnapshotBytes(await snapshotBytes) });
    // Already migrated in the snapshot: this only checks that, and catches a snapshot older than the code.
    await migrateDatabase(handle);
    return handle;
  }
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    migrated
      ? `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplateName')}`
      : `CREATE DATABASE ${name}`,
  );
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  // A copy of the migrated template: this only checks that it is up to date.
  if (migrated) await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
