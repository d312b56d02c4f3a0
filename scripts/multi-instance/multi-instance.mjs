// `npm run test:multi-instance` (docs/decisions/0033-several-instances.md): two instances of the built shop
// (A on 3311, B on 3312) on one fresh PostgreSQL database and one S3 bucket (s3rver, in this process) behave
// as one shop:
//   a. an admin session made on one instance works on the other;
//   b. artwork uploaded through A downloads byte-identical through B;
//   c. a discount code limited to 5 uses is used exactly 5 times by 30 parallel orders on both;
//   d. failed logins count across both instances;
//   e. SIGKILLing one instance in a burst of orders loses no acknowledged order, and retries make no duplicate;
//   f. a rolling restart (SIGTERM, drain, exit 0, start again) under load fails no request.
// Needs `npm run build` first and TEST_DATABASE_URL: a PostgreSQL server where it may create (and then
// drop) a database of its own. Exits 0 when every check passed, 1 with the failing check otherwise.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { cartFields } from '../lib/cart-fields.mjs';
import {
  assertPortFree,
  createPostgresDatabase,
  failure,
  randomTag,
  requireBuild,
  runTest,
  S3_KEY,
  ShopInstance,
  sleep,
  startS3Server,
  tempDir,
} from './harness.mjs';
import {
  addCartLine,
  artworkPdf,
  call,
  connectionError,
  loadProduct,
  newCustomer,
  placeOrder,
  setCookies,
  show,
} from './shop-api.mjs';

const PORT_A = 3311;
const PORT_B = 3312;
const DRAIN_DELAY_SECONDS = 2;
const DISCOUNT_USAGE_LIMIT = 5;
// Each order with a code counts as a guess of 127.0.0.1 until the code turns out usable, and the 25 refused
// ones stay counted: 30 is DISCOUNT_GUESS_LIMIT (a minute), so every one of them is still judged, not 429.
const PARALLEL_DISCOUNT_ORDERS = 30;
const BURST_ORDERS = 40;
/** The failed logins one account (or address) may have in 15 minutes (src/server/modules/auth/login-throttle.ts). */
const LOGIN_FAILURE_LIMIT = 5;
/** takeDiscountUse's refusal of a used-up code (src/server/modules/discounts/discounts.service.ts). */
const DISCOUNT_USED_UP = {
  code: 'DISCOUNT_UNAVAILABLE',
  message: 'This discount code has reached its usage limit',
};

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const tag = randomTag(4); // lowercase hex: names of this run (e-mails, the code) contain it
const admin = { email: 'admin@example.com', password: `multi-instance-${randomTag(8)}` };

/** State the checks share: the instances, the admin's cookies, the discount code, the product. */
const shop = { A: undefined, B: undefined, adminCookie: '', deviceCookie: '', code: '', product: undefined };

async function check(label, title, run) {
  const started = performance.now();
  let summary;
  try {
    summary = await run();
  } catch (error) {
    error.message = `check ${label} (${title}) failed: ${error.message}`;
    throw error;
  }
  console.log(`ok ${label}. ${title} (${seconds(performance.now() - started)})\n     ${summary}`);
}

const adminCall = (instance, pathname, options = {}) =>
  call(instance.url, pathname, { ...options, cookie: shop.adminCookie });

/** A cart line of the product with the design described (no file), for the order checks. */
const describedDesign = { designMethod: 'create', designNotes: 'Multi-instance test: our logo, centred.' };

/** Every order whose customer e-mail contains `text` (the admin list, 50 a page). */
async function adminOrdersMatching(instance, text) {
  const found = [];
  for (let page = 1; ; page += 1) {
    const answer = await adminCall(instance, `/api/admin/orders?q=${encodeURIComponent(text)}&page=${page}`);
    assert.equal(answer.status, 200, `GET /api/admin/orders on ${instance.name}: ${show(answer)}`);
    found.push(...answer.body.orders);
    if (page >= answer.body.pageCount) return found;
  }
}

// ---------------------------------------------------------------------------------------------------

