import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import { signedInAdmin } from '#server/modules/auth/admin-guard';
import type { Mailer } from '#server/modules/mail/mailer';
import { proofOrders } from '#server/modules/orders/proof-orders';
import { proofPageParamsSchema, proofParamsSchema, sendProofPage } from '#server/modules/proofs/proof-http';
import { choosePrintWithoutApproval, openProof, uploadProof } from '#server/modules/proofs/proofs.service';
import { formParts } from '#server/plugins/multipart';
import type { Storage } from '#server/storage/storage';
import { adminOrderSchema } from '#shared/schemas/admin';
import { artworkLimits } from '#shared/schemas/cart';
import { errorBodySchema, fileBodySchema, idParamSchema, idSchema } from '#shared/schemas/common';
import { getAdminOrder } from './admin-orders.service.ts';
import { sendDownload } from './content-disposition.ts';

const itemParamsSchema = z.object({ id: idSchema, itemId: idSchema });

/**
 * The admin's side of proofs (src/shared/proofs.ts, docs/product/orders-and-statuses.md#proofs): a version
 * per order line uploaded, downloaded, its pages seen, and printing without approval.
 */
export function registerAdminProofRoutes(
  app: FastifyInstance,
  deps: { db: Database; storage: Storage; mailer?: Mailer | undefined },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const proofDeps = { ...deps, orders: proofOrders };

  routes.post(
    '/api/admin/orders/:id/items/:itemId/proofs',
    { schema: { params: itemParamsSchema, response: { 201: adminOrderSchema, 404: errorBodySchema } } },
    async (request, reply) => {
      const { id, itemId } = request.params;
      const parts = formParts(request, { fileSize: artworkLimits.maxFileBytes, files: 1 });
      await uploadProof(proofDeps, { orderId: id, itemId }, signedInAdmin(request), parts);
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
      await choosePrintWithoutApproval(proofDeps, request.params.id, signedInAdmin(request));
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
      const file = await openProof(deps.db, deps.storage, proofId, page);
      return sendProofPage(reply, file, 'private, max-age=3600');
    },
  );
}
