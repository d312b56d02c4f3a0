import type { Executor } from '#server/db/client';
import { getShippingSettings } from '#server/modules/shipping/shipping.service';
import { type ShopClock, shopDayIso } from '#shared/business-days';
import { shopClockOf } from '#shared/delivery-estimate';
import { type ExpectedOrder, orderDueDay } from '#shared/order-expected';
import type { ProofDecision } from '#shared/proofs';
import { createOrdersRepository, type OrderRow } from './orders.repository.ts';

type ScheduledLine = { id: number; productId: number; isRush: boolean };
type ProofFacts = { version: number; decision: ProofDecision | null; decidedAt: Date | null };

/**
 * What the date rules (src/shared/order-expected.ts) need of an order: its row, and each line's product
 * turnaround (the product's current one), rush and proofs.
 */
export function expectedOrderOf(
  row: Pick<
    OrderRow,
    'status' | 'shippingMethod' | 'createdAt' | 'inProductionAt' | 'proofRequested' | 'printWithoutApprovalAt'
  >,
  lines: readonly ScheduledLine[],
  turnarounds: ReadonlyMap<number, string>,
  proofs: ReadonlyMap<number, readonly ProofFacts[]>,
): ExpectedOrder {
  return {
    ...row,
    lines: lines.map((line) => ({
      turnaroundTime: turnarounds.get(line.productId) ?? null,
      isRush: line.isRush,
      proofs: proofs.get(line.id) ?? [],
    })),
  };
}

/** The shop's clock (cut-off hour and time zone) and each of these products' turnaround, read together. */
export async function scheduleFacts(
  db: Executor,
  productIds: readonly number[],
): Promise<{ clock: ShopClock; turnarounds: Map<number, string> }> {
  const [settings, turnarounds] = await Promise.all([
    getShippingSettings(db),
    createOrdersRepository(db).turnaroundsOf([...new Set(productIds)]),
  ]);
  return { clock: shopClockOf(settings), turnarounds };
}

/** The order's due date ('YYYY-MM-DD', order-expected.ts#orderDueDay), or null. */
export function dueDateOf(order: ExpectedOrder, now: Date, clock: ShopClock): string | null {
  const due = orderDueDay(order, now, clock);
  return due ? shopDayIso(due) : null;
}
