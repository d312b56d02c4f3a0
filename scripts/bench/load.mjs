// `npm run bench`: the load part of the performance budgets (docs/performance-and-scaling.md).
// Starts the built shop on the embedded database (and on PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set) and a bare Fastify server answering the same bytes, runs autocannon against
// both, prints a table and exits 1 when a budget fails. BENCH_PRODUCTS=10000 first adds that many
// products to each database. With a PostgreSQL URL it then measures the shop as one and as two instances
// on one database with uploads in S3 (topology.mjs; BENCH_ONLY=topology runs that alone). Not part of
// `npm test`.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cartFields } from '../lib/cart-fields.mjs';
import { loadBulkCatalogue } from './catalogue.mjs';
import {
  addCleanup,
  createPostgresDatabase,
  ensureBenchBuild,
  median,
  printTable,
  root,
  runBench,
  startShop,
  stopChild,
  trackChild,
} from './lib.mjs';
import { addToCartRequest, cartBody, countUnexpected, drain, runAutocannon, smallPdf } from './requests.mjs';
import { benchTopology, showTopology } from './topology.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const bulkProducts = Number(process.env.BENCH_PRODUCTS ?? 0);
/** BENCH_ONLY=writes measures the two writes alone (for working on them; the budgets need every row). */
const writesOnly = process.env.BENCH_ONLY === 'writes';
/** BENCH_ONLY=topology measures one and two instances on PostgreSQL and S3 alone (topology.mjs). */
const topologyOnly = process.env.BENCH_ONLY === 'topology';
const readConnections = 50;
const writeConnections = 10;
const writeBudgetMs = 150;
/** One page of the catalogue, asked for alone on an idle shop (median of this many requests). */
const singleRequests = 20;
const singleBudgetMs = 20;
const copiedHeaders = ['content-type', 'etag', 'cache-control', 'vary', 'x-total-count', 'link'];

/** Starts the bare server with the recorded answers; resolves with its address. */
async function startBare(answers, dir) {
  const file = path.join(dir, 'bare-answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const child = trackChild(
    fork(path.join(root, 'scripts/bench/bare-server.mjs'), [file], { stdio: 'inherit' }),
  );
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

function summarise(result, expectedStatus) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    duration: result.duration,
    expectedStatus,
    unexpected: countUnexpected(result, expectedStatus),
    errors: result.errors + result.timeouts,
  };
}

/** Runs one target: a short warm-up, then the measured run, each followed by a drain. */
async function measure({ expectedStatus, ...options }) {
  if (warmupSeconds > 0) {
    await runAutocannon({ ...options, duration: warmupSeconds });
    await drain(options.url);
  }
  const result = await runAutocannon({ ...options, duration: seconds });
  await drain(options.url);
  return summarise(result, expectedStatus);
}

/**
 * The checkout's POST /api/orders body (src/web/features/cart/api/place-order.ts): picked up and paid in store
 * (the only way Pay in Store is taken), no code.
 */
const orderBody = Buffer.from(
  JSON.stringify({
    customer: {
      name: 'Bench Customer',
      email: 'bench@example.com',
      phone: '555-0100',
      company: '',
      address: '1 Elm St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      notes: '',
    },
    shippingMethod: 'pickup',
    paymentMethod: 'store',
    discountCode: null,
  }),
);

/**
 * Placing an order as autocannon's `requests` entry: each request takes the next prepared cart (a session
 * holding one line with a PDF) and a fresh Idempotency-Key, as the checkout does once per attempt. When the
 * carts run out the run is stopped (at autocannon's next one-second tick) and the few requests sent meanwhile
 * reuse a spent session, answering 400, which the table shows.
 */
function placeOrderRequest(carts, state) {
  return {
    setupRequest: (request) => {
      let sessionId = carts.pop();
      if (!sessionId) {
        state.ranOut = true;
        state.instance?.stop();
        sessionId = randomUUID();
      }
      return {
        ...request,
        method: 'POST',
        path: '/api/orders',
        body: orderBody,
        headers: {
          'content-type': 'application/json',
          'x-session-id': sessionId,
          'idempotency-key': randomUUID(),
        },
      };
    },
  };
}