async function checkAdminSession() {
  const { A, B } = shop;
  const login = await call(A.url, '/api/admin/login', { method: 'POST', json: admin });
  assert.equal(login.status, 200, `login on A: ${show(login)}`);
  const cookies = setCookies(login);
  assert.ok(cookies.admin_session, 'login on A set no admin_session cookie');
  shop.adminCookie = `admin_session=${cookies.admin_session}`;
  shop.deviceCookie = `admin_device=${cookies.admin_device}`;

  const me = await adminCall(B, '/api/admin/me');
  assert.equal(me.status, 200, `GET /api/admin/me on B with A's cookie: ${show(me)}`);
  assert.equal(me.body.email, admin.email);

  shop.code = `MI${tag.toUpperCase()}`;
  const created = await adminCall(B, '/api/admin/discount-codes', {
    method: 'POST',
    json: { code: shop.code, discountPercentage: 10, usageLimit: DISCOUNT_USAGE_LIMIT },
  });
  assert.equal(created.status, 201, `POST /api/admin/discount-codes on B: ${show(created)}`);

  const list = await adminCall(A, '/api/admin/discount-codes');
  assert.equal(list.status, 200, `GET /api/admin/discount-codes on A: ${show(list)}`);
  const row = list.body.find((code) => code.code === shop.code);
  assert.ok(row, `the code ${shop.code} made on B is not in A's list`);
  assert.deepEqual(
    { id: row.id, usageLimit: row.usageLimit, usageCount: row.usageCount, isActive: row.isActive },
    { id: created.body.id, usageLimit: DISCOUNT_USAGE_LIMIT, usageCount: 0, isActive: true },
  );
  return `logged in on A; B knows the session (GET /api/admin/me) and creates code ${shop.code} (limit ${DISCOUNT_USAGE_LIMIT}) with it; A lists the code`;
}

async function checkArtworkThroughS3(s3, dataDirs) {
  const { A, B, product } = shop;
  const pdf = artworkPdf();
  const customer = newCustomer(`mi-b${tag}@example.com`);
  const fields = cartFields(product, { designMethod: 'upload', designNotes: '' });
  const added = await addCartLine(A.url, customer.session, fields, [
    { name: 'card.pdf', bytes: pdf, type: 'application/pdf' },
  ]);
  assert.equal(added.status, 201, `POST /api/cart with a PDF on A: ${show(added)}`);
  assert.equal(added.body.files.length, 1);
  const fileId = added.body.files[0].id;

  const placed = await placeOrder(A.url, customer);
  assert.equal(placed.status, 201, `POST /api/orders on A: ${show(placed)}`);

  const details = await adminCall(B, `/api/admin/orders/${placed.body.id}`);
  assert.equal(details.status, 200, `GET /api/admin/orders/${placed.body.id} on B: ${show(details)}`);
  const fileIds = details.body.items.flatMap((item) => item.files.map((file) => file.id));
  assert.deepEqual(fileIds, [fileId], "the order's files on B are not the one uploaded on A");

  const download = await adminCall(B, `/api/admin/download/${fileId}`);
  assert.equal(download.status, 200, `GET /api/admin/download/${fileId} on B: ${show(download)}`);
  assert.match(download.headers.get('content-disposition') ?? '', /^attachment/);
  assert.ok(
    download.bytes.equals(pdf),
    `B's download (${download.bytes.length} bytes) differs from the upload (${pdf.length} bytes)`,
  );

  // The bytes are in the bucket under the STORAGE_URL prefix, not on either instance's disk.
  const keys = await s3.keys('shop/artwork/');
  const stored = [];
  for (const key of keys) if ((await s3.read(key)).equals(pdf)) stored.push(key);
  assert.equal(stored.length, 1, `the bucket's shop/artwork/ holds ${stored.length} copies of the upload`);
  for (const dir of dataDirs) {
    assert.ok(!existsSync(path.join(dir, 'uploads', 'artwork')), `artwork was written to ${dir}`);
  }
  return `${pdf.length}-byte PDF added to a cart on A and ordered there (${placed.body.orderNumber}); B lists the file on the order and downloads it byte-identical; stored once, as s3://…/${stored[0]}`;
}

