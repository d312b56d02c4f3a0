import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server/test/test-database';
import { openDatabase, PGLITE_SHARED_BUFFERS } from './client.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(adminUrl);

describe.skipIf(!onPostgres)('the PostgreSQL pool', () => {
  it('survives an idle connection being terminated: reports it, then serves the next query', async () => {
    const name = `test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const reported: Error[] = [];
    const handle = await openDatabase({
      url: url.toString(),
      onIdleConnectionError: (error) => reported.push(error),
    });
    try {
      await handle.db.execute('select 1');
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      await expect.poll(() => reported.length).toBeGreaterThan(0);
      // node-postgres's result shape (this test runs on PostgreSQL only).
      const result = (await handle.db.execute('select 1 as one')) as unknown as { rows: unknown[] };
      expect(result.rows[0]).toEqual({ one: 1 });
    } finally {
      await handle.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});

describe('the embedded database', () => {
  // One initdb (a few seconds, more on a busy machine): the data folder the server uses.
  it(`runs with ${PGLITE_SHARED_BUFFERS} of shared buffers`, { timeout: 60_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'print-shop-client-'));
    try {
      const handle = await openDatabase({ dataDir });
      const result = (await handle.db.execute(sql`show shared_buffers`)) as unknown as { rows: unknown[] };
      await handle.close();
      expect(result.rows[0]).toEqual({ shared_buffers: PGLITE_SHARED_BUFFERS });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(onPostgres)(
    'lets the event loop turn between queued queries and transactions, so requests that arrived meanwhile are read',
    async () => {
      const handle = await createTestDatabase();
      try {
        const events: string[] = [];
        // Stands for a socket's data waiting to be read while the connection is busy.
        const socketData = (label: string) => setImmediate(() => events.push(label));
        await Promise.all([
          handle.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            events.push('first transaction');
            socketData('a turn of the event loop');
          }),
          handle.db.transaction(async (tx) => {
            events.push('second transaction');
            await tx.execute(sql`select 1`);
            socketData('another turn');
          }),
          handle.db.execute(sql`select 1`).then(() => events.push('a query')),
        ]);
        expect(events).toEqual([
          'first transaction',
          'a turn of the event loop',
          'second transaction',
          'another turn',
          'a query',
        ]);
      } finally {
        await handle.close();
      }
    },
  );
});
