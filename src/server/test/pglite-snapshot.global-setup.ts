import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumpDataDir archive of a migrated, empty PGlite database (see test-database.ts). */
    pgliteSnapshotPath: string;
  }
}

/**
 * Starting PGlite from nothing (WASM start-up and initdb) takes 3-4 s; starting it from an archive of a
 * migrated database takes about 0.6 s. Every server test file needs a fresh database, so the archive is
 * made once per run here and each file loads it.
 */
export default async function setup(project: TestProject) {
  const handle = await openDatabase({});
  await migrateDatabase(handle);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const archive = await client.dumpDataDir('none');
  await handle.close();
  const file = path.join(tmpdir(), `print-shop-pglite-${randomUUID()}.tar`);
  await writeFile(file, Buffer.from(await archive.arrayBuffer()));
  project.provide('pgliteSnapshotPath', file);
  return () => rm(file, { force: true });
}
