import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The request's id: the caller's X-Request-Id when it is a plain token of up to 128 characters, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
}
