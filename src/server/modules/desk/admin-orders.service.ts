import type { Database, Executor } from '#server/db/client';
import { AppError, conflict, notFound } from '#server/errors';
import type { Mailer } from '#server/modules/mail/mailer';
import { queueOrderStatusMail } from '#server/modules/mail/order-notices';
import {
  changeOrderStatus,
  changeOrderTracking,
  markStorePaymentPaid,
} from '#server/modules/orders/order-changes';
import { isFileToCheck, sizeLabel } from '#server/modules/orders/order-line-facts';
import { listOrderItemIds, orderExists, readOrderWithLines } from '#server/modules/orders/order-read-model';
import { dueDateOf, expectedOrderOf, scheduleFacts } from '#server/modules/orders/order-schedule';
import { orderStands, toOrderSummary } from '#server/modules/orders/order-summary';
import { getOrderSummary } from '#server/modules/orders/orders.service';
import { toProofView } from '#server/modules/proofs/proof-views';
import { orderAwaitsApproval } from '#server/modules/proofs/proofs.service';
import { getShippingSettings } from '#server/modules/shipping/shipping.service';
import type { Storage } from '#server/storage/storage';
import { groupBy } from '#shared/collections';
import { apiMessages } from '#shared/errors';
import { formatOrderNumber } from '#shared/order-number';
import { pageInfo, pageOffset } from '#shared/paging';
import { proofMessages } from '#shared/proofs';
import {
  ADMIN_PAGE_SIZE,
  type AdminOrder,
  type AdminOrderList,
  type AdminOrderListItem,
  type AdminOrdersQuery,
  type OrderTrackingInput,
} from '#shared/schemas/admin';
import type { OrderStatus, PaymentStatus } from '#shared/schemas/checkout';
import { createAdminOrdersRepository } from './admin-orders.repository.ts';

const PAYMENT_PROBLEMS: ReadonlySet<PaymentStatus> = new Set(['failed', 'refunded']);

/** The Orders tab: one page of placed orders (or of abandoned PayPal payments), newest first, each with its first product and size. */
export async function listAdminOrders(
  db: Executor,
  query: Partial<AdminOrdersQuery>,
): Promise<AdminOrderList> {
  const { page = 1, view = 'orders', ...filters } = query;
  const repository = createAdminOrdersRepository(db);
  const { timeZone } = await getShippingSettings(db);
  const filter = { ...filters, view, timeZone };
  const { rows, total } = await repository.listPage(filter, ADMIN_PAGE_SIZE, pageOffset(page));
  const ids = rows.map((row) => row.id);
  const [items, fileFacts] = await Promise.all([
    repository.listItemsOf(ids),
    repository.listFileFactsOf(ids),
  ]);
  const { proofs, clock, turnarounds } = await scheduleFacts(db, items);
  const now = new Date();
  const lowFiles = new Map<number, number>();
  for (const file of fileFacts) {
    if (isFileToCheck(file)) lowFiles.set(file.orderId, (lowFiles.get(file.orderId) ?? 0) + 1);
  }
  const linesByOrder = groupBy(items, (item) => item.orderId);
  const orders = rows.map(
    ({ inProductionAt, proofRequested, printWithoutApprovalAt, ...row }): AdminOrderListItem => {
      const lines = linesByOrder.get(row.id) ?? [];
      const first = lines[0];
      const expected = expectedOrderOf(
        { ...row, inProductionAt, proofRequested, printWithoutApprovalAt },
        lines,
        turnarounds,
        proofs,
      );
      return {
        ...row,
        // From the page's own lines: a rush column in the list's query cost a pass over every order line.
        rush: lines.some((line) => line.isRush),
        // Only an order the shop is to make has a due date: not an abandoned, failed or refunded payment.
        dueDate:
          PAYMENT_PROBLEMS.has(row.paymentStatus) || row.paymentStatus === 'voided'
            ? null
            : dueDateOf(expected, now, clock),
        orderNumber: formatOrderNumber(row.id),
        createdAt: row.createdAt.toISOString(),
        productName: first?.productName ?? '',
        size: first ? sizeLabel(first) : null,
        itemCount: lines.length,
        filesToCheck: lowFiles.get(row.id) ?? 0,
      };
    },
  );
  return { orders, ...pageInfo(page, total) };
}

