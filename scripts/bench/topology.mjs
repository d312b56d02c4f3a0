// The topology run of `npm run bench` (called from load.mjs when a PostgreSQL URL is set; BENCH_ONLY=topology
// runs it alone): the shop as several instances on one PostgreSQL database with its uploads in S3
// (docs/production.md). It starts s3rver with a bucket (scripts/bench/s3-server.mjs, a child process), a
// fresh database and ONE instance (DATABASE_URL + STORAGE_URL), measures a few reads and the add-to-cart
// write (its PDF is stored in S3) at the bench's connection counts, then starts a SECOND instance on the
// same database and bucket and measures the same targets with the connections spread over both. No budget:
// it prints the two side by side, and fails only when requests fail or answer an unexpected status.
//
// How the load is spread and the figures combined: autocannon takes a list of URLs and gives connection i
// to URL i mod n, so one autocannon run with both instances' URLs opens half the connections to each (25
// and 25 for the reads, 5 and 5 for the write). Being one run, its figures need no merging: requests/s is
// its mean per-second count of answers from both instances together, and p50/p99 come from its one latency
// histogram of every answer (autocannon records 2xx answers only, for both columns alike). The split column
// counts the answers per instance (autocannon's 'response' event names the connection's host), to show
// that both took their share.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { cartFields } from '../lib/cart-fields.mjs';
import {
  addCleanup,
  createPostgresDatabase,
  printTable,
  productSlugs,
  root,
  startShop,
  stopChild,
  trackChild,
} from './lib.mjs';
import { addToCartRequest, cartBody, countUnexpected, drain, runAutocannon, smallPdf } from './requests.mjs';

const bucket = 'print-shop-bench';

/** Starts s3rver in a child process with an empty bucket; resolves with the child and its endpoint. */
async function startS3(directory) {
  const child = trackChild(
    fork(path.join(root, 'scripts/bench/s3-server.mjs'), [directory, bucket], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  const endpoint = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.endpoint));
    child.once('exit', (code) => reject(new Error(`the S3 server exited (${code}) before it was ready`)));
  });
  return { child, endpoint };
}

/** The requests s3rver has received so far, per method. */
function s3Requests(s3) {
  return new Promise((resolve) => {
    s3.child.once('message', (message) => resolve(message.counts));
    s3.child.send('counts');
  });
}

/** One instance of the shop on the shared database and bucket, with a data folder of its own. */
async function startInstance(build, databaseUrl, env, number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `print-shop-bench-instance${number}-`));
  addCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const shop = await startShop({ buildRoot: build.buildRoot, databaseUrl, dataDir, env });
  const log = readFileSync(path.join(dataDir, 'shop.log'), 'utf8');
  if (!log.includes('storage: s3'))
    throw new Error(`instance ${number} does not store uploads in S3:\n${log}`);
  console.log(`  instance ${number} at ${shop.url} (data in ${dataDir})`);
  return shop;
}

/** Sends each target's request once to the instance at `url`, to fail early with its answer. */
async function checkTargets(url, targets) {
  for (const target of targets) {
    const response = await target.check(url);
    const text = await response.text();
    if (response.status !== target.status) {
      throw new Error(`${target.label} on ${url} answered ${response.status}: ${text.slice(0, 300)}`);
    }
  }
}

/** One target against every URL in `urls` at once (see the top): warm-up, measured run, drains. */
async function measureSpread(target, urls, timing) {
  const options = { ...target.options(urls), connections: target.connections };
  const drainAll = () => Promise.all(urls.map((url) => drain(url)));
  if (timing.warmupSeconds > 0) {
    await runAutocannon({ ...options, duration: timing.warmupSeconds });
    await drainAll();
  }
  const answered = new Map(urls.map((url) => [new URL(url).host, 0]));
  const result = await runAutocannon({ ...options, duration: timing.seconds }, (instance) => {
    instance.on('response', (client) => {
      answered.set(client.opts.host, (answered.get(client.opts.host) ?? 0) + 1);
    });
  });
  await drainAll();
  const total = [...answered.values()].reduce((sum, count) => sum + count, 0);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    unexpected: countUnexpected(result, target.status),
    shares: [...answered.values()].map((count) => (total > 0 ? count / total : 0)),
  };
}