async function checkDiscountUsageLimit() {
  const { A, B, product } = shop;
  const fields = cartFields(product, describedDesign);
  const customers = Array.from({ length: PARALLEL_DISCOUNT_ORDERS }, (_, i) => ({
    ...newCustomer(`mi-c${tag}-${String(i).padStart(2, '0')}@example.com`),
    instance: i % 2 === 0 ? A : B,
  }));
  const adds = await Promise.all(customers.map((c) => addCartLine(c.instance.url, c.session, fields)));
  adds.forEach((answer, i) => {
    assert.equal(answer.status, 201, `cart line ${i} on ${customers[i].instance.name}: ${show(answer)}`);
  });

  // All at once, alternately on A and B.
  const answers = await Promise.all(customers.map((c) => placeOrder(c.instance.url, c, shop.code)));
  const outcome = answers.map((answer, i) => `${customers[i].instance.name}:${answer.status}`).join(' ');
  const placed = answers
    .map((answer, i) => ({ answer, customer: customers[i] }))
    .filter((p) => p.answer.status === 201);
  const refused = answers
    .map((answer, i) => ({ answer, customer: customers[i] }))
    .filter((p) => p.answer.status !== 201);
  assert.equal(
    placed.length,
    DISCOUNT_USAGE_LIMIT,
    `${placed.length} of ${PARALLEL_DISCOUNT_ORDERS} orders were placed, expected exactly ${DISCOUNT_USAGE_LIMIT} (instance:status ${outcome})`,
  );
  for (const { answer, customer } of placed) {
    const order = answer.body;
    assert.equal(
      order.discountCode,
      shop.code,
      `order ${order.orderNumber} (${customer.instance.name}) has no code`,
    );
    assert.equal(order.discountPercentage, 10);
    assert.ok(
      Number(order.discountAmount) > 0,
      `order ${order.orderNumber}: discountAmount ${order.discountAmount}`,
    );
  }
  // The API refuses an order whose code is used up (400, nothing written): it is never placed without it.
  for (const { answer, customer } of refused) {
    assert.deepEqual(
      { status: answer.status, code: answer.body?.code, message: answer.body?.message },
      { status: 400, ...DISCOUNT_USED_UP },
      `a refused order on ${customer.instance.name}: ${show(answer)}`,
    );
  }

  const codes = await adminCall(B, '/api/admin/discount-codes');
  const row = codes.body.find((code) => code.code === shop.code);
  assert.equal(row?.usageCount, DISCOUNT_USAGE_LIMIT, `the code's usage count is ${row?.usageCount}`);

  // The admin sees exactly the 5 placed orders, each with the code; the refused carts still hold their line.
  const listed = await adminOrdersMatching(A, `mi-c${tag}-`);
  assert.deepEqual(
    listed.map((order) => order.id).sort((x, y) => x - y),
    placed.map((p) => p.answer.body.id).sort((x, y) => x - y),
    "the admin's orders of this check are not the 5 placed ones",
  );
  for (const { answer, customer } of placed) {
    const other = customer.instance === A ? B : A;
    const details = await adminCall(other, `/api/admin/orders/${answer.body.id}`);
    assert.equal(details.status, 200, show(details));
    assert.equal(
      details.body.discountCode,
      shop.code,
      `order ${answer.body.orderNumber} read on ${other.name}`,
    );
  }
  for (const { customer } of refused) {
    const other = customer.instance === A ? B : A;
    const cart = await call(other.url, '/api/cart', { session: customer.session });
    assert.equal(cart.body?.length, 1, `a refused customer's cart on ${other.name}: ${show(cart)}`);
  }
  const byInstance = (list, instance) => list.filter((p) => p.customer.instance === instance).length;
  return `${PARALLEL_DISCOUNT_ORDERS} orders at once with code ${shop.code}: 5 placed with 10 % off (A ${byInstance(placed, A)}, B ${byInstance(placed, B)}), ${refused.length} refused 400 ${DISCOUNT_USED_UP.code} '${DISCOUNT_USED_UP.message}' (carts kept); usage count ${row.usageCount}`;
}

