import { and, desc, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { orderLineNets } from '#server/db/order-line-nets';
import { categoriesReadModel as categories } from '#server/db/schema/categories';
import { ordersReadModel as orders } from '#server/db/schema/orders';
import { productsReadModel as products } from '#server/db/schema/products';

/** A range of the shop's days: from the start of `from` to the start of `until` (not included). */
export type DayWindow = { from: string; until: string };

/** Sums of money as exact text with two decimals ('0.00' for none). */
const moneySum = (value: SQL | SQL.Aliased | unknown) =>
  sql<string>`coalesce(sum(${value}), 0)::numeric(14, 2)::text`;

/**
 * The Overview's aggregates (docs/product/admin.md#overview-tab), all in SQL over paid orders (payment
 * completed) by the time they were paid, which orders_paid_at_idx finds. Days are the shop's, turned into
 * instants by the database.
 */
export function createOverviewRepository(db: Executor, timeZone: string) {
  const dayStart = (day: string) => sql`((${day})::date)::timestamp AT TIME ZONE ${timeZone}`;
  const within = (window: DayWindow) =>
    and(
      eq(orders.paymentStatus, 'completed'),
      isNotNull(orders.paidAt),
      gte(orders.paidAt, dayStart(window.from)),
      lt(orders.paidAt, dayStart(window.until)),
    );
  const paidIn = (window: DayWindow) =>
    sql`${orders.paidAt} >= ${dayStart(window.from)} AND ${orders.paidAt} < ${dayStart(window.until)}`;

  return {
    /** Revenue and order count of each window, in one pass over the widest (`span`). */
    async windowTotals<K extends string>(span: DayWindow, windows: Record<K, DayWindow>) {
      const columns: Record<string, SQL> = {};
      for (const [key, window] of Object.entries<DayWindow>(windows)) {
        columns[`${key}:revenue`] =
          sql`coalesce(sum(${orders.total}) filter (where ${paidIn(window)}), 0)::numeric(14, 2)::text`;
        columns[`${key}:orders`] = sql`(count(*) filter (where ${paidIn(window)}))::int`;
      }
      const [row] = await db.select(columns).from(orders).where(within(span));
      const totals = {} as Record<K, { revenue: string; orders: number }>;
      for (const key of Object.keys(windows) as K[]) {
        totals[key] = {
          revenue: String(row?.[`${key}:revenue`] ?? '0.00'),
          orders: Number(row?.[`${key}:orders`] ?? 0),
        };
      }
      return totals;
    },

    /** Revenue and orders per shop day with a paid order ('YYYY-MM-DD'). */
    daily(window: DayWindow) {
      const day = sql<string>`to_char(${orders.paidAt} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;
      return (
        db
          .select({ day, revenue: moneySum(orders.total), orders: sql<number>`count(*)::int` })
          .from(orders)
          .where(within(window))
          // By position: the time zone is a parameter, and two parameters never match as one expression.
          .groupBy(sql`1`)
      );
    },

    /**
     * The best-selling products by what their lines brought in, net of the discount codes (the name the
     * order kept; each line's share of its order's discount as the CSV export shows it).
     */
    topProducts(window: DayWindow, limit: number) {
      const lines = orderLineNets(db, within(window));
      return db
        .select({
          name: lines.productName,
          revenue: moneySum(lines.lineNet),
          quantity: sql<number>`sum(${lines.quantity})::int`,
        })
        .from(lines)
        .groupBy(lines.productName)
        .orderBy(desc(sql`sum(${lines.lineNet})`), lines.productName)
        .limit(limit);
    },

    /** The best-selling categories, the same way (the product's category now; 'Uncategorized' without one). */
    topCategories(window: DayWindow, limit: number) {
      const lines = orderLineNets(db, within(window));
      const name = sql<string>`coalesce(${categories.name}, 'Uncategorized')`;
      return db
        .select({
          name,
          revenue: moneySum(lines.lineNet),
          quantity: sql<number>`sum(${lines.quantity})::int`,
        })
        .from(lines)
        .innerJoin(products, eq(products.id, lines.productId))
        .leftJoin(categories, eq(categories.id, products.categoryId))
        .groupBy(name)
        .orderBy(desc(sql`sum(${lines.lineNet})`), name)
        .limit(limit);
    },

    /** Each discount code's paid orders, their totals and what it took off them; the most used first. */
    discountCodes(window: DayWindow) {
      return db
        .select({
          code: sql<string>`${orders.discountCode}`,
          orders: sql<number>`count(*)::int`,
          revenue: moneySum(orders.total),
          discount: moneySum(orders.discountAmount),
        })
        .from(orders)
        .where(and(within(window), isNotNull(orders.discountCode)))
        .groupBy(orders.discountCode)
        .orderBy(desc(sql`count(*)`), orders.discountCode);
    },
  };
}