/** The targets: three reads at the read connections, the add-to-cart write (a PDF to S3) at the write ones. */
async function targetsOf(shopUrl, connections) {
  const slug = (await productSlugs(shopUrl))[0];
  if (!slug) throw new Error('no demo product in /api/products');
  const productResponse = await fetch(`${shopUrl}/api/products/${slug}`);
  if (!productResponse.ok) throw new Error(`GET /api/products/${slug} answered ${productResponse.status}`);
  const fields = cartFields(await productResponse.json());
  const reads = [
    { label: 'GET /api/products?page=1', path: '/api/products?page=1' },
    { label: 'GET /<slug> (page HTML)', path: `/${slug}` },
    { label: 'GET /api/products/<slug>', path: `/api/products/${slug}` },
  ].map((read) => ({
    ...read,
    status: 200,
    connections: connections.read,
    options: (urls) => ({ url: urls.map((url) => `${url}${read.path}`) }),
    check: (url) => fetch(`${url}${read.path}`),
  }));
  const write = {
    label: 'POST /api/cart (PDF to S3)',
    status: 201,
    connections: connections.write,
    options: (urls) => ({
      url: urls.map((url) => `${url}/api/cart`),
      requests: [addToCartRequest(fields)],
    }),
    check: (url) => {
      const { body, contentType } = cartBody(fields, smallPdf);
      return fetch(`${url}/api/cart`, {
        method: 'POST',
        headers: { 'content-type': contentType, 'x-session-id': randomUUID() },
        body,
      });
    },
  };
  return [...reads, write];
}

/**
 * The topology run on a fresh database of the PostgreSQL server at `adminUrl`. Resolves with a row per
 * target ({ label, connections, one, two, problems }) and s3rver's request counts, for showTopology.
 */
export async function benchTopology({ build, adminUrl, timing, connections }) {
  console.log('\n# Topology: one, then two instances on one PostgreSQL database, uploads in S3 (s3rver)');
  const s3Dir = mkdtempSync(path.join(tmpdir(), 'print-shop-bench-s3-'));
  addCleanup(() => rmSync(s3Dir, { recursive: true, force: true }));
  const s3 = await startS3(s3Dir);
  const databaseUrl = await createPostgresDatabase(adminUrl);
  console.log(`  s3rver at ${s3.endpoint} (bucket ${bucket}, objects in ${s3Dir})`);
  const env = {
    STORAGE_URL: `s3://${bucket}/shop`,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const instances = [];
  try {
    instances.push(await startInstance(build, databaseUrl, env, 1));
    const targets = await targetsOf(instances[0].url, connections);
    await checkTargets(instances[0].url, targets);
    const one = [];
    for (const target of targets) {
      console.log(`  1 instance: ${target.label}`);
      one.push(await measureSpread(target, [instances[0].url], timing));
    }

    instances.push(await startInstance(build, databaseUrl, env, 2));
    await checkTargets(instances[1].url, targets);
    const two = [];
    for (const target of targets) {
      console.log(`  2 instances: ${target.label}`);
      two.push(await measureSpread(target, [instances[0].url, instances[1].url], timing));
    }
    const rows = targets.map((target, index) => ({
      label: target.label,
      connections: target.connections,
      status: target.status,
      one: one[index],
      two: two[index],
      problems: [
        ...problemsOf(one[index], target.status).map((problem) => `1 instance: ${problem}`),
        ...problemsOf(two[index], target.status).map((problem) => `2 instances: ${problem}`),
      ],
    }));
    return { rows, s3Requests: await s3Requests(s3) };
  } finally {
    for (const instance of instances.reverse()) await stopChild(instance.child);
    await stopChild(s3.child);
  }
}

function problemsOf(result, status) {
  const problems = [];
  if (result.requests === 0) problems.push('no answer within the run');
  if (result.unexpected > 0) problems.push(`${result.unexpected} not ${status}`);
  if (result.errors > 0) problems.push(`${result.errors} errors`);
  return problems;
}

export function showTopology({ rows, s3Requests }) {
  const rps = (result) => Math.round(result.rps).toLocaleString('en-US');
  printTable(
    [
      'target (topology)',
      'connections',
      '1 instance req/s',
      '2 instances req/s',
      'ratio (2/1)',
      '1 instance p50 / p99',
      '2 instances p50 / p99',
      'split over the 2',
      'errors / unexpected statuses',
    ],
    rows.map((row) => [
      row.label,
      `${row.connections} (${Math.ceil(row.connections / 2)} + ${Math.floor(row.connections / 2)})`,
      rps(row.one),
      rps(row.two),
      row.one.rps > 0 ? `${(row.two.rps / row.one.rps).toFixed(2)}` : '—',
      `${row.one.p50} / ${row.one.p99} ms`,
      `${row.two.p50} / ${row.two.p99} ms`,
      row.two.shares.map((share) => `${Math.round(share * 100)} %`).join(' / '),
      row.problems.length === 0 ? 'none' : row.problems.join('; '),
    ]),
  );
  const methods = Object.entries(s3Requests)
    .map(([method, count]) => `${count.toLocaleString('en-US')} ${method}`)
    .join(', ');
  console.log(`\nS3 (s3rver) requests from the shops, seeding included: ${methods || 'none'}`);
  console.log(
    `Reminder: both instances, PostgreSQL, s3rver and autocannon share this machine's ${availableParallelism()} ` +
      'cores, so the ratio shows the overhead of sharing them, not the gain of a second machine.',
  );
}
