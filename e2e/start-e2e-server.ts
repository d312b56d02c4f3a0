// The browser tests' web server (playwright.config.ts): first a seeded data folder that the specs starting
// shops of their own copy (seededDataDir in server-process.ts), then the shop itself, on a copy of it.
// Seeding the demo shop (migrations, catalogue, first admin) is most of a first start: 8-20 s on 2 busy
// cores, paid here once instead of by each such shop.
import { cpSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { e2ePort, seedTemplatePath, serverEntry, startServer, waitForServer } from './server-process.ts';

const template = seedTemplatePath();
const port = e2ePort(3196);
const seeding = startServer({
  PORT: String(port),
  DATA_DIR: template,
  LOG_LEVEL: 'warn',
  ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? '',
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? '',
});
await waitForServer(`http://127.0.0.1:${port}/api/categories`);
seeding.child.kill('SIGTERM');
const code = await seeding.exited;
if (code !== 0) throw new Error(`the seeding server exited with ${code}:\n${seeding.output()}`);

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is not set');
cpSync(template, dataDir, { recursive: true });
// The shop runs in this process, so the signal that stops the web server stops the shop.
await import(pathToFileURL(serverEntry).href);
