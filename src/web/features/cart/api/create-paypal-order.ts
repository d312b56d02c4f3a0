import type { PaypalOrderResponse } from '#shared/schemas/checkout';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /paypal/order: the server opens a PayPal order for the shop order's own total. */
export function createPaypalOrder(orderId: number): Promise<PaypalOrderResponse> {
  return apiRequest<PaypalOrderResponse>('/paypal/order', { method: 'POST', body: { orderId } });
}

/** Where the buyer approves the payment: the link with rel 'approve', or null when there is none. */
export function approvalUrl(response: PaypalOrderResponse): string | null {
  return response.links.find((link) => link.rel === 'approve')?.href ?? null;
}
