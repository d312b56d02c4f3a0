// The stages of `npm test` and `npm run test:changed`: each runs in turn, stops the run when it fails, and
// has its wall time printed at the end either way.
import { spawnSync } from 'node:child_process';
import { root } from '../build-lib.mjs';

/** Each stage's wall time, printed at the end whether the run passes or stops at a failed stage. */
const stageTimes = [];

export function printStageTimes() {
  const total = stageTimes.reduce((sum, stage) => sum + stage.seconds, 0);
  const width = Math.max(...stageTimes.map((stage) => stage.label.length), 'total'.length);
  console.log('\n=== stage times ===');
  for (const { label, seconds } of [...stageTimes, { label: 'total', seconds: total }]) {
    console.log(`${label.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s`);
  }
}

export function timed(label, run) {
  const started = performance.now();
  try {
    return run();
  } finally {
    stageTimes.push({ label, seconds: (performance.now() - started) / 1000 });
  }
}

export function step(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = timed(label, () =>
    spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }),
  );
  if (result.status !== 0) {
    console.error(`\n${label} failed`);
    printStageTimes();
    process.exit(result.status ?? 1);
  }
}
