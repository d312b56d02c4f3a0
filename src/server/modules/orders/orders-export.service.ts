import { Readable } from 'node:stream';
import type { Executor } from '#server/db/client';
import { groupBy } from '#shared/collections';
import { formatOrderNumber } from '#shared/order-number';
import type { AdminOrdersQuery } from '#shared/schemas/admin';
import { createAdminOrdersRepository, type ExportCursor } from './admin-orders.repository.ts';
import { csvRow, utf8Bom } from './csv.ts';
import { sizeLabel } from './order-line-facts.ts';

/** Orders read per batch: the export never holds more than this many orders (and their lines) at once. */
export const EXPORT_BATCH = 500;

export const exportColumns = [
  'Order',
  'Placed',
  'Status',
  'Payment method',
  'Payment status',
  'Paid',
  'Shipping method',
  'Customer',
  'Email',
  'Phone',
  'Company',
  'Address',
  'City',
  'State',
  'ZIP code',
  'Discount code',
  'Order subtotal',
  'Order discount',
  'Shipping',
  'Order total',
  'Line',
  'Product',
  'Size',
  'Options',
  'Quantity',
  'Unit price',
  'Line total',
  'Rush',
  'Design',
  'Files',
] as const;

/** '2026-11-27 14:05' in the shop's time zone (a spreadsheet reads it as a date and time). */
function shopDateTime(instant: Date | null, timeZone: string): string {
  if (!instant) return '';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/**
 * GET /api/admin/orders/export.csv (issue 21, item 4): the orders the list's filters find, newest first,
 * one row per line item (an order without lines still gets one row), streamed in batches of
 * EXPORT_BATCH orders by keyset, so a large export holds little in memory and starts at once.
 */
export function exportOrdersCsv(db: Executor, query: Partial<AdminOrdersQuery>, timeZone: string): Readable {
  const { page: _page, view = 'orders', ...filters } = query;
  const filter = { ...filters, view, timeZone };
  const repository = createAdminOrdersRepository(db);

  async function* rows() {
    yield utf8Bom + csvRow(exportColumns);
    let after: ExportCursor | null = null;
    for (;;) {
      const page = await repository.exportBatch(filter, after, EXPORT_BATCH);
      if (page.length === 0) return;
      const batch = page.map((row) => row.order);
      const items = await repository.listExportItemsOf(batch.map((order) => order.id));
      const files = await repository.fileCountsOf(items.map((item) => item.id));
      const itemsByOrder = groupBy(items, (item) => item.orderId);
      let chunk = '';
      for (const order of batch) {
        const orderCells = [
          formatOrderNumber(order.id),
          shopDateTime(order.createdAt, timeZone),
          order.status,
          order.paymentMethod,
          order.paymentStatus,
          shopDateTime(order.paidAt, timeZone),
          order.shippingMethod,
          order.customerName,
          order.customerEmail,
          order.customerPhone,
          order.customerCompany,
          order.customerAddress,
          order.customerCity,
          order.customerState,
          order.customerZipCode,
          order.discountCode,
          order.subtotal,
          order.discountAmount,
          order.shippingCost,
          order.total,
        ];
        const lines = itemsByOrder.get(order.id) ?? [];
        if (lines.length === 0) chunk += csvRow(orderCells);
        lines.forEach((line, index) => {
          chunk += csvRow([
            ...orderCells,
            index + 1,
            line.productName,
            sizeLabel(line),
            line.options
              .filter((option) => option.name !== 'Size')
              .map((option) => `${option.name}: ${option.label}`)
              .join('; '),
            line.quantity,
            line.unitPrice,
            line.lineTotal,
            line.isRush ? 'yes' : 'no',
            line.designMethod === 'create' ? 'design by us' : 'uploaded',
            files.get(line.id) ?? 0,
          ]);
        });
      }
      yield chunk;
      const last = page.at(-1)!;
      after = { createdAt: last.cursor, id: last.order.id };
      if (page.length < EXPORT_BATCH) return;
    }
  }
  return Readable.from(rows());
}
