import type { Executor } from '#server/db/client';
import { isFileToCheck, sizeLabel } from '#server/modules/orders/order-line-facts';
import { dueDateOf, expectedOrderOf, scheduleFacts } from '#server/modules/orders/order-schedule';
import { shopDayFromIso, shopDayIso, shopTime } from '#shared/business-days';
import { groupBy } from '#shared/collections';
import { productionPlan } from '#shared/order-expected';
import { formatOrderNumber } from '#shared/order-number';
import { queueGroupOf } from '#shared/production-queue';
import { lineProofState } from '#shared/proofs';
import type { ProductionQueue, ProductionQueueOrder } from '#shared/schemas/production-queue';
import { createAdminOrdersRepository } from './admin-orders.repository.ts';

/** The queue shows at most this many open orders (the oldest); a shop has far fewer open at once. */
const PRODUCTION_QUEUE_LIMIT = 500;

const byDue = (a: ProductionQueueOrder, b: ProductionQueueOrder) =>
  (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') ||
  Number(b.lines.some((line) => line.isRush)) - Number(a.lines.some((line) => line.isRush)) ||
  a.createdAt.localeCompare(b.createdAt) ||
  a.id - b.id;

/**
 * GET /api/admin/production-queue
 * (docs/product/orders-and-statuses.md#production-queue-production-tab-adminproduction): every open order
 * with its due date (order-expected.ts#orderDueDay), its group against the shop's today, and each line's
 * artwork; soonest due first, rush first within a day. Six queries whatever the number of orders.
 */
export async function getProductionQueue(db: Executor, now = new Date()): Promise<ProductionQueue> {
  const repository = createAdminOrdersRepository(db);
  const rows = await repository.listOpenOrders(PRODUCTION_QUEUE_LIMIT + 1);
  const open = rows.slice(0, PRODUCTION_QUEUE_LIMIT);
  const ids = open.map((row) => row.id);
  const [items, files] = await Promise.all([repository.listItemsOf(ids), repository.listFileFactsOf(ids)]);
  const { proofs, clock, turnarounds } = await scheduleFacts(db, items);
  const today = shopTime(now, clock.timeZone).day;
  const itemsByOrder = groupBy(items, (item) => item.orderId);
  const filesByItem = groupBy(files, (file) => file.orderItemId);

  const queue = open.map((row): ProductionQueueOrder => {
    const lines = itemsByOrder.get(row.id) ?? [];
    const expected = expectedOrderOf(row, lines, turnarounds, proofs);
    const dueDate = dueDateOf(expected, now, clock);
    const proofsMatter = row.proofRequested && !row.printWithoutApprovalAt;
    return {
      id: row.id,
      orderNumber: formatOrderNumber(row.id),
      customerName: row.customerName,
      customerCompany: row.customerCompany,
      status: row.status === 'in_progress' ? 'in_progress' : 'new',
      shippingMethod: row.shippingMethod,
      createdAt: row.createdAt.toISOString(),
      dueDate,
      group: queueGroupOf(dueDate ? shopDayFromIso(dueDate) : null, today),
      waitingOnProof: productionPlan(expected, now)?.waitingOnProof ?? false,
      lines: lines.map((line) => {
        const lineFiles = filesByItem.get(line.id) ?? [];
        return {
          id: line.id,
          productName: line.productName,
          size: sizeLabel(line),
          quantity: line.quantity,
          isRush: line.isRush,
          artwork: {
            designHelp: line.designMethod === 'create',
            files: lineFiles.length,
            filesToCheck: lineFiles.filter(isFileToCheck).length,
            proof: proofsMatter ? lineProofState(proofs.get(line.id) ?? []) : null,
          },
        };
      }),
    };
  });
  return { today: shopDayIso(today), orders: queue.sort(byDue), truncated: rows.length > open.length };
}