async function checkLoginThrottle() {
  const { A, B } = shop;
  const attempt = (instance, password, cookie) =>
    call(instance.url, '/api/admin/login', {
      method: 'POST',
      json: { email: admin.email, password },
      cookie,
    });
  const trail = [];
  for (let i = 1; i <= LOGIN_FAILURE_LIMIT; i += 1) {
    const instance = i % 2 === 1 ? A : B;
    const answer = await attempt(instance, `wrong-password-${i}`);
    trail.push(`${instance.name}:${answer.status}`);
    assert.equal(answer.status, 401, `wrong password #${i} on ${instance.name}: ${show(answer)}`);
  }
  // The next attempt is refused on either instance, even with the right password.
  for (const [instance, password] of [
    [B, 'wrong-password-6'],
    [A, admin.password],
  ]) {
    const answer = await attempt(instance, password);
    trail.push(`${instance.name}:${answer.status}`);
    assert.equal(
      answer.status,
      429,
      `attempt after ${LOGIN_FAILURE_LIMIT} failures on ${instance.name}: ${show(answer)} (so far ${trail.join(' ')})`,
    );
    assert.equal(answer.body.code, 'TOO_MANY_LOGINS');
    assert.ok(Number(answer.headers.get('retry-after')) > 0, 'no Retry-After on the 429');
  }
  // The admin's own browser (its device cookie, signed on A) still logs in on B (decision 0016).
  const trusted = await attempt(B, admin.password, shop.deviceCookie);
  assert.equal(trusted.status, 200, `login with the device cookie on B: ${show(trusted)}`);
  return `wrong passwords ${trail.slice(0, LOGIN_FAILURE_LIMIT).join(' ')}, then ${trail.slice(LOGIN_FAILURE_LIMIT).join(' ')} (TOO_MANY_LOGINS with Retry-After; the right password too); the admin's device cookie from A still logs in on B`;
}

async function checkKillMidBurst() {
  const { A, B, product } = shop;
  const fields = cartFields(product, describedDesign);
  const placements = Array.from({ length: BURST_ORDERS }, (_, i) => ({
    ...newCustomer(`mi-e${tag}-${String(i).padStart(2, '0')}@example.com`),
    index: i,
    instance: i % 2 === 0 ? A : B,
  }));
  const adds = await Promise.all(placements.map((p) => addCartLine(p.instance.url, p.session, fields)));
  adds.forEach((answer, i) => {
    assert.equal(answer.status, 201, `cart line ${i}: ${show(answer)}`);
  });

  // Sent 25 ms apart; B is SIGKILLed once it has acknowledged 3 orders (at the latest when 34 are sent,
  // so that some of its placements are still in flight or to come).
  let killedAt;
  let bAcknowledged = 0;
  const killB = () => {
    if (killedAt !== undefined) return;
    killedAt = performance.now();
    B.child.kill('SIGKILL');
  };
  const send = async (p) => {
    p.sentAt = performance.now();
    try {
      p.answer = await placeOrder(p.instance.url, p);
      if (p.instance === B && p.answer.status === 201) {
        bAcknowledged += 1;
        if (bAcknowledged >= 3) killB();
      }
    } catch (error) {
      p.error = connectionError(error);
      p.failedAt = performance.now();
    }
  };
  const sending = [];
  for (const p of placements) {
    if (p.index === 34) killB();
    sending.push(send(p));
    await sleep(25);
  }
  await Promise.all(sending);
  await B.exited;

  const answered = placements.filter((p) => p.answer);
  for (const p of answered) {
    assert.equal(p.answer.status, 201, `placement ${p.index} on ${p.instance.name}: ${show(p.answer)}`);
  }
  const failed = placements.filter((p) => p.error);
  for (const p of failed) {
    assert.equal(p.instance, B, `placement ${p.index} on A got no answer (${p.error})`);
    assert.ok(p.failedAt >= killedAt, `placement ${p.index} on B failed (${p.error}) before B was killed`);
  }
  const bAnswered = answered.filter((p) => p.instance === B).length;
  assert.ok(
    bAnswered > 0 && failed.length > 0,
    `B answered ${bAnswered}, ${failed.length} failed: no kill mid-burst`,
  );

  // The failed ones retry on A with the same session and Idempotency-Key.
  for (const p of failed) {
    const retry = await placeOrder(A.url, p);
    assert.ok(
      retry.status === 201 || retry.status === 200,
      `retry of placement ${p.index} on A: ${show(retry)}`,
    );
    p.retry = retry;
  }

  // Every acknowledged order exists, and every placement made exactly one order.
  const orders = await adminOrdersMatching(A, `mi-e${tag}-`);
  const byEmail = Map.groupBy(orders, (order) => order.customerEmail);
  for (const p of placements) {
    const found = byEmail.get(p.email) ?? [];
    const expectedId = (p.answer ?? p.retry).body.id;
    assert.deepEqual(
      found.map((order) => order.id),
      [expectedId],
      `placement ${p.index} (${p.instance.name}, ${p.answer ? 'acknowledged' : `retried: ${p.retry.status}`}) should have exactly its order ${expectedId}`,
    );
  }
  assert.equal(orders.length, BURST_ORDERS);

  const restarted = performance.now();
  B.start();
  await B.waitReady();
  const count = (list, test) => list.filter(test).length;
  const errors = Object.entries(Object.groupBy(failed, (p) => p.error))
    .map(([code, list]) => `${list.length} ${code}`)
    .join(', ');
  return (
    `${BURST_ORDERS} placements 25 ms apart: A acknowledged ${count(answered, (p) => p.instance === A)}, B ${bAnswered} before SIGKILL; ` +
    `${failed.length} got no answer (${errors}) and were retried on A: ${count(failed, (p) => p.retry.status === 201)} placed (201), ` +
    `${count(failed, (p) => p.retry.status === 200)} found already placed (200); ${orders.length} orders, one each; B restarted, ready in ${seconds(performance.now() - restarted)}`
  );
}

