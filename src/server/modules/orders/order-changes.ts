import type { Executor } from '#server/db/client';
import type { TrackingCarrier } from '#shared/order-tracking';
import type { OrderStatus } from '#shared/schemas/checkout';
import { createOrdersRepository } from './orders.repository.ts';

// The shop's changes to a placed order: the owner's desk makes them, the orders module writes its rows.

/** Sets the status; a status reached anew dates its step of the customer's timeline (the order page). */
export function changeOrderStatus(
  tx: Executor,
  id: number,
  status: OrderStatus,
  now: Date,
  reachedAnew: boolean,
): Promise<void> {
  return createOrdersRepository(tx).updateStatus(id, status, now, reachedAnew);
}

export function changeOrderTracking(
  tx: Executor,
  id: number,
  tracking: { carrier: TrackingCarrier; number: string } | null,
  now: Date,
): Promise<void> {
  return createOrdersRepository(tx).setTracking(id, tracking, now);
}

/** A pay-in-store order not paid yet becomes paid; answers whether it was such an order. */
export function markStorePaymentPaid(db: Executor, id: number, now: Date): Promise<boolean> {
  return createOrdersRepository(db).markStorePaymentPaid(id, now);
}
