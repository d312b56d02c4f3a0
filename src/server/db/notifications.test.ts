import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory } from '#server/test/fixtures';
import { createTestDatabase } from '#server/test/test-database';
import type { DatabaseHandle } from './client.ts';
import {
  NOTIFICATION_LISTENER_NAME,
  type NotificationSubscription,
  PUBLIC_READS_CHANNEL,
  subscribeToNotifications,
} from './notifications.ts';

const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

let handle: DatabaseHandle;
let subscription: NotificationSubscription | null;
const events: string[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  subscription = await subscribeToNotifications(handle.db, PUBLIC_READS_CHANNEL, {
    onNotification: (table) => events.push(`notified ${table}`),
    onListening: () => events.push('listening'),
    onLost: () => events.push('lost'),
  });
});
afterAll(async () => {
  await subscription?.close();
  await handle?.close();
});

describe('notifications of the public-read tables (migration 0011)', () => {
  it('listens from the start and hears a write before the write resolves, a transaction at its commit', async () => {
    expect(events).toEqual(['listening']);
    events.length = 0;
    await insertCategory(handle.db);
    expect(events).toContain('notified categories');
    // On PostgreSQL the dedicated listener hears it too, a moment later.
    await new Promise((resolve) => setTimeout(resolve, 100));
    events.length = 0;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`update products set name = name`);
      await tx.execute(sql`update products set slug = slug`);
      // Nothing before the commit.
      expect(events).toEqual([]);
    });
    expect(events.filter((event) => event === 'notified products').length).toBeGreaterThanOrEqual(1);
  });

  it('hears nothing of a rolled-back write or of the other tables', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    events.length = 0;
    await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`update reviews set rating = rating`);
        throw new Error('roll back');
      })
      .catch(() => {});
    await handle.db.execute(sql`insert into discount_codes (code, discount_percentage) values ('N10', 10)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual([]);
  });

  it.each(['products', 'categories', 'reviews', 'promo_settings', 'shipping_settings'])(
    'names %s when a statement writes it, even a TRUNCATE',
    async (table) => {
      events.length = 0;
      await handle.db.execute(sql.raw(`truncate table ${table} cascade`));
      expect(events).toContain(`notified ${table}`);
    },
  );
});

describe.skipIf(!onPostgres)('on PostgreSQL', () => {
  // The pool behind the handle (Drizzle's $client): this part runs on PostgreSQL only.
  const url = () => String((handle.db as unknown as { $client: pg.Pool }).$client.options.connectionString);
  const writeElsewhere = async (statement: string) => {
    const other = new pg.Client({ connectionString: url() });
    await other.connect();
    await other.query(statement);
    await other.end();
  };

  it('hears a write made on another connection (another instance, psql)', async () => {
    events.length = 0;
    await writeElsewhere('update shipping_settings set store_address = store_address');
    await expect.poll(() => events).toContain('notified shipping_settings');
  });

  it('reports a lost listener, reconnects, and hears writes again', async () => {
    events.length = 0;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2',
        [new URL(url()).pathname.slice(1), NOTIFICATION_LISTENER_NAME],
      );
      expect(rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    await expect.poll(() => events, { timeout: 10_000 }).toEqual(['lost', 'listening']);
    events.length = 0;
    await writeElsewhere('update products set name = name');
    await expect.poll(() => events).toContain('notified products');
  });
});
