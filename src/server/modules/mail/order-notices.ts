import type { Executor } from '#server/db/client';
import type { OrderSummary } from '#shared/schemas/checkout';
import { SHOP_CONTACT } from '#shared/shop-info';
import type { Mailer } from './mailer.ts';
import { orderReceivedMails } from './order-mails.ts';
import type { OutboxRow } from './outbox.repository.ts';

/** The store's address as the shipping settings give it, else the shop's own (the pickup counter). */
export function pickupAddress(storeAddress: string): string {
  return storeAddress.trim() || SHOP_CONTACT.addressLines.join(', ');
}

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
