import { z } from 'zod';

/** Money as the database sums it: '1234.50' (never a float). */
const amount = z.string();

const periodSchema = z.object({
  revenue: amount,
  orders: z.number().int(),
  /** The same length of time just before. */
  previousRevenue: amount,
  previousOrders: z.number().int(),
});
export type OverviewPeriod = z.infer<typeof periodSchema>;

const rankedSchema = z.object({ name: z.string(), revenue: amount, quantity: z.number().int() });

/**
 * GET /api/admin/overview (docs/product/admin.md#overview-tab): sales at a glance. Paid orders only (payment
 * completed), by the day they were paid in the shop's time zone; revenue is the order's total (shipping in,
 * discounts out). The lists cover the last 30 days, today included.
 */
export const overviewSchema = z.object({
  /** The shop's today, 'YYYY-MM-DD', and its time zone. */
  today: z.string(),
  timeZone: z.string(),
  periods: z.object({ today: periodSchema, last7Days: periodSchema, last30Days: periodSchema }),
  /** The last 30 days, oldest first, every day present (0.00 for a day without a paid order). */
  daily: z.array(z.object({ day: z.string(), revenue: amount, orders: z.number().int() })),
  /** Over the last 30 days: the 30 days' revenue / their orders, rounded half up to a cent; '0.00' without orders. */
  averageOrderValue: amount,
  /** By the lines' totals (before an order's discount code), at most 5 each. */
  topProducts: z.array(rankedSchema),
  topCategories: z.array(rankedSchema),
  discountCodes: z.array(
    z.object({
      code: z.string(),
      /** Paid orders that used the code. */
      orders: z.number().int(),
      /** Those orders' totals. */
      revenue: amount,
      /** What the code took off them. */
      discount: amount,
    }),
  ),
});
export type Overview = z.infer<typeof overviewSchema>;
