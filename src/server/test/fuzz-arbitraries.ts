import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * Shared pieces of the property-based route tests (*.fuzz.test.ts): hostile values, bodies that are a
 * valid request with a few parts replaced, and a request helper that fails on any 5xx. A failure
 * prints fast-check's seed and the shrunk request; rerun with FUZZ_SEED=<seed> to replay it.
 */

/** Cases per property; FUZZ_RUNS raises it for a longer local hunt. */
const fuzzRuns = (runs: number) => Number(process.env.FUZZ_RUNS ?? runs);

/** fast-check parameters: the run count, and the seed to replay when FUZZ_SEED is set. */
export function fuzzParameters(runs: number): fc.Parameters<unknown> {
  const seed = process.env.FUZZ_SEED;
  return { numRuns: fuzzRuns(runs), ...(seed ? { seed: Number(seed) } : {}) };
}

/** Strings known to upset databases, parsers and number conversions. */
const trickyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\uffff',
  '\u202e',
  '-0',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '1e-400',
  '0x1F',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '9'.repeat(400),
  '99999999.99',
  '100000000.00',
  '0.001',
  '1,000',
  ' 12 ',
  '__proto__',
  'constructor',
  'toString',
  '%00',
  '../../etc/passwd',
  'null',
  'true',
  '[]',
  '{}',
  '{"a":"\\u0000"}',
  '<script>alert(1)</script>',
  "'; DROP TABLE products; --",
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00+14:00',
  '9999-12-31T23:59:59-14:00',
  '2024-02-29T12:00:00Z',
  '2030-01-01T00:00:00.123456789Z',
  'WELCOME10',
  'a'.repeat(20_000),
] as const;

const trickyNumbers = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.005,
  100,
  101,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 40,
  2 ** 53,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
  99_999_999.99,
  1e10,
] as const;

export const stringArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...trickyStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 10 }).map((text) => `${text}\u0000${text}`) },
  { weight: 1, arbitrary: fc.string({ maxLength: 10 }).map((text) => `${text}\ud800`) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 12 }) },
);

export const numberArb: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...trickyNumbers) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

const leafArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: stringArb },
  { weight: 3, arbitrary: numberArb },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Any JSON value, mostly hostile leaves, sometimes a small array or object of them. */
export const valueArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: leafArb },
  { weight: 1, arbitrary: fc.array(leafArb, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(stringArb, leafArb, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const MISSING = Symbol('missing');
type Path = (string | number)[];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every path into a JSON template: each field, each array element, each nested object. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const children: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : isObject(value)
      ? Object.entries(value)
      : [];
  return children.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
}

function withChange(root: unknown, path: Path, replacement: unknown): unknown {
  const copy = structuredClone(root);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = parent[key];
    // An earlier change replaced or removed this part: nothing left to change here.
    if (typeof next !== 'object' || next === null) return copy;
    parent = next as Record<string | number, unknown>;
  }
  const last = path[path.length - 1]!;
  if (replacement === MISSING) {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else {
    parent[last] = replacement;
  }
  return copy;
}

/**
 * A valid request body with one to three parts replaced by hostile values or left out (and sometimes an
 * unknown field added), so most cases get past the first check and reach deeper code; now and then the
 * template as it is, or any JSON value at all.
 */
export function bodyAround(
  template: unknown,
  value: fc.Arbitrary<unknown> = valueArb,
): fc.Arbitrary<unknown> {
  const paths = pathsOf(template);
  // Mostly a value of the same type as the one replaced, so the body still gets past the type checks.
  const replacementFor = (path: Path): fc.Arbitrary<unknown> => {
    const original = path.reduce<unknown>(
      (node, key) => (node as Record<string | number, unknown>)[key],
      template,
    );
    const sameType =
      typeof original === 'string' ? stringArb : typeof original === 'number' ? numberArb : value;
    return fc.oneof(
      { weight: 4, arbitrary: sameType },
      { weight: 2, arbitrary: value },
      { weight: 1, arbitrary: fc.constant(MISSING) },
    );
  };
  const change = (paths.length > 0 ? fc.constantFrom(...paths) : fc.constant<Path>([])).chain((path) =>
    replacementFor(path).map((replacement) => ({ path, value: replacement })),
  );
  const changed = fc
    .tuple(fc.array(change, { minLength: 1, maxLength: 3 }), fc.option(fc.tuple(stringArb, value)))
    .map(([changes, extra]) => {
      let body = template;
      for (const { path, value: replacement } of changes) {
        if (path.length > 0) body = withChange(body, path, replacement);
      }
      if (extra && isObject(body)) body = { ...body, [extra[0]]: extra[1] };
      return body;
    });
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(template) },
    { weight: 8, arbitrary: changed },
    { weight: 1, arbitrary: value },
  );
}

