import type { Executor } from '#server/db/client';
import { notFound } from '#server/errors';
import type { Storage } from '#server/storage/storage';
import { apiMessages } from '#shared/errors';
import { formatOrderNumber } from '#shared/order-number';
import { pageInfo, pageOffset } from '#shared/paging';
import {
  ADMIN_PAGE_SIZE,
  type AdminOrder,
  type AdminOrderList,
  type AdminOrderListItem,
  type AdminOrderView,
} from '#shared/schemas/admin';
import type { OrderStatus } from '#shared/schemas/checkout';
import { createAdminOrdersRepository } from './admin-orders.repository.ts';
import { toOrderSummary } from './order-summary.ts';
import { createOrdersRepository } from './orders.repository.ts';

/** The size as the customer chose it ("3' x 6'"), or its code when the snapshot has no label. */
function sizeLabel(item: { size: string | null; options: { name: string; label: string }[] }): string | null {
  return item.options.find((option) => option.name === 'Size')?.label ?? item.size;
}

/** The Orders tab: one page of placed orders (or of abandoned PayPal payments), newest first, each with its first product and size. */
export async function listAdminOrders(
  db: Executor,
  query: { status?: OrderStatus | undefined; view?: AdminOrderView | undefined; page?: number | undefined },
): Promise<AdminOrderList> {
  const page = query.page ?? 1;
  const repository = createAdminOrdersRepository(db);
  const filter = { status: query.status, view: query.view ?? 'orders' };
  const { rows, total } = await repository.listPage(filter, ADMIN_PAGE_SIZE, pageOffset(page));
  const items = await repository.listItemsOf(rows.map((row) => row.id));
  const linesByOrder = new Map<number, typeof items>();
  for (const item of items) linesByOrder.set(item.orderId, [...(linesByOrder.get(item.orderId) ?? []), item]);
  const orders = rows.map((row): AdminOrderListItem => {
    const lines = linesByOrder.get(row.id) ?? [];
    const first = lines[0];
    return {
      ...row,
      orderNumber: formatOrderNumber(row.id),
      createdAt: row.createdAt.toISOString(),
      productName: first?.productName ?? '',
      size: first ? sizeLabel(first) : null,
      itemCount: lines.length,
    };
  });
  return { orders, ...pageInfo(page, total) };
}

/** The details dialog: the order, every line with every choice, and the artwork files. */
export async function getAdminOrder(db: Executor, id: number): Promise<AdminOrder> {
  const repository = createOrdersRepository(db);
  const order = await repository.findById(id);
  if (!order) throw notFound(apiMessages.orderNotFound);
  const items = await repository.listItems(id);
  const files = await repository.listFiles(items.map((item) => item.id));
  const summary = toOrderSummary(order, items, files);
  return {
    ...summary,
    items: summary.items.map((line, index) => {
      const row = items[index]!;
      return { ...line, size: sizeLabel(row), isDoubleSided: row.isDoubleSided, isRush: row.isRush };
    }),
  };
}

/** Any of the three statuses, in any order (docs/product/orders-and-statuses.md). */
export async function updateOrderStatus(
  db: Executor,
  id: number,
  status: OrderStatus,
  now = new Date(),
): Promise<AdminOrder> {
  if (!(await createAdminOrdersRepository(db).updateStatus(id, status, now))) {
    throw notFound(apiMessages.orderNotFound);
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
