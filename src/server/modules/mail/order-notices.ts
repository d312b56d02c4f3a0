import type { Executor } from '#server/db/client';
import type { TrackingCarrier } from '#shared/order-tracking';
import type { OrderSummary } from '#shared/schemas/checkout';
import { pickupAddress } from '#shared/shop-info';
import type { Mailer } from './mailer.ts';
import { orderReceivedMails } from './order-mails.ts';
import type { OutboxRow } from './outbox.repository.ts';
import type { OutgoingMail } from './outbox.ts';

/**
 * In the transaction that made the order stand (pay in store placed, or PayPal captured): the customer's
 * 'order received' and the shop's 'new order'. Hand the rows to `mailer.committed` after the commit.
 */
export async function queueOrderReceived(
  tx: Executor,
  mailer: Mailer | undefined,
  order: OrderSummary,
  storeAddress: string,
): Promise<OutboxRow[]> {
  if (!mailer) return [];
  return mailer.queue(tx, orderReceivedMails(order, pickupAddress(storeAddress), await mailer.shopEmail(tx)));
}

/**
 * In the transaction that changed the order's status: the customer's 'in production', or 'ready for pickup'
 * / 'shipped' with the parcel's tracking. A change to New tells the customer nothing.
 */
export async function queueOrderStatusMail(
  tx: Executor,
  mailer: Mailer | undefined,
  order: OrderSummary,
  details: { storeAddress: string; tracking: { carrier: TrackingCarrier; number: string } | null },
): Promise<OutboxRow[]> {
  if (!mailer || order.status === 'new') return [];
  const pickup = order.shippingMethod === 'pickup';
  const mail: OutgoingMail =
    order.status === 'in_progress'
      ? {
          to: order.customer.email,
          subject: `Your order ${order.orderNumber} is in production`,
          payload: { kind: 'order-in-production', order },
          orderId: order.id,
        }
      : {
          to: order.customer.email,
          subject: pickup
            ? `Your order ${order.orderNumber} is ready for pickup`
            : `Your order ${order.orderNumber} has shipped`,
          payload: {
            kind: 'order-completed',
            order,
            storeAddress: pickupAddress(details.storeAddress),
            tracking: pickup ? null : details.tracking,
          },
          orderId: order.id,
        };
  return mailer.queue(tx, [mail]);
}

/** In the transaction that settled a payment PayPal held: the customer's 'payment received' or 'did not go through'. */
export async function queuePaymentSettledMail(
  tx: Executor,
  mailer: Mailer | undefined,
  order: OrderSummary,
): Promise<OutboxRow[]> {
  if (!mailer) return [];
  const paid = order.paymentStatus === 'completed';
  return mailer.queue(tx, [
    {
      to: order.customer.email,
      subject: paid
        ? `Payment received for order ${order.orderNumber}`
        : `Your payment for order ${order.orderNumber} did not go through`,
      payload: paid ? { kind: 'payment-completed', order } : { kind: 'payment-failed', order },
      orderId: order.id,
    },
  ]);
}