/**
 * The template once per text field, with a NUL character inserted into that field, and the field's
 * dotted path ('customer.name'); for the routes' "a NUL is a 400 naming the field" sweeps.
 */
export function withNulInEachText(template: unknown): { field: string; body: unknown }[] {
  return pathsOf(template).flatMap((path) => {
    const original = path.reduce<unknown>(
      (node, key) => (node as Record<string | number, unknown>)[key],
      template,
    );
    if (typeof original !== 'string') return [];
    return [{ field: path.join('.'), body: withChange(template, path, `${original}\u0000x`) }];
  });
}

/** The fields an error body's issues name, as dotted paths ('/customer/name' and 'customer.name' alike). */
export function issueFields(body: { issues?: { path?: unknown }[] }): string[] {
  return (body.issues ?? []).map((issue) =>
    String(issue.path ?? '')
      .replace(/^\//, '')
      .replaceAll('/', '.'),
  );
}

/** Multipart fields: each value as the text a form would send (non-strings as JSON). */
export function formFieldsAround(template: Record<string, string>): fc.Arbitrary<Record<string, string>> {
  return bodyAround(template).map((body) => {
    if (!isObject(body)) return { value: JSON.stringify(body) ?? '' };
    return Object.fromEntries(
      Object.entries(body).map(([name, value]) => [
        name,
        typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
      ]),
    );
  });
}

/** A path segment: percent-encoded; a lone surrogate (which encodeURIComponent refuses) as its UTF-8 bytes. */
function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

/** Path segments and query values: encoded hostile strings and raw escapes (bad UTF-8, overlong NUL, ...). */
export const segmentArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: stringArb.filter((value) => value.length < 3000).map(pathSegment) },
  { weight: 2, arbitrary: numberArb.map((value) => pathSegment(String(value))) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('%00', '%ED%A0%80', '%C0%80', '%FF', '%', '%zz', '..', '.', '%2e%2e', '%2F'),
  },
);

/** A cart session header: mostly a valid UUID, sometimes a broken one. */
export function sessionHeaderArb(valid: fc.Arbitrary<string>): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 1, arbitrary: fc.uuid().map((id) => id.toUpperCase()) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(undefined, '', 'not-a-uuid', '00000000-0000-0000-0000-000000000000'),
    },
  );
}

let addressCounter = 0;
/** A client address of its own per request, so per-address rate limits do not end the exploration. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

function preview(payload: unknown): string {
  if (payload === undefined) return '(none)';
  if (typeof payload === 'string') return JSON.stringify(payload.slice(0, 500));
  if (payload instanceof FormData) {
    return JSON.stringify(
      [...payload.entries()].map(([name, value]) => [
        name,
        typeof value === 'string' ? value.slice(0, 200) : `<file ${value.name}>`,
      ]),
    );
  }
  return (JSON.stringify(payload) ?? String(payload)).slice(0, 500);
}

/** How often each status answered, per route label; FUZZ_STATS=1 prints it (is the fuzz reaching deep code?). */
const statusCounts = new Map<string, Map<number, number>>();

export function printStatusCounts(): void {
  if (!process.env.FUZZ_STATS) return;
  for (const [label, counts] of statusCounts) {
    const line = [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    console.log(`${label}: ${line.join(' ')}`);
  }
}

/** Sends one request; throws (failing the property) when the answer is a 5xx. */
export async function expectNo5xx(
  app: FastifyInstance,
  request: InjectOptions,
  label = `${request.method ?? 'GET'} ${String(request.url).split('?')[0]}`,
): Promise<number> {
  const response = await app.inject({ remoteAddress: freshAddress(), ...request });
  const counts = statusCounts.get(label) ?? new Map<number, number>();
  counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
  statusCounts.set(label, counts);
  if (response.statusCode >= 500) {
    throw new Error(
      `${request.method ?? 'GET'} ${String(request.url)} answered ${response.statusCode}: ${response.body.slice(0, 300)}\n` +
        `headers: ${JSON.stringify(request.headers ?? {})}\nbody: ${preview(request.payload)}`,
    );
  }
  return response.statusCode;
}
