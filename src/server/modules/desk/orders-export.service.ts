import { Readable } from 'node:stream';
import type { Executor } from '#server/db/client';
import { sizeLabel } from '#server/modules/orders/order-line-facts';
import { groupBy } from '#shared/collections';
import { orderLineBreakdown } from '#shared/line-breakdown';
import { fromCents } from '#shared/money';
import {
  orderStatusLabels,
  paymentMethodLabels,
  paymentStatusLabels,
  shippingMethodLabel,
} from '#shared/order-labels';
import { formatOrderNumber } from '#shared/order-number';
import type { AdminOrdersQuery } from '#shared/schemas/admin';
import { createAdminOrdersRepository, type ExportCursor } from './admin-orders.repository.ts';
import { csvRow, utf8Bom } from './csv.ts';

/** Orders read per batch: the export never holds more than this many orders (and their lines) at once. */
export const EXPORT_BATCH = 500;

/** What each row of an order repeats, so a filter or a sort in the spreadsheet keeps the order's rows whole. */
const orderColumns = [
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
] as const;

/** The order's money, on its first row only: a column's SUM counts each order once. */
const orderTotalColumns = ['Order subtotal', 'Order discount', 'Shipping', 'Order total'] as const;

/**
 * The line's money, each column one step from the one before (docs/product/orders-and-statuses.md#what-the-admin-sees-orders-tab-adminorders):
 * Quantity × Unit price = Before discounts (the unit price is left blank when no whole-cent price multiplies
 * exactly, as the order pages print it); − Quantity discount = Line total; − Code discount (the line's share
 * of the order's discount) = Line net. An order's line nets and its shipping add up to its total.
 */
const lineColumns = [
  'Line',
  'Product',
  'Size',
  'Options',
  'Quantity',
  'Unit price',
  'Before discounts',
  'Quantity discount',
  'Line total',
  'Code discount',
  'Line net',
  'Rush',
  'Design',
  'Files',
] as const;

export const exportColumns = [...orderColumns, ...orderTotalColumns, ...lineColumns] as const;

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
 * GET /api/admin/orders/export.csv: the orders the list's filters find, newest first, one row per line
 * item (an order without lines still gets one row), the codes in the admin's words, streamed in batches of
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
      const files = await repository.fileCountsOf(items.map(({ item }) => item.id));
      const itemsByOrder = groupBy(items, ({ item }) => item.orderId);
      let chunk = '';
      for (const order of batch) {
        const orderCells = [
          formatOrderNumber(order.id),
          shopDateTime(order.createdAt, timeZone),
          orderStatusLabels[order.status],
          paymentMethodLabels[order.paymentMethod],
          paymentStatusLabels[order.paymentStatus],
          shopDateTime(order.paidAt, timeZone),
          shippingMethodLabel(order.shippingMethod),
          order.customerName,
          order.customerEmail,
          order.customerPhone,
          order.customerCompany,
          order.customerAddress,
          order.customerCity,
          order.customerState,
          order.customerZipCode,
          order.discountCode,
        ];
        const totalCells = [order.subtotal, order.discountAmount, order.shippingCost, order.total];
        const noTotals = totalCells.map(() => '');
        const lines = itemsByOrder.get(order.id) ?? [];
        if (lines.length === 0) chunk += csvRow([...orderCells, ...totalCells]);
        lines.forEach(({ item: line, codeDiscount, lineNet }, index) => {
          const breakdown = orderLineBreakdown(line);
          chunk += csvRow([
            ...orderCells,
            ...(index === 0 ? totalCells : noTotals),
            index + 1,
            line.productName,
            sizeLabel(line),
            line.options
              .filter((option) => option.name !== 'Size')
              .map((option) => `${option.name}: ${option.label}`)
              .join('; '),
            line.quantity,
            breakdown.unitCents === null ? '' : fromCents(breakdown.unitCents),
            fromCents(breakdown.beforeDiscountCents),
            fromCents(breakdown.tierDiscountCents),
            line.lineTotal,
            codeDiscount,
            lineNet,
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
