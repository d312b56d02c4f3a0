// Build helpers shared by `npm run build` and `npm start`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampPath = path.join(root, 'dist', '.build-stamp');
const inputs = [
  'src',
  'migrations',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.server.json',
];

/** The newest modification time under a file or folder (0 when it does not exist). */
export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when dist/ is missing or older than any source file. */
export function buildIsStale() {
  if (!existsSync(stampPath)) return true;
  const built = statSync(stampPath).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > built);
}

function run(label, script, args) {
  console.log(`> ${label}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join(root, script), ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`${label} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`  done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * tsc keeps the `#shared/...` and `#server/...` import aliases as they are written; the compiled server
 * resolves them through this package.json of its own, which maps them to the compiled .js files
 * (the project's package.json maps them to the .ts sources, for development and the tests).
 */
function writeServerBuildImports() {
  const imports = { '#shared/*': './shared/*.js', '#server/*': './server/*.js' };
  const manifest = { private: true, type: 'module', imports };
  writeFileSync(
    path.join(root, 'dist', 'server-build', 'package.json'),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );
}

/**
 * Builds the client and the storefront's render entry with Vite and compiles the server to JavaScript (no
 * TypeScript loader at run time).
 */
export function build() {
  rmSync(path.join(root, 'dist'), { recursive: true, force: true });
  run('vite build (client)', 'node_modules/vite/bin/vite.js', ['build', '--logLevel', 'warn']);
  // The storefront's render entry (docs/decisions/0021), into dist/server-render.
  run('vite build (server render)', 'node_modules/vite/bin/vite.js', [
    'build',
    '--ssr',
    'entry-server.tsx',
    '--logLevel',
    'warn',
  ]);
  run('precompress (client)', 'scripts/finish-client-build.mjs', []);
  // Emit only: `npm run typecheck` checks the types (npm test runs it beside the build).
  run('tsc (server)', 'node_modules/typescript/bin/tsc', ['-p', 'tsconfig.server.json', '--noCheck']);
  writeServerBuildImports();
  mkdirSync(path.dirname(stampPath), { recursive: true });
  writeFileSync(stampPath, new Date().toISOString());
}
