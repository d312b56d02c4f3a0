import type { OrderStatus, PaymentMethod, PaymentStatus } from './schemas/checkout.ts';
import { type ShippingMethod, shippingMethods } from './shipping.ts';

/**
 * How the admin names an order's codes (docs/product/orders-and-statuses.md; payment as the checkout shows
 * it): its screens and its CSV export say the same words.
 */

export const orderStatusLabels: Record<OrderStatus, string> = {
  new: 'New',
  in_progress: 'In Progress',
  completed: 'Completed',
};

export const paymentMethodLabels: Record<PaymentMethod, string> = { paypal: 'PayPal', store: 'Pay in Store' };

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'Pending',
  completed: 'Paid',
  voided: 'Abandoned',
  failed: 'Payment failed',
  refunded: 'Refunded',
};

export function shippingMethodLabel(method: ShippingMethod): string {
  return shippingMethods.find((entry) => entry.value === method)?.label ?? method;
}
