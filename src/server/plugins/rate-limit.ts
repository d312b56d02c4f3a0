import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * Per-route request limits (@fastify/rate-limit, keyed by the client address, request.ip, which honours
 * TRUST_PROXY). Nothing is limited unless a route asks for it with `config: { rateLimit: {...} }`.
 * Counters live in this process's memory: with several instances each counts on its own
 * (docs/performance-and-scaling.md says which limits do; they may move to PostgreSQL or Redis later).
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
}
