// `npm run bench:browser`: the phone-profile part of the performance budgets
// (docs/performance-and-scaling.md). Starts the built shop twice on the embedded database, once with the
// demo catalogue and once with BENCH_BROWSER_PRODUCTS (default 10,000) more products, saves the home page
// and a product page, fully rendered and without their scripts, as a static copy served with the same
// files, and measures in Debian's Chromium (never a downloaded browser) under a phone profile:
//   - home and product page, shop against static copy: LCP (budget ≤ 1.25 × the copy), CLS (≤ 0.05), TBT;
//   - home, demo catalogue against the large one: when the first product card is painted (≤ 1.25 ×);
//   - home: one keystroke in the catalogue search box, its INP (≤ 200 ms with the large catalogue).
// Each figure is the median of BENCH_BROWSER_RUNS (default 3) runs, interleaved. Prints a table and exits
// 1 when a budget fails. Not part of `npm test`.
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { loadBulkCatalogue } from './catalogue.mjs';
import {
  addCleanup,
  ensureBenchBuild,
  median,
  printTable,
  productSlugs,
  root,
  runBench,
  startShop,
  stopChild,
  trackChild,
} from './lib.mjs';

const CHROMIUM = process.env.BENCH_CHROMIUM || '/usr/bin/chromium';
const runs = Number(process.env.BENCH_BROWSER_RUNS ?? 3);
const bulkProducts = Number(process.env.BENCH_BROWSER_PRODUCTS ?? 10_000);

/**
 * The phone profile. Network: 400 ms round trip, 400 kbit/s down and up (the throughput of Chrome
 * DevTools' 'Slow 3G' preset, with a 400 ms rather than its 2 s latency); CPU: 4× slower (Lighthouse's
 * mobile setting). Screen: 412 × 915 CSS pixels at 2.625 device pixels each (a mid-range Android phone),
 * touch, a mobile user agent.
 */
const network = { latency: 400, downloadKbps: 400, uploadKbps: 400 };
const cpuSlowdown = 4;
const phone = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  locale: 'en-US',
};
const budgets = { lcpRatio: 1.25, cls: 0.05, firstCardRatio: 1.25, inpMs: 200 };
/** How long a page may take to show what is waited for, on the slow profile. */
const pageTimeoutMs = Number(process.env.BENCH_BROWSER_TIMEOUT_MS ?? 120_000);
/** Quiet time after the network settles, so late layout shifts and long tasks are counted. */
const settleMs = 2_000;
const cardSelector = '#products article';

/**
 * Injected before any page script (addInitScript): buffered PerformanceObservers for LCP, layout shifts,
 * long tasks, paints, event timing (threshold 16 ms) and element timing, and on the home page a
 * MutationObserver that notes when the first product card enters the DOM and marks its heading and picture
 * with `elementtiming`, so the browser reports when they are painted.
 */
function installObservers(cardSelector) {
  const bench = {
    lcp: [],
    shifts: [],
    longTasks: [],
    events: [],
    elementPaints: [],
    fcp: undefined,
    card: undefined,
  };
  window.__bench = bench;
  const observe = (type, callback, options = {}) => {
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) callback(entry);
      }).observe({ type, buffered: true, ...options });
    } catch {
      // an entry type this browser does not know
    }
  };
  observe('largest-contentful-paint', (entry) =>
    bench.lcp.push({
      time: entry.startTime,
      size: entry.size,
      element: entry.element
        ? `${entry.element.tagName.toLowerCase()}${entry.url ? ` ${entry.url.split('/').pop()}` : ` "${(entry.element.textContent ?? '').trim().slice(0, 30)}"`}`
        : entry.url,
    }),
  );
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) bench.shifts.push({ time: entry.startTime, value: entry.value });
  });
  observe('longtask', (entry) => bench.longTasks.push({ time: entry.startTime, duration: entry.duration }));
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') bench.fcp = entry.startTime;
  });
  observe(
    'event',
    (entry) =>
      bench.events.push({
        name: entry.name,
        time: entry.startTime,
        duration: entry.duration,
        interactionId: entry.interactionId,
      }),
    { durationThreshold: 16 },
  );
  observe('element', (entry) => {
    if (entry.identifier === 'bench-first-card') {
      bench.elementPaints.push({ time: entry.renderTime || entry.loadTime, tag: entry.element?.tagName });
    }
  });
  if (location.pathname !== '/') return;
  const findCard = () => {
    const card = document.querySelector(cardSelector);
    if (!card) return false;
    bench.card = { inserted: performance.now() };
    for (const element of card.querySelectorAll('h2, h3, img')) {
      element.setAttribute('elementtiming', 'bench-first-card');
    }
    // The end of the first frame after the insertion: a stand-in for its paint when no element timing comes.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        bench.card.afterFrame = performance.now();
      };
      channel.port2.postMessage(null);
    });
    return true;
  };
  const mutations = new MutationObserver(() => {
    if (findCard()) mutations.disconnect();
  });
  mutations.observe(document, { childList: true, subtree: true });
}

