import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import { signedInAdmin } from '#server/modules/auth/admin-guard';
import type { Mailer } from '#server/modules/mail/mailer';
import { formParts } from '#server/plugins/multipart';
import type { Storage } from '#server/storage/storage';
import { adminOrderSchema } from '#shared/schemas/admin';
import { artworkLimits } from '#shared/schemas/cart';
import { errorBodySchema, fileBodySchema, idParamSchema, idSchema } from '#shared/schemas/common';
import { orderPageSchema } from '#shared/schemas/order-page';
import { proofDecisionInputSchema } from '#shared/schemas/proofs';
import { getAdminOrder } from './admin-orders.service.ts';
import { sendDownload } from './content-disposition.ts';
import { ORDER_TOKEN_HEADER } from './order-page.routes.ts';
import { getOrderPage } from './order-page.service.ts';
import {
  choosePrintWithoutApproval,
  decideProof,
  openCustomerProofPage,
  openProof,
  uploadProof,
} from './proofs.service.ts';

const itemParamsSchema = z.object({ id: idSchema, itemId: idSchema });
const proofParamsSchema = z.object({ proofId: idSchema });
const pageSchema = z
  .string()
  .regex(/^\d{1,2}$/, 'Page must be a page number')
  .transform(Number);
const proofPageParamsSchema = z.object({ proofId: idSchema, page: pageSchema });
const orderNumberSchema = z.string().max(20);

type OpenedFile = Awaited<ReturnType<typeof openProof>>;

function sendPage(reply: FastifyReply, file: OpenedFile, cacheControl: string) {
  return reply
    .type('image/webp')
    .header('Content-Length', file.size)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', cacheControl)
    .send(file.stream);
}

function tokenOf(headers: Record<string, unknown>): string | undefined {
  const token = headers[ORDER_TOKEN_HEADER];
  return typeof token === 'string' ? token : undefined;
}

/**
 * Proofs (src/shared/proofs.ts, docs/product/orders-and-statuses.md#proofs): the admin uploads a version per
 * order line, downloads it and may print without approval; the customer sees its pages and answers it on
 * the order page, with the page's token in X-Order-Token.
 */
export function registerProofRoutes(
  app: FastifyInstance,
  deps: { db: Database; storage: Storage; mailer?: Mailer | undefined },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/admin/orders/:id/items/:itemId/proofs',
    { schema: { params: itemParamsSchema, response: { 201: adminOrderSchema, 404: errorBodySchema } } },
    async (request, reply) => {
      const { id, itemId } = request.params;
      const parts = formParts(request, { fileSize: artworkLimits.maxFileBytes, files: 1 });
      await uploadProof(deps, { orderId: id, itemId }, signedInAdmin(request), parts);
      return reply.status(201).send(await getAdminOrder(deps.db, id));
    },
  );

  routes.post(
    '/api/admin/orders/:id/print-without-approval',
    {
      schema: {
        params: idParamSchema,
        response: { 200: adminOrderSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      await choosePrintWithoutApproval(deps.db, request.params.id, signedInAdmin(request));
      return getAdminOrder(deps.db, request.params.id);
    },
  );

  routes.get(
    '/api/admin/proofs/:proofId/file',
    { schema: { params: proofParamsSchema, response: { 200: fileBodySchema, 404: errorBodySchema } } },
    async (request, reply) => {
      const file = await openProof(deps.db, deps.storage, request.params.proofId, null);
      return sendDownload(reply, file);
    },
  );

  routes.get(
    '/api/admin/proofs/:proofId/pages/:page',
    { schema: { params: proofPageParamsSchema, response: { 200: fileBodySchema, 404: errorBodySchema } } },
    async (request, reply) => {
      const { proofId, page } = request.params;
      // A version's pages never change: the browser may keep them while the admin works.
      return sendPage(reply, await openProof(deps.db, deps.storage, proofId, page), 'private, max-age=3600');
    },
  );

  routes.get(
    '/api/order-page/:number/proofs/:proofId/pages/:page',
    {
      schema: {
        params: proofPageParamsSchema.extend({ number: orderNumberSchema }),
        response: { 200: fileBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { number, proofId, page } = request.params;
      const link = { number, token: tokenOf(request.headers) };
      return sendPage(reply, await openCustomerProofPage(deps, link, proofId, page), 'private, no-store');
    },
  );

  routes.post(
    '/api/order-page/:number/proofs/:proofId/decision',
    {
      schema: {
        params: proofParamsSchema.extend({ number: orderNumberSchema }),
        body: proofDecisionInputSchema,
        response: { 200: orderPageSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const { number, proofId } = request.params;
      const link = { number, token: tokenOf(request.headers) };
      await decideProof(deps, link, proofId, request.body);
      return getOrderPage(deps.db, number, link.token);
    },
  );
}
