// `npm run bench`: the load part of the performance budgets (docs/performance-and-scaling.md).
// Starts the built shop on the embedded database (and on PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set) and a bare Fastify server answering the same bytes, runs autocannon against
// both, prints a table and exits 1 when a budget fails. Not part of `npm test`.
import { fork, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { build, buildIsStale, root } from '../build-lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const readConnections = 50;
const writeConnections = 10;
const writeBudgetMs = 150;
const copiedHeaders = ['content-type', 'etag', 'cache-control', 'vary'];

/** Every child process started here, killed on any exit. */
const children = new Set();
/** Clean-ups (temporary folders, the PostgreSQL database) run once on the way out. */
const cleanups = [];

function killChildren() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  children.clear();
}
process.on('exit', killChildren);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    killChildren();
    runCleanups().finally(() => process.exit(130));
  });
}

async function runCleanups() {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop();
    try {
      await cleanup();
    } catch (error) {
      console.error(`clean-up failed: ${error.message}`);
    }
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the built shop; resolves when it logs 'shop ready at'. Its output goes to a file in dataDir. */
async function startShop(database, dataDir) {
  const port = await freePort();
  const logPath = path.join(dataDir, 'shop.log');
  const out = openSync(logPath, 'a');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: database.url ?? '',
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: 'bench-password-not-secret',
    // Every bench request comes from 127.0.0.1: lift the anonymous upload allowance (60 per 10 minutes).
    UPLOAD_REQUESTS_PER_10_MINUTES: '1000000',
  };
  const child = spawn(process.execPath, [path.join(root, 'dist/server-build/server/main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', out, out],
  });
  children.add(child);
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `the shop exited (${child.exitCode}) before it was ready:\n${readFileSync(logPath, 'utf8')}`,
      );
    }
    if (readFileSync(logPath, 'utf8').includes('shop ready at')) {
      return { child, url: `http://127.0.0.1:${port}` };
    }
    await sleep(200);
  }
  throw new Error(`the shop was not ready within 180 s:\n${readFileSync(logPath, 'utf8')}`);
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
  children.delete(child);
}

/** Starts the bare server with the recorded answers; resolves with its address. */
async function startBare(answers, dir) {
  const file = path.join(dir, 'bare-answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const child = fork(path.join(root, 'scripts/bench/bare-server.mjs'), [file], { stdio: 'inherit' });
  children.add(child);
  const address = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.address));
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return { child, url: address };
}

/** Fetches one answer from the shop, to find the demo slug, the ETag, and the bytes the bare server repeats. */
async function record(shopUrl, urlPath) {
  const response = await fetch(`${shopUrl}${urlPath}`);
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok)
    throw new Error(`GET ${urlPath} answered ${response.status}: ${body.toString().slice(0, 200)}`);
  const headers = {};
  for (const name of copiedHeaders) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return { path: urlPath, status: response.status, headers, body: body.toString('base64'), bytes: body };
}

function runAutocannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Runs one target: a short warm-up, then the measured run. */
async function measure({ expectedStatus, ...options }) {
  if (warmupSeconds > 0) await runAutocannon({ ...options, duration: warmupSeconds });
  const result = await runAutocannon({ ...options, duration: seconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    expectedStatus,
    unexpected: countUnexpected(result, expectedStatus),
    errors: result.errors + result.timeouts,
  };
}

function countUnexpected(result, expectedStatus) {
  const classes = { 2: result['2xx'], 3: result['3xx'], 4: result['4xx'], 5: result['5xx'] };
  const expectedClass = Math.floor(expectedStatus / 100);
  return Object.entries(classes).reduce(
    (sum, [key, count]) => (Number(key) === expectedClass ? sum : sum + (count ?? 0)),
    0,
  );
}

/** A multipart body like the configurator's (src/web/features/product/api/add-to-cart.ts), with a small PDF. */
function cartBody(fields, pdf) {
  const boundary = `----bench${randomUUID().replaceAll('-', '')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="artwork.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const body = Buffer.concat([
    Buffer.from(parts.join('') + head),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const smallPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

/** Valid configurator choices for a demo product: its first size and material, each required option's first value. */
function cartFields(product) {
  const customOptions = {};
  for (const option of product.customOptions ?? []) {
    if (!option.required) continue;
    if (option.type === 'boolean') customOptions[option.id] = false;
    else if (option.type === 'multiselect') customOptions[option.id] = [option.values[0].value];
    else customOptions[option.id] = option.values[0]?.value ?? 'x';
  }
  const fields = {
    productId: String(product.id),
    quantity: '1',
    isDoubleSided: 'false',
    isRush: 'false',
    lamination: 'false',
    customOptions: JSON.stringify(customOptions),
    designMethod: 'upload',
    designNotes: '',
  };
  if (product.sizes?.length) fields.size = product.sizes[0].value;
  if (product.materials?.length) fields.material = product.materials[0].value;
  if (product.hasCutShapes && product.cutShapes?.length) fields.cutShape = product.cutShapes[0].value;
  if (product.hasFinishes && product.finishes?.length) fields.finish = product.finishes[0].value;
  return fields;
}

async function benchDatabase(database) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'print-shop-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  console.log(`\n# ${database.name}: starting the shop (data in ${dataDir})`);
  const shop = await startShop(database, dataDir);
  const rows = [];
  try {
    const products = JSON.parse((await record(shop.url, '/api/products')).bytes.toString());
    const list = Array.isArray(products) ? products : (products.items ?? products.products ?? []);
    const slug = list[0]?.slug;
    if (!slug) throw new Error('no demo product in /api/products');
    const recorded = [
      await record(shop.url, '/api/products'),
      await record(shop.url, `/api/products/${slug}`),
      await record(shop.url, `/${slug}`),
      await record(shop.url, '/api/promo-settings'),
      await record(shop.url, '/api/categories'),
    ];
    const promoEtag = recorded[3].headers.etag;
    const reads = [
      { label: 'GET /api/products', path: '/api/products', status: 200 },
      { label: 'GET /api/products/<slug>', path: `/api/products/${slug}`, status: 200 },
      { label: 'GET /<slug> (page HTML)', path: `/${slug}`, status: 200 },
      { label: 'GET /api/promo-settings', path: '/api/promo-settings', status: 200 },
      promoEtag
        ? {
            label: 'GET /api/promo-settings (304)',
            path: '/api/promo-settings',
            status: 304,
            headers: { 'if-none-match': promoEtag },
          }
        : null,
      { label: 'GET /api/categories', path: '/api/categories', status: 200 },
    ].filter(Boolean);
    if (!promoEtag) console.warn('  /api/promo-settings sent no ETag: the 304 row is left out');

    const bare = await startBare(
      recorded.map(({ bytes: _bytes, ...answer }) => answer),
      dataDir,
    );
    try {
      for (const [index, read] of reads.entries()) {
        const options = (url) => ({
          url: `${url}${read.path}`,
          connections: readConnections,
          headers: read.headers ?? {},
          expectedStatus: read.status,
        });
        console.log(`  ${read.label}`);
        // Alternate which server goes first, so neither always runs on a warmer machine.
        let shopResult;
        let bareResult;
        if (index % 2 === 0) {
          shopResult = await measure(options(shop.url));
          bareResult = await measure(options(bare.url));
        } else {
          bareResult = await measure(options(bare.url));
          shopResult = await measure(options(shop.url));
        }
        rows.push(readRow(read.label, database.name, shopResult, bareResult));
      }
    } finally {
      await stopChild(bare.child);
    }

    const product = JSON.parse(recorded[1].bytes.toString());
    const fields = cartFields(product);
    const probe = cartBody(fields, smallPdf);
    const check = await fetch(`${shop.url}/api/cart`, {
      method: 'POST',
      headers: { 'content-type': probe.contentType, 'x-session-id': randomUUID() },
      body: probe.body,
    });
    if (check.status !== 201) {
      throw new Error(`POST /api/cart answered ${check.status}: ${(await check.text()).slice(0, 300)}`);
    }
    console.log('  POST /api/cart (small PDF)');
    const write = await measure({
      url: `${shop.url}/api/cart`,
      method: 'POST',
      connections: writeConnections,
      expectedStatus: 201,
      requests: [
        {
          // Each request is its own cart session, with its own body.
          setupRequest: (request) => {
            const { body, contentType } = cartBody(fields, smallPdf);
            return {
              ...request,
              method: 'POST',
              body,
              headers: { 'content-type': contentType, 'x-session-id': randomUUID() },
            };
          },
        },
      ],
    });
    rows.push(writeRow('POST /api/cart (PDF)', database.name, write));
  } finally {
    await stopChild(shop.child);
  }
  return rows;
}

function problemsOf(result) {
  const problems = [];
  if (result.unexpected > 0) problems.push(`${result.unexpected} not ${result.expectedStatus}`);
  if (result.errors > 0) problems.push(`${result.errors} errors`);
  return problems;
}

function readRow(route, database, shop, bare) {
  const ratio = bare.rps > 0 ? shop.rps / bare.rps : 0;
  const p99Limit = Math.max(20, 4 * bare.p99);
  const problems = [...problemsOf(shop), ...problemsOf(bare).map((problem) => `bare: ${problem}`)];
  if (ratio < 0.5) problems.push('ratio < 50 %');
  if (shop.p99 > p99Limit) problems.push(`p99 > ${p99Limit} ms`);
  return { route, database, shop, bare, ratio, problems };
}

function writeRow(route, database, shop) {
  const problems = problemsOf(shop);
  if (!(shop.p99 < writeBudgetMs)) problems.push(`p99 ≥ ${writeBudgetMs} ms`);
  return { route, database, shop, bare: undefined, ratio: undefined, problems };
}

function printTable(rows) {
  const header = [
    'route',
    'database',
    'shop req/s',
    'bare req/s',
    'ratio',
    'shop p50 / p99',
    'bare p99',
    'budget',
  ];
  const lines = rows.map((row) => [
    row.route,
    row.database,
    Math.round(row.shop.rps).toLocaleString('en-US'),
    row.bare ? Math.round(row.bare.rps).toLocaleString('en-US') : '—',
    row.ratio === undefined ? '—' : `${Math.round(row.ratio * 100)} %`,
    `${row.shop.p50} / ${row.shop.p99} ms`,
    row.bare ? `${row.bare.p99} ms` : '—',
    row.problems.length === 0 ? 'pass' : `FAIL (${row.problems.join('; ')})`,
  ]);
  const all = [header, ...lines];
  const widths = header.map((_, column) => Math.max(...all.map((line) => String(line[column]).length)));
  const format = (line) =>
    `| ${line.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`;
  console.log(`\n${format(header)}`);
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const line of lines) console.log(format(line));
}

/** A fresh database `bench_<random>` on the server of the given URL, dropped on the way out. */
async function createPostgresDatabase(adminUrl) {
  const name = `bench_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function main() {
  if (buildIsStale()) build();
  console.log(
    `bench: ${seconds} s per run (BENCH_SECONDS) after a ${warmupSeconds} s warm-up (BENCH_WARMUP_SECONDS), ` +
      `reads at ${readConnections} connections, writes at ${writeConnections}`,
  );
  const rows = [...(await benchDatabase({ name: 'PGlite' }))];
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    rows.push(
      ...(await benchDatabase({ name: 'PostgreSQL', url: await createPostgresDatabase(postgresUrl) })),
    );
  } else {
    console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure it too)');
  }
  printTable(rows);
  console.log('\nPlacing an order (the other write budget) is not measured yet.');
  return rows.some((row) => row.problems.length > 0) ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`bench failed: ${error.stack ?? error}`);
  exitCode = 1;
} finally {
  killChildren();
  await runCleanups();
}
process.exit(exitCode);
