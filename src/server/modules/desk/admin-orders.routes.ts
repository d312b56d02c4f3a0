import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import type { Mailer } from '#server/modules/mail/mailer';
import { getShippingSettings } from '#server/modules/shipping/shipping.service';
import type { Storage } from '#server/storage/storage';
import { shopDayIso, shopTime } from '#shared/business-days';
import {
  adminOrderListSchema,
  adminOrderSchema,
  adminOrdersQuerySchema,
  orderTrackingInputSchema,
  updateOrderStatusInputSchema,
} from '#shared/schemas/admin';
import { errorBodySchema, fileBodySchema, idParamSchema } from '#shared/schemas/common';
import { productionQueueSchema } from '#shared/schemas/production-queue';
import {
  getAdminOrder,
  listAdminOrders,
  markStoreOrderPaid,
  openArtworkFile,
  setOrderTracking,
  updateOrderStatus,
} from './admin-orders.service.ts';
import { attachmentDisposition, sendDownload } from './content-disposition.ts';
import { exportOrdersCsv } from './orders-export.service.ts';
import { getProductionQueue } from './production-queue.service.ts';

const fileIdParamSchema = z.object({ fileId: z.uuid('Unknown file') });

/**
 * The Orders tab (docs/product/orders-and-statuses.md, docs/product/api.md). The admin guard has checked the
 * session before any of these run.
 */
export function registerAdminOrderRoutes(
  app: FastifyInstance,
  deps: { db: Database; storage: Storage; mailer?: Mailer | undefined },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/orders',
    { schema: { querystring: adminOrdersQuerySchema, response: { 200: adminOrderListSchema } } },
    async (request) => listAdminOrders(deps.db, request.query),
  );

  routes.get(
    '/api/admin/orders/export.csv',
    { schema: { querystring: adminOrdersQuerySchema, response: { 200: fileBodySchema } } },
    async (request, reply) => {
      const { timeZone } = await getShippingSettings(deps.db);
      const day = shopDayIso(shopTime(new Date(), timeZone).day);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', attachmentDisposition(`orders-${day}.csv`))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(exportOrdersCsv(deps.db, request.query, timeZone));
    },
  );

  routes.get(
    '/api/admin/production-queue',
    { schema: { response: { 200: productionQueueSchema } } },
    async () => getProductionQueue(deps.db),
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
    async (request) => updateOrderStatus(deps, request.params.id, request.body),
  );

  routes.patch(
    '/api/admin/orders/:id/tracking',
    {
      schema: {
        params: idParamSchema,
        body: orderTrackingInputSchema,
        response: { 200: adminOrderSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => setOrderTracking(deps.db, request.params.id, request.body.tracking),
  );

  routes.post(
    '/api/admin/orders/:id/mark-paid',
    {
      schema: {
        params: idParamSchema,
        response: { 200: adminOrderSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => markStoreOrderPaid(deps.db, request.params.id),
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
      return sendDownload(reply, file);
    },
  );
}
