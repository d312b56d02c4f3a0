import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The database tests run once on in-memory PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
const postgresUrl = process.env.TEST_DATABASE_URL;
const serverTests = ['src/server/**/*.test.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      { extends: true, test: { name: 'shared', include: ['src/shared/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'server-pglite',
          include: serverTests,
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-postgres',
                include: serverTests,
                environment: 'node' as const,
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
    ],
  },
});
