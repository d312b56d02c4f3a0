import type { Executor } from '#server/db/client';
import type { MailKind } from '#shared/mail-payloads';
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

/** The customer's e-mails about the order's status. */
const statusMailKinds: readonly MailKind[] = ['order-in-production', 'order-completed'];

/**
 * In the transaction that changed the order's status: withdraws a status e-mail not sent yet (its status is
 * past), then, when `notify`, queues the customer's 'in production', or 'ready for pickup' / 'shipped' with
 * the parcel's tracking, to go out after the mailer's grace period (STATUS_MAIL_DELAY_SECONDS): a status set
 * by mistake and changed back within it sends nothing. A change to New tells the customer nothing.
 */
export async function queueOrderStatusMail(
  tx: Executor,
  mailer: Mailer | undefined,
  order: OrderSummary,
  details: {
    storeAddress: string;
    tracking: { carrier: TrackingCarrier; number: string } | null;
    notify: boolean;
    now: Date;
  },
): Promise<OutboxRow[]> {
  if (!mailer) return [];
  await mailer.withdrawUnsent(tx, order.id, statusMailKinds);
  if (!details.notify || order.status === 'new') return [];
  const notBefore = new Date(details.now.getTime() + mailer.statusMailDelayMs);
  const pickup = order.shippingMethod === 'pickup';
  const mail: OutgoingMail =
    order.status === 'in_progress'
      ? {
          to: order.customer.email,
          subject: `Your order ${order.orderNumber} is in production`,
          payload: { kind: 'order-in-production', order },
          orderId: order.id,
          notBefore,
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
          notBefore,
        };
  return mailer.queue(tx, [mail]);
}

/**
 * In the transaction that settled a payment PayPal held: the customer's 'payment received' or 'did not go
 * through' and, for the latter, the shop's warning not to print the order.
 */
export async function queuePaymentSettledMail(
  tx: Executor,
  mailer: Mailer | undefined,
  order: OrderSummary,
): Promise<OutboxRow[]> {
  if (!mailer) return [];
  if (order.paymentStatus === 'completed') {
    return mailer.queue(tx, [
      {
        to: order.customer.email,
        subject: `Payment received for order ${order.orderNumber}`,
        payload: { kind: 'payment-completed', order },
        orderId: order.id,
      },
    ]);
  }
  const shopEmail = await mailer.shopEmail(tx);
  const mails: OutgoingMail[] = [
    {
      to: order.customer.email,
      subject: `Your payment for order ${order.orderNumber} did not go through`,
      payload: { kind: 'payment-failed', order },
      orderId: order.id,
    },
  ];
  if (shopEmail) {
    mails.push({
      to: shopEmail,
      subject: `Order ${order.orderNumber} is not paid: PayPal denied the payment`,
      payload: { kind: 'shop-payment-failed', order },
      orderId: order.id,
    });
  }
  return mailer.queue(tx, mails);
}