/** CLS: the largest session window of layout shifts (at most 1 s apart, windows at most 5 s long). */
function cumulativeLayoutShift(shifts) {
  let worst = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of [...shifts].sort((a, b) => a.time - b.time)) {
    if (shift.time - previous > 1000 || shift.time - windowStart > 5000) {
      current = 0;
      windowStart = shift.time;
    }
    current += shift.value;
    previous = shift.time;
    worst = Math.max(worst, current);
  }
  return worst;
}

/** TBT: each long task's time over 50 ms, counted from first contentful paint to the end of the run. */
function totalBlockingTime(longTasks, fcp) {
  let total = 0;
  for (const task of longTasks) {
    const start = Math.max(task.time, fcp ?? 0);
    const end = task.time + task.duration;
    if (end - start > 50) total += end - start - 50;
  }
  return total;
}

/** A new phone context, throttled through the Chrome DevTools Protocol; the observers go in first. */
async function phonePage(browser, { throttled }) {
  const context = await browser.newContext(phone);
  await context.addInitScript(installObservers, cardSelector);
  const page = await context.newPage();
  if (throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.latency,
      downloadThroughput: (network.downloadKbps * 1000) / 8,
      uploadThroughput: (network.uploadKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  return { context, page };
}

/** Waits for the page to finish loading: the load event, what `ready` names, a quiet network, a settle time. */
async function settle(page, ready) {
  await page.waitForLoadState('load', { timeout: pageTimeoutMs });
  if (ready) await page.waitForSelector(ready, { state: 'attached', timeout: pageTimeoutMs });
  await page.waitForLoadState('networkidle', { timeout: pageTimeoutMs }).catch(() => {});
  await page.waitForTimeout(settleMs);
}

/**
 * One measured visit of `url` on the phone profile. `ready` is a selector that must appear (the first card
 * on the home page, the heading on a product page). With `keystroke`, one character is then typed into the
 * catalogue search box and the longest event of that interaction is its INP.
 */
async function visit(browser, url, { ready, keystroke = false }) {
  const { context, page } = await phonePage(browser, { throttled: true });
  // Requests that failed or answered an error: a static copy missing a file would not be a fair reference.
  const failed = [];
  page.on('requestfailed', (request) => failed.push(`${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.url()} (${response.status()})`);
  });
  try {
    const result = { url, failed };
    try {
      await page.goto(url, { waitUntil: 'commit', timeout: pageTimeoutMs });
      await settle(page, ready);
    } catch (error) {
      result.error = error.message.split('\n')[0];
    }
    const data = await page.evaluate(() => window.__bench);
    const lcp = data.lcp.at(-1);
    result.lcp = lcp?.time;
    result.lcpElement = lcp?.element;
    result.cls = cumulativeLayoutShift(data.shifts);
    result.tbt = totalBlockingTime(data.longTasks, data.fcp);
    result.fcp = data.fcp;
    if (data.card) {
      const painted = data.elementPaints.map((entry) => entry.time).filter((time) => time > 0);
      result.firstCard = painted.length > 0 ? Math.min(...painted) : data.card.afterFrame;
      result.firstCardSource = painted.length > 0 ? 'element timing' : 'frame after insertion';
    }
    if (keystroke && !result.error) {
      const box = page.locator('#catalog-search');
      await box.tap({ timeout: 10_000 });
      await page.waitForTimeout(1_000);
      const typedAt = await page.evaluate(() => performance.now());
      await page.keyboard.type('b');
      // Event timing entries arrive after the next paint; give the throttled page time to get there.
      await page.waitForTimeout(2_000);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
      );
      const events = (await page.evaluate(() => window.__bench.events)).filter(
        (entry) => entry.time >= typedAt && entry.interactionId > 0,
      );
      // No entry means every event of the keystroke took under the 16 ms threshold.
      result.inp = events.length > 0 ? Math.max(...events.map((entry) => entry.duration)) : 16;
      result.inpEvents = events.map((entry) => `${entry.name} ${entry.duration}`).join(', ');
    }
    return result;
  } finally {
    await context.close();
  }
}

/**
 * The static copy of a page: opened unthrottled on the phone screen, left to render fully, then its DOM
 * saved without scripts and module preloads (so nothing runs, but the styles, fonts and images are the same).
 */
