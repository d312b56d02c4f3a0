import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeErrorForLog, logSerializers, serializeErrorForLog } from '#server/log-serializers';
import { createTestApp, type TestApp } from '#server/test/test-app';

/** A stream that keeps every log line, to read what the logs would hold. */
function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

const customer = {
  name: 'Jane Customerson',
  email: 'jane.customerson@example.test',
  product: 'Vinyl banners',
  details: 'Deliver to 12 Privet Lane, Little Whinging',
};
const secrets = [customer.name, customer.email, 'Privet Lane', 'jane.customerson'];

/** The error of a real failing query whose parameters hold customer data. */
async function failingQueryError(t: TestApp): Promise<unknown> {
  try {
    await t.handle.db.execute(sql`select ${customer.email}::integer, ${customer.details}`);
  } catch (error) {
    return error;
  }
  throw new Error('the query should have failed');
}

let t: TestApp;
const logs = captureLogs();
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream: logs.stream } });
  // Quote requests from this customer's domain now break a database constraint: the insert fails.
  await t.handle.db.execute(
    sql`alter table quote_requests add constraint no_test_domain check (email not like '%@example.test')`,
  );
});
afterAll(async () => {
  await t.close();
});

describe('logs of failed queries', () => {
  it('log the failure of a request without the customer data in the query parameters', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/quote-requests', payload: customer });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL' });

    const failure = logs.entries().find((entry) => entry.msg === 'request failed');
    expect(failure).toBeDefined();
    const err = failure?.err as Record<string, unknown> & { cause: Record<string, unknown> };
    // Still enough to find the fault: the statement, the database's code and constraint, the stack.
    expect(err.type).toBe('DrizzleQueryError');
    expect(err.message).toMatch(/^Failed query: insert into "quote_requests"/);
    expect(err.message).toContain('params: [redacted]');
    expect(err.query).toMatch(/^insert into "quote_requests"/);
    expect(err.stack).toContain('    at ');
    expect(err.cause).toMatchObject({ code: '23514', constraint: 'no_test_domain' });
    expect(err.cause.message).toContain('violates check constraint "no_test_domain"');
    expect(err).not.toHaveProperty('params');
    expect(err.cause).not.toHaveProperty('params');
    expect(err.cause).not.toHaveProperty('detail'); // "Failing row contains (…, jane…@example.test, …)"

    const everything = logs.lines.join('\n');
    for (const secret of secrets) expect(everything).not.toContain(secret);
  });

  it('keep values out of the message, stack and cause of a query error', async () => {
    const error = await failingQueryError(t);
    // The unredacted error does carry the e-mail (the reason for all this).
    expect(JSON.stringify({ message: (error as Error).message, stack: (error as Error).stack })).toContain(
      customer.email,
    );
    const serialized = serializeErrorForLog(error) as Record<string, unknown>;
    const text = JSON.stringify(serialized);
    for (const secret of secrets) expect(text).not.toContain(secret);
    // PostgreSQL's own message quotes the rejected value: that goes too, the rest stays.
    expect(serialized.cause).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type integer: "[redacted]"',
    });
    expect(serialized.message).toMatch(/^Failed query: select \$1::integer, \$2\nparams: \[redacted\]$/);

    const description = describeErrorForLog(error);
    expect(description).toContain('Failed query: select');
    expect(description).toContain('caused by:');
    for (const secret of secrets) expect(description).not.toContain(secret);
  });

  it('keep values out of every logger built with the serializers (main.ts)', async () => {
    const capture = captureLogs();
    const log = pino({ serializers: logSerializers }, capture.stream);
    log.error({ err: await failingQueryError(t) }, 'an idle database connection failed');
    log.error(await failingQueryError(t), 'as the first argument');
    // An error that wraps a query error's message in its own.
    const wrapped = await failingQueryError(t);
    log.warn({ err: new Error(`could not save: ${(wrapped as Error).message}`) }, 'wrapped');
    expect(capture.lines).toHaveLength(3);
    for (const secret of secrets) expect(capture.lines.join('\n')).not.toContain(secret);
    expect(capture.entries()[2]?.err).toMatchObject({
      message: 'could not save: Failed query: select $1::integer, $2\nparams: [redacted]',
    });
  });

  it('log other errors as pino would', () => {
    const error = Object.assign(new Error('disk full'), { code: 'ENOSPC', path: '/data/uploads/x' });
    expect(serializeErrorForLog(error)).toMatchObject({
      type: 'Error',
      message: 'disk full',
      code: 'ENOSPC',
      path: '/data/uploads/x',
      stack: error.stack,
    });
    expect(serializeErrorForLog('not an error')).toBe('not an error');
  });
});

describe('order page links in the request log', () => {
  it('logs the page and API addresses without the link’s token', async () => {
    const token = 'Zm9yLXRoZS1sb2ctb25seS1ub3QtYS1yZWFsLXRva2VuMTIz';
    await t.app.inject({ method: 'GET', url: `/orders/042?token=${token}&utm=mail` });
    await t.app.inject({ method: 'GET', url: `/orders/042?TOKEN=${token}` });
    const urls = logs.entries().flatMap((entry) => {
      const req = entry.req as { url?: string } | undefined;
      return req?.url?.startsWith('/orders/042') ? [req.url] : [];
    });
    expect(urls).toEqual(['/orders/042?token=[redacted]&utm=mail', '/orders/042?TOKEN=[redacted]']);
    expect(logs.lines.join('\n')).not.toContain(token);
  });
});

describe('quote links in the request log', () => {
  it('logs the quote page and its API address without the token', async () => {
    const token = 'cXVvdGUtbGluay1mb3ItdGhlLWxvZy1vbmx5LXRva2VuMQ';
    await t.app.inject({ method: 'GET', url: `/quote/${token}` });
    await t.app.inject({ method: 'GET', url: `/api/quotes/${token}?x=1` });
    const urls = logs.entries().flatMap((entry) => {
      const req = entry.req as { url?: string } | undefined;
      return req?.url && /^\/(api\/quotes|quote)\//.test(req.url) ? [req.url] : [];
    });
    expect(urls).toEqual(['/quote/[redacted]', '/api/quotes/[redacted]?x=1']);
    expect(logs.lines.join('\n')).not.toContain(token);
  });
});

describe('request lines', () => {
  it.each([
    [undefined, true],
    [false, false],
  ])(
    'with logRequests %j, a request is logged: %j (off in a terminal, README)',
    async (logRequests, logged) => {
      const quiet = captureLogs();
      const app = await createTestApp({
        logger: { level: 'info', stream: quiet.stream },
        ...(logRequests === undefined ? {} : { logRequests }),
      });
      try {
        expect((await app.app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
        const messages = quiet.entries().map((entry) => entry.msg);
        expect(messages.includes('incoming request')).toBe(logged);
        expect(messages.includes('request completed')).toBe(logged);
      } finally {
        await app.close();
      }
    },
  );
});
