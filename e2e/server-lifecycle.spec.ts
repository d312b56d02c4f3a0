import { e2ePort, emptyDataDir, startServer, waitForServer } from './server-process.ts';
import { expect, test } from './test.ts';

// These start their own server processes; they need no browser.
test.describe('server lifecycle', () => {
  test('a second server on the same DATA_DIR refuses to start and the first keeps serving', async ({
    request,
  }) => {
    const second = startServer({ PORT: String(e2ePort(3198)), DATA_DIR: process.env.E2E_DATA_DIR! });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('already using the data directory');
    const response = await request.get('/api/products');
    expect(response.ok()).toBe(true);
    expect((await response.json()).length).toBeGreaterThanOrEqual(12);
  });

  test('SIGTERM finishes the requests in flight, and a restart reuses the data', async () => {
    test.setTimeout(120_000);
    const dataDir = emptyDataDir();
    const base = `http://127.0.0.1:${e2ePort(3197)}`;
    const first = startServer({ PORT: String(e2ePort(3197)), DATA_DIR: dataDir });
    await waitForServer(`${base}/api/categories`);
    expect(first.output()).toContain('Admin account created');
    const before = (await (await fetch(`${base}/api/products`)).json()) as unknown[];

    // Many requests at once; the signal goes out as soon as the first answer is back, with the rest in flight.
    let killedAt = 0;
    const inFlight = Array.from({ length: 60 }, () =>
      fetch(`${base}/api/products`).then(async (r) => ({
        status: r.status,
        body: await r.text(),
        at: Date.now(),
      })),
    );
    await Promise.race(inFlight);
    first.child.kill('SIGTERM');
    killedAt = Date.now();
    const results = await Promise.allSettled(inFlight);
    const answered = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    // Requests that arrived before the signal are answered in full; later ones are refused (503 or no connection).
    const ok = answered.filter((a) => a.status === 200);
    expect(answered.every((a) => a.status === 200 || a.status === 503)).toBe(true);
    expect(ok.every((a) => JSON.parse(a.body).length === before.length)).toBe(true);
    expect(answered.filter((a) => a.at > killedAt).length).toBeGreaterThan(0);
    expect(await first.exited, first.output()).toBe(0);
    expect(first.output()).toContain('database closed');

    const second = startServer({ PORT: String(e2ePort(3197)), DATA_DIR: dataDir });
    await waitForServer(`${base}/api/categories`);
    const after = (await (await fetch(`${base}/api/products`)).json()) as unknown[];
    expect(after).toEqual(before);
    expect(second.output()).not.toContain('Admin account created');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
