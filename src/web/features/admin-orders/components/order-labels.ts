import type { OrderStatus, PaymentMethod, PaymentStatus } from '#shared/schemas/checkout';
import { type ShippingMethod, shippingMethods } from '#shared/shipping';

/**
 * How the admin screens name the order's codes (docs/product/orders-and-statuses.md; payment as the checkout
 * shows it).
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

export const notProvided = 'Not provided';

function validDate(value: string): Date | null {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? date : null;
}

/** 'May 1, 2025' in the admin's time zone; 'Not provided' when missing. */
export function formatOrderDate(value: string): string {
  const date = validDate(value);
  return date
    ? date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })
    : notProvided;
}

/** '2:05 PM' in the admin's time zone; 'Not provided' when missing. */
export function formatOrderTime(value: string): string {
  const date = validDate(value);
  return date ? date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }) : notProvided;
}
