// `npm test`: lint, typecheck, unit/API/component tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// then the browser tests against the built app with Debian's Chromium.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build, root } from './build-lib.mjs';
import { printStageTimes, step, timed } from './lib/stages.mjs';

const CHROMIUM = '/usr/bin/chromium';
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`${CHROMIUM} is missing: install Debian's chromium package (apt-get install -y chromium).`);
    process.exit(1);
  }
  step('install chromium', 'sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium']);
}

step('lint', 'npm', ['run', '--silent', 'lint']);
step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
step('unit, API and component tests', bin('vitest'), ['run']);
console.log('\n=== build ===');
timed('build', build);
// Two instances of the build on one PostgreSQL database and one S3 bucket (scripts/multi-instance/).
if (process.env.TEST_DATABASE_URL) {
  step('multi-instance test', 'npm', ['run', '--silent', 'test:multi-instance'], {
    TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
  });
} else {
  console.log('\n=== multi-instance test ===\nskipped: TEST_DATABASE_URL is not set');
}
ensureChromium();
step('browser tests', bin('playwright'), ['test'], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' });
printStageTimes();
