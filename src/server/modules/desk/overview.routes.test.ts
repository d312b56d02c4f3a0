import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '#server/db/schema';
import { insertAdmin, loginCookie } from '#server/test/admin-fixtures';
import { insertCategory, insertProduct } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { shopDayIso, shopTime } from '#shared/business-days';
import { fromCents } from '#shared/money';
import { overviewSchema } from '#shared/schemas/overview';
import { getOverview } from './overview.service.ts';

/**
 * The Overview's figures are SQL aggregates (docs/product/admin.md#overview-tab); here they are checked
 * against sums this test computes itself from the orders it places. The shop's today is Wednesday 2 December
 * 2026 (Chicago).
 */
const now = new Date('2026-12-02T16:00:00Z');
const zone = 'America/Chicago';

type Placed = {
  paidAt: Date | null;
  paymentStatus: 'completed' | 'pending' | 'refunded' | 'voided';
  totalCents: number;
  discountCode: string | null;
  discountCents: number;
  lines: { product: 'banner' | 'cards' | 'loose'; quantity: number; cents: number }[];
};

/** A small deterministic generator (the same orders every run). */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

const next = random(21);
const placed: Placed[] = [];
for (let index = 0; index < 120; index += 1) {
  const statuses = ['completed', 'completed', 'completed', 'pending', 'refunded', 'voided'] as const;
  const paymentStatus = statuses[next(statuses.length)]!;
  const lines = Array.from({ length: 1 + next(2) }, () => ({
    product: (['banner', 'cards', 'loose'] as const)[next(3)]!,
    quantity: 1 + next(50),
    cents: 500 + next(40_000),
  }));
  const code = ['SAVE10', 'SPRING', null, null][next(4)] ?? null;
  const subtotal = lines.reduce((sum, line) => sum + line.cents, 0);
  const discountCents = code ? Math.round(subtotal / 10) : 0;
  placed.push({
    // Up to 65 days back, at any minute.
    paidAt: paymentStatus === 'completed' ? new Date(now.getTime() - next(65 * 24 * 60) * 60_000) : null,
    paymentStatus,
    totalCents: subtotal - discountCents + next(2) * 1_500,
    discountCode: code,
    discountCents,
    lines,
  });
}
// Either side of midnight in Chicago (06:00 UTC): the last minute of yesterday and the first of today.
for (const paidAt of ['2026-12-02T05:59:00Z', '2026-12-02T06:00:00Z']) {
  placed.push({
    paidAt: new Date(paidAt),
    paymentStatus: 'completed',
    totalCents: 10_001,
    discountCode: null,
    discountCents: 0,
    lines: [{ product: 'banner', quantity: 1, cents: 10_001 }],
  });
}

const shopDay = (instant: Date) => shopDayIso(shopTime(instant, zone).day);
const paid = placed.filter((order) => order.paymentStatus === 'completed');
const inDays = (from: string, until: string) =>
  paid.filter((order) => shopDay(order.paidAt!) >= from && shopDay(order.paidAt!) < until);
const sumOf = (list: Placed[]) => fromCents(list.reduce((sum, order) => sum + order.totalCents, 0));

/**
 * The rule of docs/product/orders-and-statuses.md#what-a-line-brings-in, written out independently of the
 * SQL: the discount × line / lines, rounded down, and the cents left over to the largest remainders (the
 * earlier line on a tie).
 */