/** Adds carts (each its own session with one PDF line) until `carts` holds at least `wanted`. */
async function prepareCarts(shopUrl, fields, carts, wanted) {
  while (carts.length < wanted) {
    const missing = wanted - carts.length;
    await runAutocannon({
      url: `${shopUrl}/api/cart`,
      connections: writeConnections,
      amount: Math.ceil(missing * 1.05) + writeConnections,
      requests: [addToCartRequest(fields, carts)],
    });
    await drain(shopUrl);
    if (carts.length < wanted && carts.length === wanted - missing) {
      throw new Error('POST /api/cart added no cart while preparing carts to order');
    }
  }
}

/** The order write: a warm-up on the prepared carts gives the rate, more carts are prepared, then the run. */
async function measureOrders(shopUrl, fields, carts) {
  const state = {};
  const options = {
    url: `${shopUrl}/api/orders`,
    connections: writeConnections,
  };
  let estimate = 100;
  if (warmupSeconds > 0) {
    await prepareCarts(shopUrl, fields, carts, writeConnections * 20);
    const warm = await runAutocannon(
      { ...options, duration: warmupSeconds, requests: [placeOrderRequest(carts, state)] },
      (instance) => {
        state.instance = instance;
      },
    );
    estimate = Math.max(estimate, warm.requests.total / Math.max(warm.duration, 0.1));
    await drain(shopUrl);
  }
  // Twice the warm-up rate, with a margin: running out would cut the run short.
  const wanted = Math.ceil(estimate * seconds * 2) + 200;
  const before = carts.length;
  await prepareCarts(shopUrl, fields, carts, wanted);
  console.log(`    ${carts.length} carts ready (${carts.length - before} added for this run)`);
  state.ranOut = false;
  const result = await runAutocannon(
    { ...options, duration: seconds, requests: [placeOrderRequest(carts, state)] },
    (instance) => {
      state.instance = instance;
    },
  );
  await drain(shopUrl);
  const summary = summarise(result, 201);
  if (state.ranOut) summary.note = 'ran out of prepared carts';
  return summary;
}

/** The median time of `count` requests sent one after another to an otherwise idle shop (after 5 unmeasured). */
async function singleRequestLatency(url, count) {
  const times = [];
  for (let index = 0; index < count + 5; index++) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    if (index >= 5) times.push(elapsed);
  }
  return median(times);
}

/** A fresh data folder and the shop started on it; with BENCH_PRODUCTS, stopped once to add the products. */
async function prepareShop(database, build, dataDir) {
  let shop = await startShop({ buildRoot: build.buildRoot, databaseUrl: database.url, dataDir });
  if (bulkProducts > 0) {
    await stopChild(shop.child);
    const totals = await loadBulkCatalogue(
      { buildRoot: build.buildRoot, dataDir, url: database.url },
      bulkProducts,
    );
    console.log(
      `  added ${bulkProducts.toLocaleString('en-US')} products in ${(totals.ms / 1000).toFixed(1)} s: ` +
        `${totals.products.toLocaleString('en-US')} active products, ${totals.reviews.toLocaleString('en-US')} approved reviews`,
    );
    shop = await startShop({ buildRoot: build.buildRoot, databaseUrl: database.url, dataDir });
  }
  return shop;
}

/** Each read alone, then each at 50 connections against the bare server sending the same answers. */
async function measureReads(shop, database, reads, recorded, dataDir, rows) {
  // A page of the catalogue asked for alone, before any load: the '/api/products answers a page in
  // under 20 ms' budget.
  for (const read of reads.filter((candidate) => candidate.single)) {
    const ms = await singleRequestLatency(`${shop.url}${read.path}`, singleRequests);
    rows.push(singleRow(`${read.label} (alone)`, database.label, ms, read.note));
  }

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
      rows.push(readRow(read.label, database.label, shopResult, bareResult));
    }
  } finally {
    await stopChild(bare.child);
  }
}

