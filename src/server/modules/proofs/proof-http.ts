import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { idSchema } from '#shared/schemas/common';
import type { openProof } from './proofs.service.ts';

export const proofParamsSchema = z.object({ proofId: idSchema });

const pageSchema = z
  .string()
  .regex(/^\d{1,2}$/, 'Page must be a page number')
  .transform(Number);

export const proofPageParamsSchema = z.object({ proofId: idSchema, page: pageSchema });

type OpenedFile = Awaited<ReturnType<typeof openProof>>;

/** A drawn page of a proof, as WebP. */
export function sendProofPage(reply: FastifyReply, file: OpenedFile, cacheControl: string) {
  return reply
    .type('image/webp')
    .header('Content-Length', file.size)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', cacheControl)
    .send(file.stream);
}
