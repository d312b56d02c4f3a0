import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createMemoryStorage } from '../storage/memory-storage.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  handle: DatabaseHandle;
  storage: ReturnType<typeof createMemoryStorage>;
  close: () => Promise<void>;
};

/** An app on a fresh migrated database and in-memory storage, for app.inject tests. */
export async function createTestApp(
  options: { clientDir?: string; publicUrl?: string } = {},
): Promise<TestApp> {
  const handle = await createTestDatabase();
  const storage = createMemoryStorage();
  const app = await buildApp({ db: handle.db, storage, ...options });
  await app.ready();
  return {
    app,
    handle,
    storage,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
