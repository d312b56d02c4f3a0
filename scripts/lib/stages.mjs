// The stages of `npm test` and `npm run test:changed`: each stops the run when it fails, and has its wall
// time printed at the end either way. Stages run in turn (`step`), or side by side (`sideBySide`).
import { spawn, spawnSync } from 'node:child_process';
import { root } from '../build-lib.mjs';

/** Each stage's wall time, printed at the end whether the run passes or stops at a failed stage. */
const stageTimes = [];
const runStarted = performance.now();

/**
 * Each stage's own time, then the run's: the wall time from the start, which is less than their sum when
 * stages ran side by side.
 */
export function printStageTimes() {
  const total = (performance.now() - runStarted) / 1000;
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

function stop(label, status) {
  console.error(`\n${label} failed`);
  printStageTimes();
  process.exit(status ?? 1);
}

export function step(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = timed(label, () =>
    spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }),
  );
  if (result.status !== 0) stop(label, result.status);
}

/**
 * Runs one stage as a child process of its own group (so that it can be stopped with everything it
 * started). A `quiet` stage's output is held back and printed under its heading when it ends, so that it
 * does not interleave with the stage printing as it goes.
 */
function runStage({ label, command, args, env = {} }, quiet, running) {
  if (!quiet) console.log(`\n=== ${label} ===`);
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    detached: true,
  });
  running.add(child);
  const output = [];
  if (quiet) {
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      stageTimes.push({ label, seconds: (performance.now() - started) / 1000 });
      if (quiet) process.stdout.write(`\n=== ${label} ===\n${Buffer.concat(output).toString()}`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * Runs `live` (printing as it goes) and, beside it, each chain of `chains` (its stages in turn, their output
 * printed when each ends). On 2 cores the short stages fill the time the long one leaves the cores idle.
 * The first stage to fail stops all the others and the run.
 */
export async function sideBySide(live, chains) {
  const running = new Set();
  const stopAll = () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // It has already ended.
      }
    }
  };
  // The stages run in process groups of their own, which a Ctrl-C in the terminal does not reach.
  const interrupted = (signal) => {
    stopAll();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  let failed = null;
  const failOnce = (stage, status) => {
    if (failed) return;
    failed = { label: stage.label, status };
    stopAll();
  };
  const runChain = async (chain, quiet) => {
    for (const stage of chain) {
      if (failed) return;
      const status = await runStage(stage, quiet, running);
      if (status !== 0) return failOnce(stage, status);
    }
  };
  await Promise.all([runChain([live], false), ...chains.map((chain) => runChain(chain, true))]);
  process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
  if (failed) stop(failed.label, failed.status);
}