async function benchDatabase(database, build) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'print-shop-bench-'));
  addCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  console.log(`\n# ${database.name}: starting the shop (data in ${dataDir})`);
  const shop = await prepareShop(database, build, dataDir);
  const rows = [];
  try {
    const products = JSON.parse((await record(shop.url, '/api/products')).bytes.toString());
    const list = Array.isArray(products) ? products : (products.items ?? products.products ?? []);
    const slug = list[0]?.slug;
    if (!slug) throw new Error('no demo product in /api/products');
    const categoriesAnswer = await record(shop.url, '/api/categories');
    const categorySlug = JSON.parse(categoriesAnswer.bytes.toString())[0]?.slug;
    if (!categorySlug) throw new Error('no category in /api/categories');
    const reads = [
      { label: 'GET /api/products?page=1', path: '/api/products?page=1', status: 200, single: true },
      { label: 'GET /api/products?q=banner', path: '/api/products?q=banner', status: 200, single: true },
      {
        label: 'GET /api/products?category=…',
        path: `/api/products?category=${categorySlug}`,
        status: 200,
        single: true,
      },
      { label: 'GET /api/products/<slug>', path: `/api/products/${slug}`, status: 200 },
      { label: 'GET /<slug> (page HTML)', path: `/${slug}`, status: 200 },
      { label: 'GET /api/promo-settings', path: '/api/promo-settings', status: 200 },
      { label: 'GET /api/categories', path: '/api/categories', status: 200 },
    ];
    const recorded = [];
    for (const read of reads) recorded.push(await record(shop.url, read.path));
    const productAnswer = recorded[3];
    const promoEtag = recorded[5].headers.etag;
    if (promoEtag) {
      reads.splice(6, 0, {
        label: 'GET /api/promo-settings (304)',
        path: '/api/promo-settings',
        status: 304,
        headers: { 'if-none-match': promoEtag },
      });
    } else {
      console.warn('  /api/promo-settings sent no ETag: the 304 row is left out');
    }
    for (const [index, read] of reads.entries()) {
      const answer = recorded.find((candidate) => candidate.path === read.path);
      const total = answer.headers['x-total-count'];
      read.note = `${(answer.bytes.length / 1024).toFixed(1)} KiB${total ? `, ${total} matches` : ''}`;
      if (index < 3) console.log(`  ${read.label}: ${read.note}`);
    }

    if (!writesOnly) await measureReads(shop, database, reads, recorded, dataDir, rows);

    const product = JSON.parse(productAnswer.bytes.toString());
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
    /** Sessions whose cart holds a line with a PDF: the carts the order write places. */
    const carts = [];
    const write = await measure({
      url: `${shop.url}/api/cart`,
      connections: writeConnections,
      expectedStatus: 201,
      requests: [addToCartRequest(fields, carts)],
    });
    rows.push(writeRow('POST /api/cart (PDF)', database.label, write));

    // One order placed before the run, to fail early with the shop's message rather than a count.
    await prepareCarts(shop.url, fields, carts, 1);
    const orderCheck = await fetch(`${shop.url}/api/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-session-id': carts.pop(),
        'idempotency-key': randomUUID(),
      },
      body: orderBody,
    });
    if (orderCheck.status !== 201) {
      throw new Error(
        `POST /api/orders answered ${orderCheck.status}: ${(await orderCheck.text()).slice(0, 300)}`,
      );
    }
    console.log('  POST /api/orders (pay in store, one cart line with a PDF)');
    const orders = await measureOrders(shop.url, fields, carts);
    rows.push(writeRow('POST /api/orders (store)', database.label, orders));
    console.log(`  the shop's memory: ${memoryOf(shop.child.pid)}`);
  } finally {
    await stopChild(shop.child);
  }
  return rows;
}

/** The process's resident memory now and at its peak since it started (Linux's /proc), in MB. */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (field) =>
      Math.round(Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) / 1024);
    return `${mb('VmRSS')} MB resident after the runs, ${mb('VmHWM')} MB at its peak`;
  } catch {
    return 'not measured (no /proc)';
  }
}

