import type { OrderSummary } from '../../../../shared/schemas/checkout.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The capture error code when PayPal took the payment but the shop could not mark the order paid. */
export const ORDER_UPDATE_FAILED = 'ORDER_UPDATE_FAILED';

/** POST /paypal/order/{paypalOrderId}/capture: the server captures, verifies and answers the paid order. */
export async function capturePaypalOrder(paypalOrderId: string): Promise<OrderSummary> {
  const result = await apiRequest<{ order: OrderSummary }>(
    `/paypal/order/${encodeURIComponent(paypalOrderId)}/capture`,
    { method: 'POST' },
  );
  return result.order;
}
