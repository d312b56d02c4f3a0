import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '#server/app';
import type { DatabaseHandle } from '#server/db/client';
import { createMemoryStorage } from '#server/storage/memory-storage';
import { createTestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  handle: DatabaseHandle;
  storage: ReturnType<typeof createMemoryStorage>;
  close: () => Promise<void>;
};

/** An app on a fresh migrated database and in-memory storage, for app.inject tests. */
export async function createTestApp(
  options: Pick<
    AppOptions,
    | 'clientDir'
    | 'renderDir'
    | 'publicUrl'
    | 'logger'
    | 'logRequests'
    | 'timeouts'
    | 'cartCleanup'
    | 'authCleanup'
    | 'throttleCleanup'
    | 'paymentCleanup'
    | 'discountThrottleClock'
    | 'uploadLimits'
    | 'freeDiskBytes'
    | 'embeddedVacuum'
    | 'mail'
    | 'storageProbe'
  > = {},
): Promise<TestApp> {
  const handle = await createTestDatabase();
  const storage = createMemoryStorage();
  // No background clean-up unless a test asks for it: it would race with the test's own rows.
  const app = await buildApp({
    db: handle.db,
    storage,
    cartCleanup: false,
    authCleanup: false,
    throttleCleanup: false,
    paymentCleanup: false,
    ...options,
  });
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