function problemsOf(result) {
  const problems = [];
  if (result.requests === 0) problems.push('no answer within the run');
  if (result.unexpected > 0) problems.push(`${result.unexpected} not ${result.expectedStatus}`);
  if (result.errors > 0) problems.push(`${result.errors} errors`);
  if (result.note) problems.push(result.note);
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

function singleRow(route, database, ms, note) {
  const problems = ms < singleBudgetMs ? [] : [`median ≥ ${singleBudgetMs} ms`];
  return { route, database, single: ms, note, problems };
}

function showTable(rows) {
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
  const lines = rows.map((row) =>
    row.single !== undefined
      ? [
          row.route,
          row.database,
          '—',
          '—',
          '—',
          `median ${row.single.toFixed(1)} ms (${singleRequests} in a row; ${row.note})`,
          '—',
          row.problems.length === 0 ? 'pass' : `FAIL (${row.problems.join('; ')})`,
        ]
      : [
          row.route,
          row.database,
          Math.round(row.shop.rps).toLocaleString('en-US'),
          row.bare ? Math.round(row.bare.rps).toLocaleString('en-US') : '—',
          row.ratio === undefined ? '—' : `${Math.round(row.ratio * 100)} %`,
          `${row.shop.p50} / ${row.shop.p99} ms`,
          row.bare ? `${row.bare.p99} ms` : '—',
          row.problems.length === 0 ? 'pass' : `FAIL (${row.problems.join('; ')})`,
        ],
  );
  printTable(header, lines);
}

/** The topology run (topology.mjs) at the bench's timing and connection counts, on the demo catalogue. */
function runTopology(build, postgresUrl) {
  return benchTopology({
    build,
    adminUrl: postgresUrl,
    timing: { seconds, warmupSeconds },
    connections: { read: readConnections, write: writeConnections },
  });
}

async function main() {
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (topologyOnly && !postgresUrl) {
    console.error(
      'BENCH_ONLY=topology needs a PostgreSQL server: set BENCH_DATABASE_URL or TEST_DATABASE_URL',
    );
    return 1;
  }
  const build = await ensureBenchBuild();
  const catalogue =
    bulkProducts > 0
      ? `the demo catalogue + ${bulkProducts.toLocaleString('en-US')} products (BENCH_PRODUCTS)`
      : 'the demo catalogue';
  console.log(
    `bench: ${seconds} s per run (BENCH_SECONDS) after a ${warmupSeconds} s warm-up (BENCH_WARMUP_SECONDS), ` +
      `reads at ${readConnections} connections, writes at ${writeConnections}; ${catalogue}`,
  );
  if (topologyOnly) {
    const topology = await runTopology(build, postgresUrl);
    showTopology(topology);
    console.log(`\nBuild measured: ${build.description}`);
    return topology.rows.some((row) => row.problems.length > 0) ? 1 : 0;
  }
  const suffix = bulkProducts > 0 ? `, +${Math.round(bulkProducts / 1000)}k` : '';
  const rows = [...(await benchDatabase({ name: 'PGlite', label: `PGlite${suffix}` }, build))];
  if (postgresUrl) {
    rows.push(
      ...(await benchDatabase(
        {
          name: 'PostgreSQL',
          label: `PostgreSQL${suffix}`,
          url: await createPostgresDatabase(postgresUrl),
        },
        build,
      )),
    );
  } else {
    console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure it too)');
  }
  // One and two instances on PostgreSQL and S3: no budget, but failed requests fail the bench.
  const topology = postgresUrl && !writesOnly ? await runTopology(build, postgresUrl) : undefined;
  showTable(rows);
  if (topology) showTopology(topology);
  console.log(`\nBuild measured: ${build.description}`);
  const failed = [...rows, ...(topology?.rows ?? [])].some((row) => row.problems.length > 0);
  return failed ? 1 : 0;
}

await runBench(main);