/**
 * A load balancer in a few lines: round-robin over the instances whose GET /readyz (every 200 ms) last
 * answered 200.
 */
function startLoadBalancer(instances) {
  const targets = instances.map((instance) => ({ instance, ready: false, changes: [] }));
  let stopped = false;
  let next = 0;
  const probe = async (target) => {
    while (!stopped) {
      let ready = false;
      try {
        const answer = await call(target.instance.url, '/readyz', { timeoutMs: 1_000 });
        ready = answer.status === 200;
      } catch {
        ready = false;
      }
      if (ready !== target.ready) {
        target.ready = ready;
        target.changes.push({ at: performance.now(), ready });
      }
      await sleep(200);
    }
  };
  const probes = targets.map(probe);
  return {
    targets,
    target: (instance) => targets.find((t) => t.instance === instance),
    pick() {
      const ready = targets.filter((t) => t.ready);
      if (ready.length === 0) return undefined;
      next = (next + 1) % ready.length;
      return ready[next];
    },
    async stop() {
      stopped = true;
      await Promise.all(probes);
    },
  };
}

async function checkRollingRestart() {
  const { A, B, product } = shop;
  const fields = cartFields(product, describedDesign);
  const balancer = startLoadBalancer([A, B]);
  const requests = [];
  let loadRunning = true;

  /** One request through the balancer: to a ready instance only, recorded with its outcome. */
  const viaBalancer = async (kind, send) => {
    const target = balancer.pick();
    if (!target) {
      await sleep(20);
      return undefined;
    }
    const record = {
      kind,
      instance: target.instance.name,
      sentAt: performance.now(),
      markedReady: target.ready,
    };
    requests.push(record);
    try {
      record.answer = await send(target.instance.url);
      record.status = record.answer.status;
    } catch (error) {
      record.error = connectionError(error);
    }
    record.doneAt = performance.now();
    return record;
  };
  const worker = async (w) => {
    for (let n = 0; loadRunning; n += 1) {
      if ((n + w) % 8 === 0) {
        // An order: its cart line and its placement, each through the balancer.
        const customer = newCustomer(`mi-f${tag}-${w}-${n}@example.com`);
        const added = await viaBalancer('cart', (url) => addCartLine(url, customer.session, fields));
        if (added?.status === 201) await viaBalancer('order', (url) => placeOrder(url, customer));
      } else {
        await viaBalancer('products', (url) => call(url, `/api/products?page=${(n % 2) + 1}&pageSize=8`));
      }
    }
  };

  const deadline = performance.now() + 20_000;
  while (!(balancer.target(A).ready && balancer.target(B).ready)) {
    assert.ok(performance.now() < deadline, 'the balancer never saw both instances ready');
    await sleep(50);
  }
  const workers = Array.from({ length: 6 }, (_, w) => worker(w));
  try {
    await sleep(1_500);

    // SIGTERM A: its /readyz turns 503 while it still answers, then it closes and exits 0.
    const termAt = performance.now();
    A.signal('SIGTERM');
    let notReadyAt;
    let readyzBody;
    while (notReadyAt === undefined) {
      const readyz = await call(A.url, '/readyz', { timeoutMs: 1_000 });
      if (readyz.status === 503) {
        notReadyAt = performance.now();
        readyzBody = readyz.body;
      } else {
        assert.equal(readyz.status, 200, `A's /readyz after SIGTERM: ${show(readyz)}`);
        assert.ok(performance.now() - termAt < 2_000, "A's /readyz still answers 200 2 s after SIGTERM");
        await sleep(20);
      }
    }
    assert.equal(readyzBody?.status, 'shutting down', `A's /readyz: ${JSON.stringify(readyzBody)}`);
    const stillServing = await call(A.url, '/api/products?pageSize=8');
    const stillServingAt = performance.now();
    assert.equal(stillServing.status, 200, `A while draining: ${show(stillServing)}`);

    const exitTimeout = sleep(DRAIN_DELAY_SECONDS * 1000 + 20_000).then(() => 'timeout');
    const exit = await Promise.race([A.exited, exitTimeout]);
    const exitedAt = performance.now();
    assert.notEqual(exit, 'timeout', 'A did not exit within 20 s after its drain delay');
    assert.deepEqual(exit, { code: 0, signal: null }, `A's exit after SIGTERM: ${JSON.stringify(exit)}`);
    assert.ok(
      exitedAt - termAt >= DRAIN_DELAY_SECONDS * 1000 - 100,
      `A exited ${seconds(exitedAt - termAt)} after SIGTERM, before its ${DRAIN_DELAY_SECONDS} s drain delay`,
    );
    const aOut = balancer.target(A).changes.find((change) => change.at > termAt && !change.ready);
    assert.ok(aOut, 'the balancer never took A out');
    assert.ok(aOut.at < exitedAt, 'the balancer took A out only after it had exited');

    // Start A again; the balancer sends to it once it is ready.
    const restartAt = performance.now();
    A.start();
    await A.waitReady();
    const readyAgainAt = performance.now();
    while (!balancer.target(A).ready) await sleep(20);
    await sleep(1_500);
    loadRunning = false;
    await Promise.all(workers);

    const failures = requests.filter((r) => r.error !== undefined || r.status >= 500);
    assert.equal(
      failures.length,
      0,
      `${failures.length} of ${requests.length} requests through the balancer failed: ${failures
        .slice(0, 10)
        .map(
          (r) =>
            `${r.kind} on ${r.instance} at +${seconds(r.sentAt - termAt)} after SIGTERM: ${r.error ?? show(r.answer)}`,
        )
        .join('; ')}`,
    );
    const unexpected = requests.filter((r) => r.status !== (r.kind === 'products' ? 200 : 201));
    assert.equal(
      unexpected.length,
      0,
      `unexpected answers: ${unexpected
        .slice(0, 5)
        .map((r) => `${r.kind} on ${r.instance}: ${show(r.answer)}`)
        .join('; ')}`,
    );
    const onA = (from, to) =>
      requests.filter((r) => r.instance === 'A' && r.sentAt >= from && r.sentAt < to).length;
    const servedAfterTerm = onA(termAt, exitedAt);
    const servedAfterRestart = onA(readyAgainAt, Number.POSITIVE_INFINITY);
    assert.ok(servedAfterRestart > 0, 'the balancer sent nothing to A after it was ready again');
    const orders = requests.filter((r) => r.kind === 'order').length;
    return (
      `${requests.length} requests (${orders} orders) through the balancer, none failed; SIGTERM to A: /readyz 503 'shutting down' after ${seconds(notReadyAt - termAt)}, ` +
      `A still served a request at +${seconds(stillServingAt - termAt)}, balancer took A out at +${seconds(aOut.at - termAt)} ` +
      `(${servedAfterTerm} requests had gone to A after SIGTERM), A exited 0 at +${seconds(exitedAt - termAt)}; ` +
      `restarted, ready in ${seconds(readyAgainAt - restartAt)}, then served ${servedAfterRestart} more`
    );
  } finally {
    loadRunning = false;
    await Promise.all(workers);
    await balancer.stop();
  }
}

