import type { z } from 'zod';
import {
  adminMeSchema,
  adminOrderListSchema,
  adminOrderSchema,
  adminQuoteRequestListSchema,
} from './admin.ts';
import { adminMessageListSchema, adminMessageSchema, adminMessageViewSchema } from './admin-messages.ts';
import { adminProductListSchema } from './admin-product-list.ts';
import { cartItemSchema, cartSchema } from './cart.ts';
import { productCardListSchema } from './catalog-page.ts';
import { categoryListSchema, categorySchema } from './category.ts';
import {
  calculateShippingResultSchema,
  capturePaypalOrderResultSchema,
  orderSummarySchema,
  paypalOrderResponseSchema,
  validateDiscountResultSchema,
} from './checkout.ts';
import { fileBodySchema, noBodySchema } from './common.ts';
import { orderLookupResultSchema, orderPageLinkSchema, orderPageSchema } from './order-page.ts';
import { overviewSchema } from './overview.ts';
import { paymentConfigSchema } from './payment-config.ts';
import { productSchema } from './product.ts';
import { productionQueueSchema } from './production-queue.ts';
import { discountCodeListSchema, discountCodeSchema, promoSettingsSchema } from './promo.ts';
import { customerQuoteSchema, quoteReplySchema } from './quote-reply.ts';
import { quoteRequestSchema } from './quote-request.ts';
import {
  adminReviewListSchema,
  adminReviewSchema,
  reviewListSchema,
  reviewSubmissionResultSchema,
} from './review.ts';
import { shippingSettingsSchema } from './shipping-settings.ts';
import { uploadResultSchema } from './upload.ts';

/**
 * The API's routes and the schema of each success answer, as the server declares them (its response
 * schemas). The web's component tests answer through this table (src/web/test/api-server.ts), and
 * src/server/api-contract.test.ts fails when a route or a schema here differs from the server's.
 */
export const apiContract = {
  'POST /api/admin/login': { 200: adminMeSchema },
  'POST /api/admin/logout': { 204: noBodySchema },
  'GET /api/admin/me': { 200: adminMeSchema },
  'GET /api/admin/orders': { 200: adminOrderListSchema },
  'GET /api/admin/orders/export.csv': { 200: fileBodySchema },
  'GET /api/admin/production-queue': { 200: productionQueueSchema },
  'GET /api/admin/orders/:id': { 200: adminOrderSchema },
  'PATCH /api/admin/orders/:id/status': { 200: adminOrderSchema },
  'PATCH /api/admin/orders/:id/tracking': { 200: adminOrderSchema },
  'POST /api/admin/orders/:id/mark-paid': { 200: adminOrderSchema },
  'GET /api/admin/download/:fileId': { 200: fileBodySchema },
  'GET /api/admin/overview': { 200: overviewSchema },
  'GET /api/admin/products': { 200: adminProductListSchema },
  'GET /api/admin/products/:id': { 200: productSchema },
  'POST /api/admin/products': { 201: productSchema },
  'PATCH /api/admin/products/:id': { 200: productSchema },
  'DELETE /api/admin/products/:id': { 204: noBodySchema },
  'GET /api/products': { 200: productCardListSchema },
  'GET /api/products/:slug': { 200: productSchema },
  'GET /api/products/:id/reviews': { 200: reviewListSchema },
  'POST /api/products/:id/reviews': { 201: reviewSubmissionResultSchema },
  'GET /api/admin/reviews': { 200: adminReviewListSchema },
  'POST /api/admin/reviews': { 201: adminReviewSchema },
  'PATCH /api/admin/reviews/:id': { 200: adminReviewSchema },
  'DELETE /api/admin/reviews/:id': { 204: noBodySchema },
  'PATCH /api/admin/reviews/:id/approve': { 200: adminReviewSchema },
  'GET /api/categories': { 200: categoryListSchema },
  'GET /api/admin/categories': { 200: categoryListSchema },
  'POST /api/admin/categories': { 201: categorySchema },
  'PATCH /api/admin/categories/:id': { 200: categorySchema },
  'DELETE /api/admin/categories/:id': { 204: noBodySchema },
  'GET /api/promo-settings': { 200: promoSettingsSchema },
  'PUT /api/admin/promo-settings': { 200: promoSettingsSchema },
  'GET /api/shipping-settings': { 200: shippingSettingsSchema },
  'PUT /api/admin/shipping-settings': { 200: shippingSettingsSchema },
  'GET /api/cart': { 200: cartSchema },
  'POST /api/cart': { 201: cartItemSchema },
  'PATCH /api/cart/:id': { 200: cartItemSchema },
  'DELETE /api/cart/:id': { 204: noBodySchema },
  'DELETE /api/cart': { 204: noBodySchema },
  'POST /api/calculate-shipping': { 200: calculateShippingResultSchema },
  'POST /api/validate-discount': { 200: validateDiscountResultSchema },
  'GET /api/admin/discount-codes': { 200: discountCodeListSchema },
  'POST /api/admin/discount-codes': { 201: discountCodeSchema },
  'PATCH /api/admin/discount-codes/:id': { 200: discountCodeSchema },
  'DELETE /api/admin/discount-codes/:id': { 204: noBodySchema },
  'POST /api/orders': { 200: orderSummarySchema, 201: orderSummarySchema },
  'GET /api/orders/:id': { 200: orderSummarySchema },
  'GET /api/order-page/:number': { 200: orderPageSchema },
  'POST /api/orders/:id/page-link': { 201: orderPageLinkSchema },
  'POST /api/order-lookup': { 202: orderLookupResultSchema },
  'GET /api/order-page/:number/proofs/:proofId/pages/:page': { 200: fileBodySchema },
  'POST /api/order-page/:number/proofs/:proofId/decision': { 200: orderPageSchema },
  'POST /api/admin/orders/:id/items/:itemId/proofs': { 201: adminOrderSchema },
  'POST /api/admin/orders/:id/print-without-approval': { 200: adminOrderSchema },
  'GET /api/admin/proofs/:proofId/file': { 200: fileBodySchema },
  'GET /api/admin/proofs/:proofId/pages/:page': { 200: fileBodySchema },
  'POST /api/quote-requests': { 201: quoteRequestSchema },
  'GET /api/quotes/:token': { 200: customerQuoteSchema },
  'GET /api/admin/quote-requests': { 200: adminQuoteRequestListSchema },
  'POST /api/admin/quote-requests/:id/replies': { 201: quoteReplySchema },
  'GET /api/admin/messages': { 200: adminMessageListSchema },
  'GET /api/admin/messages/:id': { 200: adminMessageViewSchema },
  'POST /api/admin/messages/:id/resend': { 200: adminMessageSchema },
  'POST /api/upload/images': { 201: uploadResultSchema },
  'POST /api/upload/videos': { 201: uploadResultSchema },
  'POST /paypal/order': { 200: paypalOrderResponseSchema },
  'POST /paypal/order/:paypalOrderId/capture': { 200: capturePaypalOrderResultSchema },
  'GET /api/payment-config': { 200: paymentConfigSchema },
} as const satisfies Record<string, Record<number, z.ZodType>>;

export type ApiRoute = keyof typeof apiContract;
