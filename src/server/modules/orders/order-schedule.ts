import type { Executor } from '#server/db/client';
import { type ProofRow, proofsByItem } from '#server/modules/proofs/proof-views';
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

/**
 * What dating these order lines needs, read together: the shop's clock (cut-off hour and time zone), each
 * line's proofs and each of their products' turnaround. Three queries however many lines.
 */
export async function scheduleFacts(
  db: Executor,
  lines: readonly { id: number; productId: number }[],
): Promise<{ clock: ShopClock; turnarounds: Map<number, string>; proofs: Map<number, ProofRow[]> }> {
  const [settings, turnarounds, proofs] = await Promise.all([
    getShippingSettings(db),
    createOrdersRepository(db).turnaroundsOf([...new Set(lines.map((line) => line.productId))]),
    proofsByItem(
      db,
      lines.map((line) => line.id),
    ),
  ]);
  return { clock: shopClockOf(settings), turnarounds, proofs };
}

/** The order's due date ('YYYY-MM-DD', order-expected.ts#orderDueDay), or null. */
export function dueDateOf(order: ExpectedOrder, now: Date, clock: ShopClock): string | null {
  const due = orderDueDay(order, now, clock);
  return due ? shopDayIso(due) : null;
}
