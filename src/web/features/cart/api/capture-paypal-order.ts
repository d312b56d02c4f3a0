import type { OrderSummary } from '#shared/schemas/checkout';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /paypal/order/{paypalOrderId}/capture: the server captures, verifies and answers the paid order. */
export async function capturePaypalOrder(paypalOrderId: string): Promise<OrderSummary> {
  const result = await apiRequest<{ order: OrderSummary }>(
    `/paypal/order/${encodeURIComponent(paypalOrderId)}/capture`,
    { method: 'POST' },
  );
  return result.order;
}
