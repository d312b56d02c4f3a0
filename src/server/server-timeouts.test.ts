import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

const timeouts = { requestMs: 3_000, headersMs: 600, keepAliveMs: 400 };
/** Node checks the request and header time-outs every connectionsCheckingInterval (a quarter of headersMs here). */
const slackMs = 1_200;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ timeouts });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  port = address.port;
});
afterAll(async () => {
  await t.close();
});

/**
 * Opens a raw connection, sends `data` (then nothing more) and waits for the server to close it:
 * answers what came back and when the connection closed, counted from `from` (the send by default).
 */
function stall(
  data: string,
  options: { giveUpMs?: number; from?: (received: string) => boolean } = {},
): Promise<{ received: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let since = 0;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${options.giveUpMs ?? 10_000} ms`));
    }, options.giveUpMs ?? 10_000);
    socket.on('connect', () => {
      since = Date.now();
      if (data) socket.write(data);
    });
    socket.on('data', (chunk) => {
      received += chunk.toString();
      if (options.from?.(received)) since = Date.now();
    });
    socket.on('error', () => {}); // a reset counts as closed
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ received, closedAfterMs: Date.now() - since });
    });
  });
}

describe('slow clients', () => {
  it('are cut off when the headers do not arrive in time', async () => {
    const { received, closedAfterMs } = await stall(
      'GET /api/products HTTP/1.1\r\nHost: localhost\r\nX-Slow: ',
    );
    expect(closedAfterMs).toBeGreaterThanOrEqual(timeouts.headersMs - 50);
    expect(closedAfterMs).toBeLessThan(timeouts.headersMs + slackMs);
    expect(received).toMatch(/^$|^HTTP\/1\.1 408/);
  });

  it('are cut off when they open a connection and send nothing', async () => {
    const { closedAfterMs } = await stall('');
    expect(closedAfterMs).toBeLessThan(timeouts.headersMs + slackMs);
  });

  it('are cut off when the body does not arrive within the request time-out', async () => {
    const body = JSON.stringify({ name: 'Slow', email: 'slow@example.com', details: 'x'.repeat(200) });
    const { received, closedAfterMs } = await stall(
      'POST /api/quote-requests HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 20)}`,
    );
    expect(closedAfterMs).toBeGreaterThanOrEqual(timeouts.requestMs - 50);
    expect(closedAfterMs).toBeLessThan(timeouts.requestMs + slackMs);
    expect(received).toMatch(/^$|^HTTP\/1\.1 408/);
  });

  it('lose an idle keep-alive connection after the keep-alive time-out', async () => {
    const { received, closedAfterMs } = await stall('GET /api/products HTTP/1.1\r\nHost: localhost\r\n\r\n', {
      // Counted from the end of the answer.
      from: (text) => text.includes('\r\n\r\n'),
    });
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(received).toMatch(/keep-alive: timeout=\d+/i);
    // Node (24.6+) keeps the socket a little longer than it announces, so the client closes first.
    const bufferMs = (t.app.server as { keepAliveTimeoutBuffer?: number }).keepAliveTimeoutBuffer ?? 0;
    expect(closedAfterMs).toBeGreaterThanOrEqual(timeouts.keepAliveMs - 50);
    expect(closedAfterMs).toBeLessThan(timeouts.keepAliveMs + bufferMs + slackMs);
  });
});

describe('a request within the time-outs', () => {
  it('is answered', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/products`);
    expect(response.status).toBe(200);
  });
});
