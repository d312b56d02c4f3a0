import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from '#server/errors';

const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const uuidSchema = z.uuid();

/** The Idempotency-Key header (a UUID the browser makes once per checkout attempt); anything else is a 400. */
export function requireIdempotencyKey(request: FastifyRequest): string {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  const parsed = uuidSchema.safeParse(Array.isArray(value) ? value[0] : value);
  if (!parsed.success) {
    throw badRequest(
      'Missing or invalid Idempotency-Key: send the Idempotency-Key header with a UUID made once per checkout attempt.',
    );
  }
  return parsed.data.toLowerCase();
}
