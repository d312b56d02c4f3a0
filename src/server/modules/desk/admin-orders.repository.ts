import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, not, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { orderLineNets } from '#server/db/order-line-nets';
import { uploadedFilesReadModel as uploadedFiles } from '#server/db/schema/artwork-files';
import { orderItemsReadModel as orderItems, ordersReadModel as orders } from '#server/db/schema/orders';
import { artworkFactColumns } from '#server/uploads/artwork-facts';
import { parseOrderNumber } from '#shared/order-number';
import type { AdminOrdersQuery, AdminOrderView } from '#shared/schemas/admin';

/**
 * Orders the shop has to fulfil: paid in store, or with a PayPal capture (completed, or held by PayPal
 * for review). A PayPal checkout the buyer never approved is an attempt, not an order, and is left out.
 */
const placedOrders = or(eq(orders.paymentMethod, 'store'), isNotNull(orders.paypalCaptureId));
/** PayPal checkouts left unpaid and voided (a newer checkout, or 30 minutes): the abandoned payments. */
const abandonedPayments = eq(orders.paymentStatus, 'voided');

/** The admin's list filters (GET /api/admin/orders), every one optional, and the shop's time zone for the dates. */
export type AdminOrderFilter = Omit<AdminOrdersQuery, 'page' | 'view'> & {
  view: AdminOrderView;
  timeZone: string;
};

/** Where an export batch ends: the last order's created_at as the database wrote it, and its id. */
export type ExportCursor = { createdAt: string; id: number };

/** LIKE's own characters in what the admin typed, escaped (with '\\' as the escape). */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The search box: the order number ('#042', '42'), or part of the customer's name, e-mail, company or
 * phone, in any case; a phone typed with spaces, dashes or brackets is matched by its digits too.
 */
function searchFilter(text: string): SQL | undefined {
  const contains = (part: string) => sql`${orders.searchText} LIKE ${likePattern(part)} ESCAPE '\\'`;
  const matches: SQL[] = [contains(text)];
  const id = parseOrderNumber(text);
  if (id !== null) matches.push(eq(orders.id, id));
  const digits = text.replace(/[\s().+-]/g, '');
  if (/^\d{3,}$/.test(digits) && digits !== text) matches.push(contains(digits));
  return or(...matches);
}

/** From the start of the shop's day `from` to the end of its day `to` (the shop's time zone). */
function dateFilter(from: string | undefined, to: string | undefined, zone: string): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(orders.createdAt, sql`(${from}::date)::timestamp AT TIME ZONE ${zone}`));
  if (to) conditions.push(lt(orders.createdAt, sql`(${to}::date + 1)::timestamp AT TIME ZONE ${zone}`));
  return conditions;
}

