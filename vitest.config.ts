import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The database tests run once on in-memory PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
const postgresUrl = process.env.TEST_DATABASE_URL;
const serverTests = ['src/server/**/*.test.ts'];
// The server test files share a worker's loaded modules instead of importing the whole app again for
// each file (that import was half their time). Each file still opens its own database and app, and no
// server test replaces a module (vi.mock), so what one file leaves behind is only what the app keeps in
// memory per instance.
const shareModules = { isolate: false } as const;

const webEnvironment = {
  environment: 'jsdom' as const,
  setupFiles: ['src/web/test/setup.ts'],
  // Whole checkout walks render many steps in jsdom: seconds each when both cores are busy.
  testTimeout: 15_000,
};
// These replace a module (vi.mock), which must not reach the other files of a worker: each runs alone.
const webFilesThatReplaceModules = [
  'src/web/hydration.test.tsx',
  'src/web/features/quotes/components/quote-page.test.tsx',
  'src/web/features/admin-products/components/media-card.test.tsx',
  'src/web/features/cart/components/place-order.test.tsx',
  'src/web/features/cart/components/paypal-return.test.tsx',
  'src/web/features/admin-reviews/components/reviews-tab.test.tsx',
  'src/web/features/product/components/reviews/write-review-form.test.tsx',
  'src/web/features/product/configurator/product-configurator.test.tsx',
  'src/web/features/product/configurator/custom-size.test.tsx',
];

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker fewer than the cores, i.e. one on these 2-core machines; the
    // PostgreSQL tests spend much of their time waiting on the server, so two workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'shared', include: ['src/shared/**/*.test.ts'], environment: 'node' } },
      // The checks of the project's shape (docs/architecture.md): once, not per database.
      {
        extends: true,
        test: { name: 'architecture', include: ['scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'server-pglite',
          include: serverTests,
          ...shareModules,
          environment: 'node',
          globalSetup: ['src/server/test/pglite-snapshot.global-setup.ts'],
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
                ...shareModules,
                environment: 'node' as const,
                globalSetup: ['src/server/test/postgres-template.global-setup.ts'],
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
          exclude: webFilesThatReplaceModules,
          // One jsdom and one module cache per worker rather than per file (they were half the files'
          // time); setup.ts empties the document, the caches and the fetch stubs after every test.
          ...shareModules,
          ...webEnvironment,
        },
      },
      {
        extends: true,
        test: { name: 'web-isolated', include: webFilesThatReplaceModules, ...webEnvironment },
      },
    ],
  },
});
