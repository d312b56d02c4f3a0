// `npm run typecheck`: the client's and the server's TypeScript projects, checked side by side (each tsc
// uses one core).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './build-lib.mjs';

const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

/** One project's check: its exit code and what tsc printed. */
function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const results = await Promise.all(['tsconfig.json', 'tsconfig.server.json'].map(check));
for (const { output } of results) process.stdout.write(output);
process.exitCode = results.some((result) => result.code !== 0) ? 1 : 0;
