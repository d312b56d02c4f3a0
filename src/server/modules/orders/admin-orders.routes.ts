import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import type { Storage } from '#server/storage/storage';
import {
  adminOrderListSchema,
  adminOrderSchema,
  adminOrdersQuerySchema,
  updateOrderStatusInputSchema,
} from '#shared/schemas/admin';
import { errorBodySchema, fileBodySchema, idParamSchema } from '#shared/schemas/common';
import {
  getAdminOrder,
  listAdminOrders,
  openArtworkFile,
  updateOrderStatus,
} from './admin-orders.service.ts';
import { attachmentDisposition } from './content-disposition.ts';

const fileIdParamSchema = z.object({ fileId: z.uuid('Unknown file') });

/**
 * The Orders tab (docs/product/orders-and-statuses.md, docs/product/api.md). The admin guard has checked the
 * session before any of these run.
 */
export function registerAdminOrderRoutes(
  app: FastifyInstance,
  deps: { db: Database; storage: Storage },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/orders',
    { schema: { querystring: adminOrdersQuerySchema, response: { 200: adminOrderListSchema } } },
    async (request) => listAdminOrders(deps.db, request.query),
  );

  routes.get(
    '/api/admin/orders/:id',
    { schema: { params: idParamSchema, response: { 200: adminOrderSchema } } },
    async (request) => getAdminOrder(deps.db, request.params.id),
  );

  routes.patch(
    '/api/admin/orders/:id/status',
    {
      schema: {
        params: idParamSchema,
        body: updateOrderStatusInputSchema,
        response: { 200: adminOrderSchema },
      },
    },
    async (request) => updateOrderStatus(deps.db, request.params.id, request.body.status),
  );

  routes.get(
    '/api/admin/download/:fileId',
    {
      schema: {
        params: fileIdParamSchema,
        response: { 200: fileBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const file = await openArtworkFile(deps.db, deps.storage, request.params.fileId);
      return reply
        .type(file.mimeType)
        .header('Content-Length', file.size)
        .header('Content-Disposition', attachmentDisposition(file.originalName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(file.stream);
    },
  );
}