/** The details dialog: the order, its due date, every line with every choice, and the artwork files. */
export async function getAdminOrder(db: Executor, id: number, now = new Date()): Promise<AdminOrder> {
  const read = await readOrderWithLines(db, id);
  if (!read) throw notFound(apiMessages.orderNotFound);
  const { order, items, files } = read;
  const { proofs, clock, turnarounds } = await scheduleFacts(db, items);
  const summary = toOrderSummary(order, items, files);
  return {
    ...summary,
    dueDate: dueDateOf(expectedOrderOf(order, items, turnarounds, proofs), now, clock),
    paidAt: order.paidAt?.toISOString() ?? null,
    printWithoutApproval:
      order.printWithoutApprovalBy && order.printWithoutApprovalAt
        ? { by: order.printWithoutApprovalBy, at: order.printWithoutApprovalAt.toISOString() }
        : null,
    tracking:
      order.trackingCarrier && order.trackingNumber
        ? { carrier: order.trackingCarrier, number: order.trackingNumber }
        : null,
    items: summary.items.map((line, index) => {
      const row = items[index]!;
      return {
        ...line,
        size: sizeLabel(row),
        isDoubleSided: row.isDoubleSided,
        isRush: row.isRush,
        proofs: (proofs.get(row.id) ?? []).map(toProofView),
      };
    }),
  };
}

export type AdminOrderDeps = { db: Database; mailer?: Mailer | undefined };

/**
 * Any of the three statuses, in any order (docs/product/orders-and-statuses.md). A status reached anew
 * dates the customer's timeline, withdraws a status e-mail still in its grace period and, unless the admin
 * said not to, queues the customer's e-mail in the same transaction (In Progress, Completed; never for an
 * abandoned payment, a failed or a refunded one).
 */
export async function updateOrderStatus(
  deps: AdminOrderDeps,
  id: number,
  input: { status: OrderStatus; notifyCustomer: boolean },
  now = new Date(),
): Promise<AdminOrder> {
  const mail = await deps.db.transaction(async (tx) => {
    const repository = createAdminOrdersRepository(tx);
    const before = await repository.lockOrder(id);
    if (!before) throw notFound(apiMessages.orderNotFound);
    const reachedAnew = before.status !== input.status;
    if (reachedAnew && before.status === 'new' && input.status !== 'new') {
      const itemIds = await listOrderItemIds(tx, id);
      if (await orderAwaitsApproval(tx, before, itemIds)) {
        throw new AppError('PROOF_NOT_APPROVED', proofMessages.needsApproval, 409);
      }
    }
    await changeOrderStatus(tx, id, input.status, now, reachedAnew);
    if (!reachedAnew) return [];
    const summary = await getOrderSummary(tx, id);
    const settings = await getShippingSettings(tx);
    if (!summary) return [];
    const tracking =
      before.trackingCarrier && before.trackingNumber
        ? { carrier: before.trackingCarrier, number: before.trackingNumber }
        : null;
    // Never about an order that is no customer's, or whose payment failed or was refunded.
    const notify = input.notifyCustomer && orderStands(before) && !PAYMENT_PROBLEMS.has(before.paymentStatus);
    return queueOrderStatusMail(tx, deps.mailer, summary, {
      storeAddress: settings.storeAddress,
      tracking,
      notify,
      now,
    });
  });
  deps.mailer?.committed(mail);
  return getAdminOrder(deps.db, id);
}

/** A shipped order's carrier and tracking number (null takes them away); a pickup order has none (409). */
export async function setOrderTracking(
  db: Database,
  id: number,
  tracking: OrderTrackingInput['tracking'],
  now = new Date(),
): Promise<AdminOrder> {
  await db.transaction(async (tx) => {
    const repository = createAdminOrdersRepository(tx);
    const order = await repository.lockOrder(id);
    if (!order) throw notFound(apiMessages.orderNotFound);
    if (tracking && order.shippingMethod === 'pickup') {
      throw conflict('A pickup order is collected at the store: it has no tracking number');
    }
    await changeOrderTracking(tx, id, tracking, now);
  });
  return getAdminOrder(db, id);
}

/** The customer paid a pay-in-store order at the counter; any other order is refused (409). */
export async function markStoreOrderPaid(db: Database, id: number, now = new Date()): Promise<AdminOrder> {
  if (!(await markStorePaymentPaid(db, id, now))) {
    if (!(await orderExists(db, id))) throw notFound(apiMessages.orderNotFound);
    throw conflict('Only a pay-in-store order that is not paid yet can be marked as paid');
  }
  return getAdminOrder(db, id);
}

/** An artwork file's bytes and how to name them; 404 when the row or its bytes are gone. */
export async function openArtworkFile(db: Executor, storage: Storage, id: string) {
  const file = await createAdminOrdersRepository(db).findFile(id);
  // Missing bytes are a 404; any other storage failure is a logged 500, not a misleading 'not found'.
  const stored = file ? await storage.get(file.storageKey) : null;
  if (!file || !stored) throw notFound(apiMessages.artworkNotFound);
  return { ...stored, originalName: file.originalName, mimeType: file.mimeType };
}
