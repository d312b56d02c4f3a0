import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client';
import { noBodySchema } from '#shared/schemas/common';
import { promoSettingsSchema } from '#shared/schemas/promo';
import { createPromoRepository } from './promo.repository.ts';
import { getPromoSettings } from './promo.service.ts';

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
  // Polled every 5 s by every open storefront tab (docs/product/promotions.md): the browser revalidates with
  // If-None-Match (no-cache) and an unchanged banner costs a 304 without a body. The body is serialized
  // here, for its ETag, and Fastify sends the string as it is: the 200 schema declares its shape (and,
  // the body being a string, the route is registered without the zod type provider's typed reply).
  app.get(
    '/api/promo-settings',
    { schema: { response: { 200: promoSettingsSchema, 304: noBodySchema } } },
    async (request, reply) => {
      const body = JSON.stringify(await getPromoSettings(repository));
      const etag = weakEtagOf(body);
      reply.header('Cache-Control', 'no-cache').header('ETag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}
