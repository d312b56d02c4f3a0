import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from '#server/errors';

const CART_SESSION_HEADER = 'x-session-id';
const uuidSchema = z.uuid();

/** The cart session id from the X-Session-Id header; anything but a UUID is a 400. */
export function requireCartSession(request: FastifyRequest): string {
  const value = request.headers[CART_SESSION_HEADER];
  const parsed = uuidSchema.safeParse(Array.isArray(value) ? value[0] : value);
  if (!parsed.success) {
    throw badRequest('Missing or invalid cart session: send the X-Session-Id header with a UUID.');
  }
  return parsed.data.toLowerCase();
}

/** The cart session id when the request carries a valid X-Session-Id header; undefined otherwise. */
export function optionalCartSession(request: FastifyRequest): string | undefined {
  const value = request.headers[CART_SESSION_HEADER];
  const parsed = uuidSchema.safeParse(Array.isArray(value) ? value[0] : value);
  return parsed.success ? parsed.data.toLowerCase() : undefined;
}
