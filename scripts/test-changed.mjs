// `npm run test:changed [-- <git ref>]`: the fast loop of daily work. For the files changed since the ref
// (HEAD by default: what is not committed yet, untracked files included) it runs lint on them, the whole
// typecheck, the unit, API and component tests that import them (vitest related), and the browser specs of
// the areas they touch (the map below). `npm test` remains the check before landing: shared code, the
// composition root and the specs' seed data reach every journey, and this loop runs none of them for it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build, root } from './build-lib.mjs';
import { printStageTimes, step, timed } from './lib/stages.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

/** The browser specs (e2e/<name>.spec.ts) that walk through each web feature or server module. */
const specsOfArea = {
  'admin-auth': ['admin-categories'],
  'admin-categories': ['admin-categories'],
  'admin-messages': ['admin-messages'],
  'admin-orders': ['admin-orders', 'admin-desk', 'proofs'],
  'admin-overview': ['admin-desk'],
  'admin-products': ['admin-products'],
  'admin-promotions': ['admin-promotions'],
  'admin-quotes': ['quotes'],
  'admin-reviews': ['admin-reviews'],
  'admin-shipping': ['admin-shipping', 'delivery-dates'],
  auth: ['admin-categories'],
  cart: ['cart-edit', 'checkout', 'checkout-reload', 'line-arithmetic', 'upload-errors'],
  catalog: ['catalog', 'server-rendering'],
  categories: ['catalog', 'admin-categories'],
  checkout: ['checkout', 'checkout-screens', 'phone-checkout'],
  desk: ['admin-orders', 'admin-desk'],
  discounts: ['checkout', 'admin-promotions'],
  mail: ['after-the-order', 'admin-messages'],
  'order-page': ['after-the-order', 'proofs'],
  orders: ['checkout', 'after-the-order'],
  payments: ['checkout', 'phone-checkout'],
  product: ['product-page', 'configurator', 'custom-size', 'artwork-check', 'upload-errors'],
  products: ['product-page', 'catalog', 'admin-products'],
  promo: ['catalog', 'admin-promotions'],
  proofs: ['proofs'],
  quotes: ['quotes'],
  reviews: ['product-page', 'admin-reviews'],
  seo: ['seo', 'server-rendering'],
  shipping: ['admin-shipping', 'delivery-dates'],
  uploads: ['admin-products', 'upload-errors'],
};

/** The area of a changed file: a web feature, a server module, or payments; null for shared code. */
function areaOf(file) {
  const match = /^src\/(?:web\/features|server\/modules)\/([\w-]+)\//.exec(file);
  if (match) return match[1];
  return file.startsWith('src/server/payments/') ? 'payments' : null;
}

const since = process.argv[2] ?? 'HEAD';
const changed = [
  ...new Set([...git('diff', '--name-only', since), ...git('ls-files', '--others', '--exclude-standard')]),
].filter((file) => existsSync(path.join(root, file)));
if (changed.length === 0) {
  console.log(`Nothing changed since ${since}.`);
  process.exit(0);
}
console.log(`Changed since ${since}:\n  ${changed.join('\n  ')}`);

const sources = changed.filter((file) => /\.(ts|tsx|mjs|js|json|css)$/.test(file));
if (sources.length > 0) {
  step('lint (changed files)', bin('biome'), ['check', '--no-errors-on-unmatched', ...sources]);
  step('unused code', bin('knip'), []);
}
step('typecheck', 'npm', ['run', '--silent', 'typecheck']);

const code = changed.filter((file) => /^(src|scripts)\/.*\.(ts|tsx|mjs)$/.test(file));
if (code.length > 0)
  step('related unit, API and component tests', bin('vitest'), ['related', '--run', ...code]);

const specs = new Set(changed.filter((file) => /^e2e\/.*\.spec\.ts$/.test(file)));
const unmapped = [];
for (const file of changed.filter((name) => name.startsWith('src/'))) {
  const area = areaOf(file);
  if (area && specsOfArea[area]) for (const spec of specsOfArea[area]) specs.add(`e2e/${spec}.spec.ts`);
  else unmapped.push(file);
}
if (unmapped.length > 0) {
  console.log(
    `\nNo browser spec is chosen for these (shared code reaches every journey; npm test runs them all):`,
  );
  console.log(`  ${unmapped.join('\n  ')}`);
}
if (specs.size > 0) {
  console.log('\n=== build ===');
  timed('build', build);
  const list = [...specs].sort();
  const admin = list.filter((spec) => /\/admin-[^/]*\.spec\.ts$/.test(spec));
  const storefront = list.filter((spec) => !admin.includes(spec));
  const env = { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
  const projects = (...names) => names.map((name) => `--project=${name}`);
  if (storefront.length > 0) {
    step('browser specs', bin('playwright'), ['test', ...projects('desktop', 'phone'), ...storefront], env);
  }
  if (admin.length > 0) {
    const args = ['test', ...projects('admin-desktop', 'admin-phone'), '--no-deps', ...admin];
    step('admin browser specs', bin('playwright'), args, env);
  }
}
printStageTimes();
