import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2ePort } from './e2e/server-process.ts';

// The browser tests run the built app on a fresh data folder, so they see exactly the seeded demo shop.
const port = e2ePort(3199);
// Set once in the runner process; the workers inherit it, so specs can find the server's data folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'print-shop-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

const desktop = { ...devices['Desktop Chrome'], channel: undefined };
const phone = { ...devices['Pixel 7'], channel: undefined };
const adminSpecs = /admin-[^/]*\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Two browsers and the server share 2 cores: whole journeys with axe scans take 40-60 s on a slow day
  // (the admin's order, product and desk journeys, the checkout's axe walk on a phone), and a cold page
  // (lazy chunks, first queries) can take over 5 s to show.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every test, to keep only the failed ones' (retain-on-failure), took a third of
    // the stage's time on 2 cores. A failed test's retry records one (CI retries once); locally, ask for it
    // with --trace=on.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // The admin journeys change the shop (new products, categories, orders), while the storefront specs
  // compare whole lists: the admin specs run once the storefront ones have finished.
  projects: [
    { name: 'desktop', use: desktop, testIgnore: adminSpecs },
    { name: 'phone', use: phone, grep: /@phone/, testIgnore: adminSpecs },
    { name: 'admin-desktop', use: desktop, testMatch: adminSpecs, dependencies: ['desktop', 'phone'] },
    {
      name: 'admin-phone',
      use: phone,
      grep: /@phone/,
      testMatch: adminSpecs,
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: {
    command: `"${process.execPath}" e2e/start-e2e-server.ts`,
    url: `http://127.0.0.1:${port}/api/categories`,
    // Two starts: the seeded template's, then the shop's own on a copy of it.
    timeout: 90_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      // Where e2e/start-e2e-server.ts leaves the seeded template (seedTemplatePath in e2e/server-process.ts).
      E2E_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The first admin, so the admin journeys can log in (e2e/admin-login.ts).
      ADMIN_EMAIL: 'owner@e2e.example',
      ADMIN_PASSWORD: 'e2e admin password',
    },
  },
});
