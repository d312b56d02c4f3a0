import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { promoSettingsInputSchema, promoSettingsSchema } from '../../../shared/schemas/promo.ts';
import type { Database } from '../../db/client.ts';
import { createPromoRepository } from './promo.repository.ts';
import { getPromoSettings, savePromoSettings } from './promo.service.ts';

/** A weak validator of a JSON body: the same settings always give the same tag. */
export function weakEtagOf(body: string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Whether an If-None-Match header names the current tag (RFC 9110 §13.1.2: weak comparison, a list of
 * tags, or `*`).
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

export function registerPromoRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const repository = createPromoRepository(deps.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Polled every 5 s by every open storefront tab (SPEC §4, §7): the browser revalidates with
  // If-None-Match (no-cache) and an unchanged banner costs a 304 without a body.
  routes.get('/api/promo-settings', async (request, reply) => {
    const body = JSON.stringify(await getPromoSettings(repository));
    const etag = weakEtagOf(body);
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  // Admin only: the admin guard checks the session.
  routes.put(
    '/api/admin/promo-settings',
    { schema: { body: promoSettingsInputSchema, response: { 200: promoSettingsSchema } } },
    async (request) => savePromoSettings(deps.db, request.body),
  );
}
