import type { Executor } from '#server/db/client';
import { AppError } from '#server/errors';
import { apiMessages, errorCodes } from '#shared/errors';
import { formatOrderNumber } from '#shared/order-number';
import { createQuoteRepliesRepository } from './quote-replies.repository.ts';

/** The orders (not voided or failed) placed at a quote, oldest first. */
export async function listQuoteOrderIds(db: Executor, replyId: number): Promise<number[]> {
  const rows = await createQuoteRepliesRepository(db).listOrdersOf([replyId]);
  return rows.map((row) => row.orderId);
}

/** 'order #012', 'orders #012 and #013' */
function ordersText(orderIds: readonly number[]): string {
  const numbers = orderIds.map(formatOrderNumber);
  if (numbers.length === 1) return `order ${numbers[0]}`;
  return `orders ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
}

export function quoteOrderedUp(orderIds: readonly number[]): AppError {
  return new AppError(errorCodes.quoteOrderedUp, apiMessages.quoteOrderedUp(ordersText(orderIds)), 409);
}

/** Whether a quote with `maxOrders` and these orders placed at it can still be ordered. */
export function hasOrdersLeft(maxOrders: number, orderIds: readonly number[]): boolean {
  return orderIds.length < maxOrders;
}

/**
 * In the order's transaction, before the order is written: a 409 when one of these quotes has been ordered
 * as many times as the shop allows (quote_replies.max_orders). Each quote's row is locked first, so two
 * carts placing a quote's last allowed order take turns and the second sees the first's order
 * (docs/decisions/0035-quotes-that-hold.md).
 */
export async function assertQuotesOrderable(tx: Executor, replyIds: readonly number[]): Promise<void> {
  const repository = createQuoteRepliesRepository(tx);
  const limits = await repository.lockOrderLimits([...new Set(replyIds)]);
  if (limits.length === 0) return;
  const placed = await repository.listOrdersOf(limits.map((limit) => limit.id));
  for (const { id, maxOrders } of limits) {
    const orderIds = placed.filter((row) => row.replyId === id).map((row) => row.orderId);
    if (!hasOrdersLeft(maxOrders, orderIds)) throw quoteOrderedUp(orderIds);
  }
}
