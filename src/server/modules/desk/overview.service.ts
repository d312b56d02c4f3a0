import type { Executor } from '#server/db/client';
import { getShippingSettings } from '#server/modules/shipping/shipping.service';
import { addCalendarDays, shopDayIso, shopTime } from '#shared/business-days';
import { fromCents, toCents } from '#shared/money';
import { lastDays, overviewPeriods, periodStarts } from '#shared/overview';
import type { Overview, OverviewPeriod } from '#shared/schemas/overview';
import { createOverviewRepository, type DayWindow } from './overview.repository.ts';

const TOP_COUNT = 5;
const LONGEST = 30;

/**
 * GET /api/admin/overview (docs/product/admin.md#overview-tab): sales at a glance, in the shop's time zone
 * (the shipping settings'), each figure a SQL aggregate: the settings and five aggregates whatever the number
 * of orders.
 */
export async function getOverview(db: Executor, now = new Date()): Promise<Overview> {
  const { timeZone } = await getShippingSettings(db);
  const today = shopTime(now, timeZone).day;
  const until = shopDayIso(addCalendarDays(today, 1));
  const windows: Record<string, DayWindow> = {};
  for (const period of overviewPeriods) {
    const { start, previousStart } = periodStarts(today, period.days);
    windows[period.key] = { from: start, until };
    windows[`${period.key}:previous`] = { from: previousStart, until: start };
  }
  const last30 = { from: periodStarts(today, LONGEST).start, until };
  const span = { from: periodStarts(today, LONGEST).previousStart, until };

  const repository = createOverviewRepository(db, timeZone);
  const [totals, daily, topProducts, topCategories, discountCodes] = await Promise.all([
    repository.windowTotals(span, windows),
    repository.daily(last30),
    repository.topProducts(last30, TOP_COUNT),
    repository.topCategories(last30, TOP_COUNT),
    repository.discountCodes(last30),
  ]);

  const period = (key: string): OverviewPeriod => {
    const current = totals[key] ?? { revenue: '0.00', orders: 0 };
    const previous = totals[`${key}:previous`] ?? { revenue: '0.00', orders: 0 };
    return {
      revenue: current.revenue,
      orders: current.orders,
      previousRevenue: previous.revenue,
      previousOrders: previous.orders,
    };
  };
  const month = period('last30Days');
  const byDay = new Map(daily.map((row) => [row.day, row]));
  return {
    today: shopDayIso(today),
    timeZone,
    periods: { today: period('today'), last7Days: period('last7Days'), last30Days: month },
    daily: lastDays(today, LONGEST).map((day) => ({
      day,
      revenue: byDay.get(day)?.revenue ?? '0.00',
      orders: byDay.get(day)?.orders ?? 0,
    })),
    averageOrderValue:
      month.orders === 0 ? '0.00' : fromCents(Math.round(toCents(month.revenue) / month.orders)),
    topProducts,
    topCategories,
    discountCodes,
  };
}
