import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const serverEntry = path.resolve('dist/server-build/server/main.js');

export type ServerProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** An empty data folder: the server's first start migrates and seeds it. */
export const emptyDataDir = () => mkdtempSync(path.join(tmpdir(), 'print-shop-lifecycle-'));

/**
 * Where the browser tests' web server leaves the demo shop as a first start seeds it, with the tests' admin
 * (e2e/start-e2e-server.ts): beside the run's data folder (E2E_DATA_DIR, set in playwright.config.ts).
 */
export function seedTemplatePath(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return `${dataDir}-seeded`;
}

/** A data folder of its own holding the seeded demo shop: a server starts on it without seeding. */
export function seededDataDir(): string {
  const dataDir = emptyDataDir();
  cpSync(seedTemplatePath(), dataDir, { recursive: true });
  return dataDir;
}

/** Starts the built server as a separate process (the same way `npm start` does after building). */
export function startServer(env: Record<string, string>): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function waitForServer(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} did not start within ${timeoutMs} ms`);
}

/** `port` moved by E2E_PORT_OFFSET, so that a second checkout can run its browser tests beside this one. */
export function e2ePort(port: number): number {
  return port + Number(process.env.E2E_PORT_OFFSET ?? 0);
}
