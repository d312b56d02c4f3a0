import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { orderItems, orders } from './schema.ts';

/**
 * Each line of the orders `where` finds, with its share of its order's discount-code discount and what it
 * brings in net of it (docs/product/orders-and-statuses.md#what-a-line-brings-in). One rule, in cents: the
 * order's discount × the line's total / the sum of its lines' totals, rounded down; the cents this leaves
 * over go one each to the lines with the largest remainders (the earlier line first on a tie). The shares of
 * an order therefore add up to its discount exactly, and a line's net plus the others' plus shipping is the
 * order's total. The CSV export and the Overview both read their lines through here.
 *
 * Integer arithmetic on numeric (div and mod), never a rounded division: the result is exact.
 */
export function orderLineNets(db: Executor, where: SQL | undefined) {
  const weighted = db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      lineTotal: orderItems.lineTotal,
      discountCents: sql<string>`(${orders.discountAmount} * 100)`.as('discount_cents'),
      lineCents: sql<string>`(${orderItems.lineTotal} * 100)`.as('line_cents'),
      baseCents: sql<string>`sum(${orderItems.lineTotal} * 100) over (partition by ${orderItems.orderId})`.as(
        'base_cents',
      ),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(where)
    .as('weighted');

  const { discountCents: d, lineCents: l, baseCents: base } = weighted;
  const floorCents = sql`(case when ${base} = 0 then 0 else div(${d} * ${l}, ${base}) end)`;
  const remainder = sql`(case when ${base} = 0 then 0 else mod(${d} * ${l}, ${base}) end)`;
  const shareCents = sql`(${floorCents} + case
      when row_number() over (partition by ${weighted.orderId} order by ${remainder} desc, ${weighted.id})
        <= ${d} - sum(${floorCents}) over (partition by ${weighted.orderId})
      then 1 else 0 end)`;
  // numeric(14, 2), exact: a reader sums it, or casts it to text as money travels.
  const money = (cents: SQL) => sql<string>`((${cents}) / 100)::numeric(14, 2)`;

  return db
    .select({
      id: weighted.id,
      orderId: weighted.orderId,
      productId: weighted.productId,
      productName: weighted.productName,
      quantity: weighted.quantity,
      lineTotal: weighted.lineTotal,
      /** The line's share of the order's discount-code discount ('0.00' without one). */
      codeDiscount: money(shareCents).as('code_discount'),
      /** The line's total less that share: what the line brings in. */
      lineNet: money(sql`${l} - ${shareCents}`).as('line_net'),
    })
    .from(weighted)
    .as('line_nets');
}
