import type { Database, Executor } from '#server/db/client';
import { notFound } from '#server/errors';
import type { Mailer } from '#server/modules/mail/mailer';
import { proofsByItem, toProofView } from '#server/modules/proofs/proof-views';
import { getShippingSettings } from '#server/modules/shipping/shipping.service';
import { shopClockOf } from '#shared/delivery-estimate';
import { expectedDelivery } from '#shared/order-expected';
import { formatOrderNumber, orderPagePath, parseOrderNumber } from '#shared/order-number';
import { trackingUrl } from '#shared/order-tracking';
import { type OrderLookupInput, type OrderPage, orderLookupSentMessage } from '#shared/schemas/order-page';
import { pickupAddress } from '#shared/shop-info';
import { isOrderLink, mintOrderLink } from './order-links.ts';
import { withOrderLookupCounted } from './order-lookup-throttle.ts';
import { expectedOrderOf } from './order-schedule.ts';
import { orderStands, toOrderSummary } from './order-summary.ts';
import { createOrdersRepository } from './orders.repository.ts';

/** One answer for every order the caller may not see: no such order, no token, a wrong one. */
export const orderPageNotFound = () => notFound('Order not found');

/** The order a link opens, or null: the number must name it and the token be one of its links. */
export async function findLinkedOrder(db: Executor, numberText: string, token: string | undefined) {
  const id = parseOrderNumber(numberText);
  if (id === null || !(await isOrderLink(db, id, token))) return null;
  const row = await createOrdersRepository(db).findById(id);
  return row && orderStands(row) ? row : null;
}

/** Whether the page at /orders/{number}?token=... shows an order (the page's status: 200 or 404). */
export async function orderPageExists(db: Executor, numberText: string, token: string | undefined) {
  return (await findLinkedOrder(db, numberText, token)) !== null;
}

/** GET /api/order-page/:number: the order its link opens, as the customer's page shows it. */
export async function getOrderPage(
  db: Executor,
  numberText: string,
  token: string | undefined,
  now = new Date(),
): Promise<OrderPage> {
  const row = await findLinkedOrder(db, numberText, token);
  if (!row) throw orderPageNotFound();
  const repository = createOrdersRepository(db);
  const items = await repository.listItems(row.id);
  const itemIds = items.map((item) => item.id);
  const [files, settings, proofs, turnarounds] = await Promise.all([
    repository.listFiles(itemIds),
    getShippingSettings(db),
    proofsByItem(db, itemIds),
    repository.turnaroundsOf([...new Set(items.map((item) => item.productId))]),
  ]);
  const summary = toOrderSummary(row, items, files);
  const expected = expectedDelivery(
    expectedOrderOf(row, items, turnarounds, proofs),
    now,
    shopClockOf(settings),
  );
  const tracking =
    row.trackingCarrier && row.trackingNumber
      ? {
          carrier: row.trackingCarrier,
          number: row.trackingNumber,
          url: trackingUrl(row.trackingCarrier, row.trackingNumber),
        }
      : null;
  return {
    ...summary,
    items: summary.items.map((line) => ({
      ...line,
      proofs: (proofs.get(line.id) ?? []).map(toProofView),
    })),
    printWithoutApprovalAt: row.printWithoutApprovalAt?.toISOString() ?? null,
    expected,
    paidAt: row.paidAt?.toISOString() ?? null,
    inProductionAt: row.inProductionAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    tracking,
    storeAddress: pickupAddress(settings.storeAddress),
  };
}

/** POST /api/orders/:id/page-link: the confirmation's link to the order's page (the session's order only). */
export async function createOrderPageLink(
  db: Executor,
  id: number,
  sessionId: string,
): Promise<{ path: string }> {
  const row = await createOrdersRepository(db).findForSession(id, sessionId);
  if (!row || !orderStands(row)) throw orderPageNotFound();
  return { path: orderPagePath(row.id, await mintOrderLink(db, row.id)) };
}

/**
 * POST /api/order-lookup: when the number and e-mail name an order, its customer is e-mailed a link to its
 * page. The answer is the same either way, in one transaction either way, and every lookup counts against
 * the e-mail and the client's address (429 past the limit), so none of them tells whether the pair exists.
 */
export async function requestOrderLookup(
  deps: { db: Database; mailer: Mailer | undefined },
  input: OrderLookupInput,
  ip: string,
  now = new Date(),
): Promise<{ message: string }> {
  const email = input.email.toLowerCase();
  const id = parseOrderNumber(input.orderNumber);
  const queued = await withOrderLookupCounted(deps.db, { email, ip, now }, async (tx) => {
    const row = id === null ? undefined : await createOrdersRepository(tx).findById(id);
    if (!row || !orderStands(row) || row.customerEmail.toLowerCase() !== email || !deps.mailer) return [];
    return deps.mailer.queue(tx, [
      {
        to: row.customerEmail,
        subject: `Your link to order ${formatOrderNumber(row.id)} at PrintPro Signs`,
        payload: {
          kind: 'order-link',
          orderNumber: formatOrderNumber(row.id),
          customerName: row.customerName,
        },
        orderId: row.id,
      },
    ]);
  });
  deps.mailer?.committed(queued);
  return { message: orderLookupSentMessage };
}
