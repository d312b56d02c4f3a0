/**
 * Log serializers that keep customer data out of the logs. A failed query reaches the logs as Drizzle's
 * DrizzleQueryError, whose message reads "Failed query: <sql>\nparams: <values>" and which carries the
 * values (e-mail, name, address…) in `params`; its cause, the driver's error, holds them again in
 * `params` (PGlite) and in PostgreSQL's `detail` ("Key (email)=(…) already exists."). pino's standard
 * `err` serializer would log all of that. This one logs the error's type, message, stack, SQL text and
 * the database's code, constraint, table and column, but never the values.
 */

/** Properties that carry row values: bound parameters and PostgreSQL's detail / context lines. */
const VALUE_KEYS = new Set(['params', 'parameters', 'queryOptions', 'detail', 'where']);
/** Properties written separately (or, like pino's `raw`, never). */
const OWN_KEYS = new Set(['type', 'message', 'stack', 'cause', 'errors', 'aggregateErrors', 'raw']);

const REDACTED = '[redacted]';

type ErrorLike = Record<string, unknown> & { message: string; stack?: unknown; cause?: unknown };

function isErrorLike(value: unknown): value is ErrorLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** A PostgreSQL error (PGlite or node-postgres): a five-character SQLSTATE code. */
function isDatabaseError(error: ErrorLike): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);
}

/**
 * The message without values: Drizzle's "\nparams: …" (to the end: the values may hold line breaks) and,
 * in PostgreSQL's messages, the rejected value quoted at the end (`invalid input syntax for type
 * integer: "jane@example.com"`).
 */
export function scrubLogText(text: string, options: { databaseMessage?: boolean } = {}): string {
  let scrubbed = text.replace(/(^|\n)params: [\s\S]*$/, `$1params: ${REDACTED}`);
  if (options.databaseMessage) scrubbed = scrubbed.replace(/: "[\s\S]*"$/, `: "${REDACTED}"`);
  return scrubbed;
}

/** The stack with its header (the message) scrubbed like the message; the frames are kept. */
function scrubStack(stack: string, message: string, safeMessage: string): string {
  if (message === safeMessage && !stack.includes('params: ')) return stack;
  if (message !== '' && stack.includes(message)) {
    return stack.replace(message, () => safeMessage).replace(/params: [\s\S]*?(?=\n {4}at |$)/g, REDACTED);
  }
  // The message was changed after the stack was taken: keep only the frames.
  const frames = stack.indexOf('\n    at ');
  return frames === -1 ? safeMessage : `${safeMessage}${stack.slice(frames)}`;
}

function serialize(error: ErrorLike, seen: Set<object>): Record<string, unknown> {
  seen.add(error);
  const constructorName = (error as { constructor?: { name?: unknown } }).constructor?.name;
  const message = scrubLogText(error.message, { databaseMessage: isDatabaseError(error) });
  const out: Record<string, unknown> = {
    type: typeof constructorName === 'string' && constructorName !== 'Object' ? constructorName : error.name,
    message,
  };
  if (typeof error.stack === 'string') out.stack = scrubStack(error.stack, error.message, message);
  for (const key in error) {
    if (OWN_KEYS.has(key) || VALUE_KEYS.has(key)) continue;
    const value = error[key];
    if (isErrorLike(value)) {
      if (!seen.has(value)) out[key] = serialize(value, seen);
    } else if (typeof value === 'string') {
      out[key] = scrubLogText(value);
    } else if (typeof value !== 'function') {
      out[key] = value;
    }
  }
  if (Array.isArray(error.errors)) {
    out.aggregateErrors = error.errors.map((inner: unknown) =>
      isErrorLike(inner) && !seen.has(inner) ? serialize(inner, seen) : inner,
    );
  }
  if (isErrorLike(error.cause) && !seen.has(error.cause)) out.cause = serialize(error.cause, seen);
  return out;
}

/** pino's `err` serializer, without the values of failed queries. Anything not error-like passes as is. */
export function serializeErrorForLog(error: unknown): unknown {
  return isErrorLike(error) ? serialize(error, new Set()) : error;
}

/** What Fastify's logger types expect of an `err` serializer. */
type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** The serializers for every logger of the server (Fastify's and main.ts's own). */
/**
 * An address with the value of any `token` parameter (an order page's link: decision 0028) replaced, and
 * a quote link's token, which is a segment of its path (/quote/{token}, /api/quotes/{token}).
 */
function redactUrlTokens(url: string): string {
  return url
    .replace(/([?&]token=)[^&#]*/gi, `$1${REDACTED}`)
    .replace(/^(\/(?:api\/quotes|quote)\/)[^/?#]+/i, `$1${REDACTED}`);
}

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
};

/** Fastify's request fields, but an order link's token never reaches the log. */
function serializeRequestForLog(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrlTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export const logSerializers = {
  err: serializeErrorForLog as (error: Error) => SerializedError,
  req: serializeRequestForLog,
};

/** An error as one text (e.g. for a start-up failure on stderr), without values of failed queries. */
export function describeErrorForLog(error: unknown): string {
  if (!isErrorLike(error)) return String(error);
  const safe = serialize(error, new Set());
  let text = typeof safe.stack === 'string' ? safe.stack : String(safe.message);
  for (let cause = safe.cause; cause && typeof cause === 'object'; ) {
    const inner = cause as Record<string, unknown>;
    text += `\ncaused by: ${typeof inner.stack === 'string' ? inner.stack : String(inner.message)}`;
    cause = inner.cause;
  }
  return text;
}