function discountShares(discountCents: number, lineCents: number[]): number[] {
  const base = lineCents.reduce((sum, cents) => sum + cents, 0);
  if (base === 0) return lineCents.map(() => 0);
  const exact = lineCents.map((cents) => (discountCents * cents) / base);
  const shares = exact.map(Math.floor);
  let left = discountCents - shares.reduce((sum, cents) => sum + cents, 0);
  const byRemainder = lineCents
    .map((cents, index) => ({ index, remainder: (discountCents * cents) % base }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

let t: TestApp;
let cookie: string;
const names = { banner: 'Vinyl Banner', cards: 'Business Cards', loose: 'Loose Product' };

beforeAll(async () => {
  t = await createTestApp();
  await insertAdmin(t.handle.db);
  cookie = await loginCookie(t.app);
  const { db } = t.handle;
  const banners = await insertCategory(db, { name: 'Banners' });
  const cards = await insertCategory(db, { name: 'Cards' });
  const productIds = {
    banner: (await insertProduct(db, { name: names.banner, categoryId: banners.id })).id,
    cards: (await insertProduct(db, { name: names.cards, categoryId: cards.id })).id,
    loose: (await insertProduct(db, { name: names.loose, categoryId: null })).id,
  };
  for (const order of placed) {
    const [row] = await db
      .insert(orders)
      .values({
        customerName: 'Pat Buyer',
        customerEmail: 'pat@example.com',
        shippingMethod: 'pickup',
        paymentMethod: 'store',
        paymentStatus: order.paymentStatus,
        paidAt: order.paidAt,
        createdAt: order.paidAt ?? now,
        subtotal: fromCents(order.lines.reduce((sum, line) => sum + line.cents, 0)),
        discountCode: order.discountCode,
        discountAmount: fromCents(order.discountCents),
        total: fromCents(order.totalCents),
      })
      .returning({ id: orders.id });
    await db.insert(orderItems).values(
      order.lines.map((line) => ({
        orderId: row!.id,
        productId: productIds[line.product],
        productName: names[line.product],
        quantity: line.quantity,
        options: [],
        designMethod: 'upload' as const,
        unitPrice: fromCents(line.cents),
        lineTotal: fromCents(line.cents),
      })),
    );
  }
});

afterAll(() => t?.close());

describe('the Overview, against sums computed from the orders placed', () => {
  it('sums revenue and orders for today, 7 and 30 days, and the periods before, in the shop’s days', async () => {
    const overview = await getOverview(t.handle.db, now);
    expect(overview.today).toBe('2026-12-02');
    expect(overview.timeZone).toBe(zone);
    const expected = (from: string, previousFrom: string) => {
      const current = inDays(from, '2026-12-03');
      const previous = inDays(previousFrom, from);
      return {
        revenue: sumOf(current),
        orders: current.length,
        previousRevenue: sumOf(previous),
        previousOrders: previous.length,
      };
    };
    expect(overview.periods).toEqual({
      today: expected('2026-12-02', '2026-12-01'),
      last7Days: expected('2026-11-26', '2026-11-19'),
      last30Days: expected('2026-11-03', '2026-10-04'),
    });
    // The two orders either side of midnight: one counts for today, one for yesterday.
    expect(overview.periods.today.orders).toBeGreaterThanOrEqual(1);
    expect(overview.periods.today.previousOrders).toBeGreaterThanOrEqual(1);
  });

  it('gives every one of the last 30 days its revenue, 0.00 on a day without a paid order', async () => {
    const overview = await getOverview(t.handle.db, now);
    expect(overview.daily).toHaveLength(30);
    expect(overview.daily[0]?.day).toBe('2026-11-03');
    expect(overview.daily.at(-1)?.day).toBe('2026-12-02');
    for (const { day, revenue, orders: count } of overview.daily) {
      const onDay = paid.filter((order) => shopDay(order.paidAt!) === day);
      expect({ day, revenue, orders: count }).toEqual({ day, revenue: sumOf(onDay), orders: onDay.length });
    }
  });

  it('ranks products and categories by their lines’ revenue net of discount codes over 30 days, and averages the orders', async () => {
    const overview = await getOverview(t.handle.db, now);
    const month = inDays('2026-11-03', '2026-12-03');
    // Each line net of its share of the order's code discount, worked out here the long way.
    const netLines = month.flatMap((order) => {
      const shares = discountShares(
        order.discountCents,
        order.lines.map((line) => line.cents),
      );
      return order.lines.map((line, index) => ({ ...line, cents: line.cents - shares[index]! }));
    });
    const rank = (key: (line: Placed['lines'][number]) => string) => {
      const totals = new Map<string, { cents: number; quantity: number }>();
      for (const line of netLines) {
        const entry = totals.get(key(line)) ?? { cents: 0, quantity: 0 };
        totals.set(key(line), { cents: entry.cents + line.cents, quantity: entry.quantity + line.quantity });
      }
      return [...totals]
        .sort(([a, x], [b, y]) => y.cents - x.cents || a.localeCompare(b))
        .map(([name, entry]) => ({ name, revenue: fromCents(entry.cents), quantity: entry.quantity }));
    };
    expect(overview.topProducts).toEqual(rank((line) => names[line.product]));
    const categoryOf = { banner: 'Banners', cards: 'Cards', loose: 'Uncategorized' };
    expect(overview.topCategories).toEqual(rank((line) => categoryOf[line.product]));
    const monthCents = month.reduce((sum, order) => sum + order.totalCents, 0);
    expect(overview.averageOrderValue).toBe(fromCents(Math.round(monthCents / month.length)));
  });

  it('counts each discount code’s paid orders, their revenue and the discount given', async () => {
    const overview = await getOverview(t.handle.db, now);
    const month = inDays('2026-11-03', '2026-12-03');
    const expected = ['SAVE10', 'SPRING']
      .map((code) => {
        const used = month.filter((order) => order.discountCode === code);
        return {
          code,
          orders: used.length,
          revenue: sumOf(used),
          discount: fromCents(used.reduce((sum, order) => sum + order.discountCents, 0)),
        };
      })
      .filter((row) => row.orders > 0)
      .sort((a, b) => b.orders - a.orders || a.code.localeCompare(b.code));
    expect(overview.discountCodes).toEqual(expected);
  });

  it('is all zeros for a shop with no paid orders in the window', async () => {
    const overview = await getOverview(t.handle.db, new Date('2030-06-01T16:00:00Z'));
    expect(overview.periods.last30Days).toEqual({
      revenue: '0.00',
      orders: 0,
      previousRevenue: '0.00',
      previousOrders: 0,
    });
    expect(overview.averageOrderValue).toBe('0.00');
    expect(overview.topProducts).toEqual([]);
    expect(overview.discountCodes).toEqual([]);
    expect(overview.daily.every((day) => day.revenue === '0.00')).toBe(true);
  });
});

describe('GET /api/admin/overview', () => {
  it('answers the overview to the admin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(overviewSchema.parse(response.json()).daily).toHaveLength(30);
  });

  it('is refused without the admin session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/overview' });
    expect(response.statusCode).toBe(401);
  });
});