// ---------------------------------------------------------------------------------------------------

async function main() {
  const started = performance.now();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    throw failure(
      'TEST_DATABASE_URL is not set: give a PostgreSQL server where this test may create and drop a database, e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres',
    );
  }
  requireBuild();
  await assertPortFree(PORT_A);
  await assertPortFree(PORT_B);

  const database = await createPostgresDatabase(adminUrl);
  const bucket = `multi-instance-${tag}`;
  const s3 = await startS3Server(bucket);
  const common = {
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    STORAGE_URL: `s3://${bucket}/shop`,
    AWS_REGION: 'us-east-1',
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    AWS_ENDPOINT_URL: '',
    S3_FORCE_PATH_STYLE: '',
    AWS_ACCESS_KEY_ID: S3_KEY,
    AWS_SECRET_ACCESS_KEY: S3_KEY,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // The address customers use (a load balancer's, in production): one for both.
    PUBLIC_URL: `http://127.0.0.1:${PORT_A}`,
    LOG_LEVEL: 'warn',
    DRAIN_DELAY_SECONDS: String(DRAIN_DELAY_SECONDS),
    // Every request here comes from 127.0.0.1: lift the anonymous upload allowance (60 per 10 minutes),
    // which POST /api/cart counts. The limits this test is about are left as they are.
    UPLOAD_REQUESTS_PER_10_MINUTES: '1000000',
    // Limits count in PostgreSQL (not Redis); no mail is sent; PayPal is not used.
    REDIS_URL: '',
    SMTP_URL: '',
    TRUST_PROXY: '',
  };
  const dataDirs = [tempDir('multi-instance-a-'), tempDir('multi-instance-b-')];
  shop.A = new ShopInstance('A', PORT_A, { ...common, DATA_DIR: dataDirs[0] });
  shop.B = new ShopInstance('B', PORT_B, { ...common, DATA_DIR: dataDirs[1] });
  console.log(`database ${database.name}, bucket ${bucket} on s3rver at ${s3.endpoint}`);

  try {
    // Started together: one migrates and seeds the empty database, the other waits (the startup lock).
    shop.A.start();
    shop.B.start();
    await Promise.all([shop.A.waitReady(), shop.B.waitReady()]);
    console.log(`A (${shop.A.url}) and B (${shop.B.url}) ready in ${seconds(performance.now() - started)}\n`);
    shop.product = await loadProduct(shop.B.url);

    await check('a', 'an admin session made on A works on B', checkAdminSession);
    await check('b', 'artwork uploaded through A downloads byte-identical through B', () =>
      checkArtworkThroughS3(s3, dataDirs),
    );
    await check(
      'c',
      `a code limited to ${DISCOUNT_USAGE_LIMIT} uses, ${PARALLEL_DISCOUNT_ORDERS} parallel orders on A and B`,
      checkDiscountUsageLimit,
    );
    await check('d', 'failed logins count across both instances', checkLoginThrottle);
    await check('e', 'SIGKILL of B mid-burst loses no acknowledged order', checkKillMidBurst);
    await check('f', 'a rolling restart of A under load fails no request', checkRollingRestart);
  } catch (error) {
    error.details = `${shop.A.tail()}\n\n${shop.B.tail()}`;
    throw error;
  }
  console.log(`\nmulti-instance test passed: 6 checks in ${seconds(performance.now() - started)}`);
}

await runTest(main);