/** The order has a line made with rush turnaround (order_items_order_idx finds its lines). */
const hasRushLine = sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.isRush})`;

function listFilter(filter: AdminOrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.view === 'abandoned' ? abandonedPayments : placedOrders,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.paymentStatus ? eq(orders.paymentStatus, filter.paymentStatus) : undefined,
    filter.paymentMethod ? eq(orders.paymentMethod, filter.paymentMethod) : undefined,
    filter.shippingMethod ? eq(orders.shippingMethod, filter.shippingMethod) : undefined,
    filter.rush === undefined ? undefined : filter.rush ? hasRushLine : not(hasRushLine),
    filter.q ? searchFilter(filter.q) : undefined,
    ...dateFilter(filter.from, filter.to, filter.timeZone),
  ];
  return and(...conditions);
}

export function createAdminOrdersRepository(db: Executor) {
  return {
    /** One page, newest first, and how many match in all. */
    async listPage(filter: AdminOrderFilter, limit: number, offset: number) {
      const where = listFilter(filter);
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: orders.id,
            customerName: orders.customerName,
            customerEmail: orders.customerEmail,
            createdAt: orders.createdAt,
            total: orders.total,
            status: orders.status,
            paymentMethod: orders.paymentMethod,
            paymentStatus: orders.paymentStatus,
            shippingMethod: orders.shippingMethod,
            // What the due date needs (order-expected.ts).
            inProductionAt: orders.inProductionAt,
            proofRequested: orders.proofRequested,
            printWithoutApprovalAt: orders.printWithoutApprovalAt,
          })
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    /**
     * One batch of the export (newest first, as the list): the orders after `after` in that order, by the
     * keyset (created_at, id), so each batch is an index range (orders_created_idx) however deep it goes.
     */
    exportBatch(filter: AdminOrderFilter, after: ExportCursor | null, limit: number) {
      // A row comparison the index bounds; the cursor's time as PostgreSQL wrote it (microseconds, which a
      // JavaScript Date would round away, skipping rows placed within the same millisecond).
      const keyset = after
        ? sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt}::timestamptz, ${after.id})`
        : undefined;
      return db
        .select({ order: orders, cursor: sql<string>`${orders.createdAt}::text` })
        .from(orders)
        .where(and(listFilter(filter), keyset))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
    },

    /**
     * Every line of these orders, in their orders' and their own order, with its share of its order's
     * discount-code discount and its net (orderLineNets).
     */
    listExportItemsOf(orderIds: number[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      const nets = orderLineNets(db, inArray(orders.id, orderIds));
      return db
        .select({
          item: orderItems,
          codeDiscount: sql<string>`${nets.codeDiscount}::text`,
          lineNet: sql<string>`${nets.lineNet}::text`,
        })
        .from(orderItems)
        .innerJoin(nets, eq(nets.id, orderItems.id))
        .orderBy(asc(orderItems.orderId), asc(orderItems.id));
    },

    /** How many files each of these lines has. */
    async fileCountsOf(itemIds: number[]): Promise<Map<number, number>> {
      if (itemIds.length === 0) return new Map();
      const rows = await db
        .select({ itemId: uploadedFiles.orderItemId, n: count() })
        .from(uploadedFiles)
        .where(inArray(uploadedFiles.orderItemId, itemIds))
        .groupBy(uploadedFiles.orderItemId);
      return new Map(rows.map((row) => [row.itemId ?? 0, row.n]));
    },

    /** The lines of these orders (for the list's first product and item count), in one query. */
    listItemsOf(orderIds: number[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: orderItems.id,
          orderId: orderItems.orderId,
          productId: orderItems.productId,
          productName: orderItems.productName,
          size: orderItems.size,
          options: orderItems.options,
          quantity: orderItems.quantity,
          isRush: orderItems.isRush,
          designMethod: orderItems.designMethod,
        })
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.orderId), asc(orderItems.id));
    },

    /** What the artwork check needs of every file of these orders: its facts, its line's size and sides, the shop's DPI. */
    listFileFactsOf(orderIds: number[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          orderId: orderItems.orderId,
          orderItemId: orderItems.id,
          sizeWidthIn: orderItems.sizeWidthIn,
          sizeHeightIn: orderItems.sizeHeightIn,
          isDoubleSided: orderItems.isDoubleSided,
          pixelWidth: uploadedFiles.pixelWidth,
          pixelHeight: uploadedFiles.pixelHeight,
          pageCount: uploadedFiles.pageCount,
          pageWidthPt: uploadedFiles.pageWidthPt,
          pageHeightPt: uploadedFiles.pageHeightPt,
          printDpiGreat: artworkFactColumns.printDpiGreat,
          printDpiOk: artworkFactColumns.printDpiOk,
        })
        .from(uploadedFiles)
        .innerJoin(orderItems, eq(orderItems.id, uploadedFiles.orderItemId))
        .where(inArray(orderItems.orderId, orderIds));
    },

    /**
     * The production queue's orders: placed, standing (not voided, failed or refunded), not completed;
     * the oldest first (orders_status_created_idx), at most `limit`.
     */
    listOpenOrders(limit: number) {
      return db
        .select({
          id: orders.id,
          customerName: orders.customerName,
          customerCompany: orders.customerCompany,
          status: orders.status,
          shippingMethod: orders.shippingMethod,
          createdAt: orders.createdAt,
          inProductionAt: orders.inProductionAt,
          proofRequested: orders.proofRequested,
          printWithoutApprovalAt: orders.printWithoutApprovalAt,
        })
        .from(orders)
        .where(
          and(
            placedOrders,
            inArray(orders.status, ['new', 'in_progress']),
            not(inArray(orders.paymentStatus, ['voided', 'failed', 'refunded'])),
          ),
        )
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(limit);
    },

    /** The order's row, unlocked. */
    async findOrder(id: number) {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    /** The order's row, locked until the transaction ends (run it inside one). */
    async lockOrder(id: number) {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
      return row;
    },

    async findFile(id: string) {
      const [row] = await db
        .select({
          storageKey: uploadedFiles.storageKey,
          originalName: uploadedFiles.originalName,
          mimeType: uploadedFiles.mimeType,
        })
        .from(uploadedFiles)
        .where(eq(uploadedFiles.id, id))
        .limit(1);
      return row;
    },
  };
}
