// `npm test`: lint, typecheck, the build and the multi-instance test (when TEST_DATABASE_URL is set) beside
// the unit/API/component tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then the browser tests
// against the built app with Debian's Chromium.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-lib.mjs';
import { printStageTimes, sideBySide, step } from './lib/stages.mjs';

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

const multiInstance = process.env.TEST_DATABASE_URL
  ? [{ label: 'multi-instance test', command: 'npm', args: ['run', '--silent', 'test:multi-instance'] }]
  : [];
if (multiInstance.length === 0) console.log('multi-instance test skipped: TEST_DATABASE_URL is not set');
// The unit tests leave a tenth of the 2 cores idle (their workers wait on the database); lint, the types, the
// build and the two instances of the build (scripts/multi-instance/) fill it, beside them.
await sideBySide({ label: 'unit, API and component tests', command: bin('vitest'), args: ['run'] }, [
  [
    { label: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
    { label: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  ],
  [{ label: 'build', command: process.execPath, args: ['scripts/build.mjs'] }, ...multiInstance],
]);
ensureChromium();
step('browser tests', bin('playwright'), ['test'], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' });
printStageTimes();