async function saveStaticCopy(browser, url, ready, file) {
  const { context, page } = await phonePage(browser, { throttled: false });
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: pageTimeoutMs });
    await settle(page, ready);
    const html = await page.evaluate(() => {
      const copy = document.documentElement.cloneNode(true);
      for (const element of copy.querySelectorAll('script, link[rel="modulepreload"]')) element.remove();
      for (const element of copy.querySelectorAll('[elementtiming]'))
        element.removeAttribute('elementtiming');
      return `<!doctype html>\n${copy.outerHTML}`;
    });
    writeFileSync(file, html);
    return html.length;
  } finally {
    await context.close();
  }
}

async function startStatic(config, dir) {
  const file = path.join(dir, 'static-copy.json');
  writeFileSync(file, JSON.stringify(config));
  const child = trackChild(
    fork(path.join(root, 'scripts/bench/static-server.mjs'), [file], { stdio: 'inherit' }),
  );
  const address = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.address));
    child.once('exit', (code) => reject(new Error(`the static server exited (${code})`)));
  });
  return { child, url: address };
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-US')} ms` : '—');
const ratioText = (value) => (Number.isFinite(value) ? `${value.toFixed(2)} ×` : '—');

async function main() {
  const build = await ensureBenchBuild();
  console.log(
    `bench:browser: ${runs} runs per figure (BENCH_BROWSER_RUNS); phone profile: ${phone.viewport.width}×${phone.viewport.height} at ${phone.deviceScaleFactor}×, ` +
      `CPU ${cpuSlowdown}× slower, ${network.latency} ms RTT, ${network.downloadKbps} kbit/s down, ${network.uploadKbps} kbit/s up`,
  );
  const demoDir = mkdtempSync(path.join(tmpdir(), 'print-shop-bench-browser-'));
  const bulkDir = mkdtempSync(path.join(tmpdir(), 'print-shop-bench-browser-'));
  addCleanup(() => rmSync(demoDir, { recursive: true, force: true }));
  addCleanup(() => rmSync(bulkDir, { recursive: true, force: true }));

  console.log('starting the shop with the demo catalogue, and another to which the products are added');
  const [demoShop, bulkFirst] = await Promise.all([
    startShop({ buildRoot: build.buildRoot, dataDir: demoDir }),
    startShop({ buildRoot: build.buildRoot, dataDir: bulkDir }),
  ]);
  await stopChild(bulkFirst.child);
  const totals = await loadBulkCatalogue({ buildRoot: build.buildRoot, dataDir: bulkDir }, bulkProducts);
  console.log(
    `  added ${bulkProducts.toLocaleString('en-US')} products in ${(totals.ms / 1000).toFixed(1)} s (${totals.products.toLocaleString('en-US')} active)`,
  );
  const bulkShop = await startShop({ buildRoot: build.buildRoot, dataDir: bulkDir });

  const [slug] = await productSlugs(demoShop.url);
  if (!slug) throw new Error('no demo product in /api/products');
  const productPath = `/products/${slug}`;
  const productReady = 'main h1';

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  addCleanup(() => browser.close());
  console.log(`Chromium ${browser.version()} at ${CHROMIUM}`);

  const staticDir = path.join(demoDir, 'static-copy');
  mkdirSync(staticDir, { recursive: true });
  const homeFile = path.join(staticDir, 'home.html');
  const productFile = path.join(staticDir, 'product.html');
  const homeBytes = await saveStaticCopy(browser, `${demoShop.url}/`, cardSelector, homeFile);
  const productBytes = await saveStaticCopy(
    browser,
    `${demoShop.url}${productPath}`,
    productReady,
    productFile,
  );
  console.log(
    `static copies saved: / (${(homeBytes / 1024).toFixed(0)} KiB of HTML), ${productPath} (${(productBytes / 1024).toFixed(0)} KiB)`,
  );
  const staticServer = await startStatic(
    {
      pages: { '/': homeFile, [productPath]: productFile },
      clientDir: path.join(build.buildRoot, 'dist', 'client'),
      mediaDir: path.join(demoDir, 'uploads', 'media'),
    },
    demoDir,
  );

  const targets = [
    { key: 'home', url: `${demoShop.url}/`, ready: cardSelector, keystroke: true },
    { key: 'homeStatic', url: `${staticServer.url}/`, ready: cardSelector },
    { key: 'product', url: `${demoShop.url}${productPath}`, ready: productReady },
    { key: 'productStatic', url: `${staticServer.url}${productPath}`, ready: productReady },
    { key: 'homeBulk', url: `${bulkShop.url}/`, ready: cardSelector, keystroke: true },
  ];
  const results = Object.fromEntries(targets.map((target) => [target.key, []]));
  for (let run = 0; run < runs; run++) {
    // Every other run in the reverse order, so no page always comes first on a cooler machine.
    const order = run % 2 === 0 ? targets : [...targets].reverse();
    for (const target of order) {
      const result = await visit(browser, target.url, target);
      results[target.key].push(result);
      console.log(
        `  run ${run + 1} ${target.key.padEnd(13)} LCP ${ms(result.lcp)} (${result.lcpElement ?? '?'}), CLS ${result.cls.toFixed(3)}, TBT ${ms(result.tbt)}` +
          (result.firstCard !== undefined
            ? `, first card ${ms(result.firstCard)} (${result.firstCardSource})`
            : '') +
          (result.inp !== undefined
            ? `, keystroke INP ${ms(result.inp)} [${result.inpEvents || 'no event ≥ 16 ms'}]`
            : '') +
          (result.error ? `, ERROR ${result.error}` : '') +
          (result.failed.length > 0 ? `, failed requests: ${result.failed.join(', ')}` : ''),
      );
    }
  }
  await stopChild(staticServer.child);
  await stopChild(bulkShop.child);
  await stopChild(demoShop.child);

  const med = (key, field) => median(results[key].map((result) => result[field]));
  const errorsOf = (key) => results[key].filter((result) => result.error).length;
  const rows = [];
  const row = (page, measure, value, reference, ratio, problems) =>
    rows.push({ page, measure, value, reference, ratio, problems });
  for (const [page, key, staticKey] of [
    ['home /', 'home', 'homeStatic'],
    [`product ${productPath}`, 'product', 'productStatic'],
  ]) {
    const failedRuns = errorsOf(key) + errorsOf(staticKey);
    const problems = failedRuns > 0 ? [`${failedRuns} runs did not finish`] : [];
    const lcp = med(key, 'lcp');
    const staticLcp = med(staticKey, 'lcp');
    const lcpRatio = lcp / staticLcp;
    row(page, 'LCP', ms(lcp), `${ms(staticLcp)} (static copy)`, ratioText(lcpRatio), [
      ...problems,
      ...(lcpRatio <= budgets.lcpRatio ? [] : [`ratio > ${budgets.lcpRatio}`]),
    ]);
    const cls = med(key, 'cls');
    row(page, 'CLS', cls.toFixed(3), `${med(staticKey, 'cls').toFixed(3)} (static copy)`, '—', [
      ...problems,
      ...(cls <= budgets.cls ? [] : [`> ${budgets.cls}`]),
    ]);
    row(page, 'TBT', ms(med(key, 'tbt')), `${ms(med(staticKey, 'tbt'))} (static copy)`, '—', null);
  }
  const firstCard = med('home', 'firstCard');
  const bulkFirstCard = med('homeBulk', 'firstCard');
  const cardRatio = bulkFirstCard / firstCard;
  const bulkLabel = `+${Math.round(bulkProducts / 1000)}k products`;
  row(
    `home /, ${bulkLabel}`,
    'first card painted',
    ms(bulkFirstCard),
    `${ms(firstCard)} (demo catalogue)`,
    ratioText(cardRatio),
    [
      ...(errorsOf('homeBulk') > 0 ? [`${errorsOf('homeBulk')} runs did not finish`] : []),
      ...(cardRatio <= budgets.firstCardRatio ? [] : [`ratio > ${budgets.firstCardRatio}`]),
    ],
  );
  row(
    `home /, ${bulkLabel}`,
    'LCP',
    ms(med('homeBulk', 'lcp')),
    `${ms(med('home', 'lcp'))} (demo catalogue)`,
    ratioText(med('homeBulk', 'lcp') / med('home', 'lcp')),
    null,
  );
  const inp = med('homeBulk', 'inp');
  row(
    `home /, ${bulkLabel}`,
    'search keystroke INP',
    ms(inp),
    `${ms(med('home', 'inp'))} (demo catalogue)`,
    '—',
    [...(inp <= budgets.inpMs ? [] : [`> ${budgets.inpMs} ms`])],
  );
  row('home /, demo catalogue', 'search keystroke INP', ms(med('home', 'inp')), '—', '—', null);

  printTable(
    ['page', 'measure', `shop (median of ${runs})`, 'reference', 'ratio', 'budget'],
    rows.map((entry) => [
      entry.page,
      entry.measure,
      entry.value,
      entry.reference,
      entry.ratio,
      entry.problems === null
        ? '(no budget)'
        : entry.problems.length === 0
          ? 'pass'
          : `FAIL (${entry.problems.join('; ')})`,
    ]),
  );
  console.log(`\nBuild measured: ${build.description}`);
  return rows.some((entry) => entry.problems?.length) ? 1 : 0;
}

await runBench(main);
