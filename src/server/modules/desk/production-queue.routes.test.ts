import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orderProofs, shippingSettings, uploadedFiles } from '#server/db/schema';
import { insertAdmin, insertPlacedOrder, loginCookie } from '#server/test/admin-fixtures';
import { insertProduct } from '#server/test/fixtures';
import { countQueries } from '#server/test/query-counter';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { formatOrderNumber } from '#shared/order-number';
import { adminOrderListSchema, adminOrderSchema } from '#shared/schemas/admin';
import { productionQueueSchema } from '#shared/schemas/production-queue';
import { getProductionQueue } from './production-queue.service.ts';

/**
 * The production queue (docs/product/orders-and-statuses.md#production-queue-production-tab-adminproduction).
 * Open orders by due date (placed + the slowest line's business days, rush honoured, the proof wait counted),
 * grouped against the shop's today, with each line's artwork. The shop's today here is Wednesday 2 December
 * 2026, 10:00 in Chicago; products take 3-5 business days.
 */
const now = new Date('2026-12-02T16:00:00Z');
const chicago = (iso: string) => new Date(`${iso}-06:00`);

let t: TestApp;
let cookie: string;
const ids: Record<string, number> = {};

async function itemsOf(orderId: number) {
  return t.handle.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

beforeAll(async () => {
  t = await createTestApp();
  await insertAdmin(t.handle.db);
  cookie = await loginCookie(t.app);
  const { db } = t.handle;
  // Weekdays only, so the rows below read simply; the last test turns the federal holidays on.
  await db.insert(shippingSettings).values({ storeAddress: '1 Main St', federalHolidays: false });
  const standard = (await insertProduct(db, { turnaroundTime: '3-5 business days' })).id;
  const slow = (await insertProduct(db, { turnaroundTime: '10 business days' })).id;
  const unknown = (await insertProduct(db, { turnaroundTime: 'Ask us' })).id;
  const place = async (name: string, values: Parameters<typeof insertPlacedOrder>[1], lines = [{}]) => {
    ids[name] = (
      await insertPlacedOrder(
        db,
        { customerName: name, ...values },
        lines.map((line) => ({ productId: standard, ...line })),
      )
    ).id;
  };
  // Monday 23rd + 5 business days (Thanksgiving is a business day): Monday 30th, overdue.
  await place('Overdue', { createdAt: chicago('2026-11-23T10:00:00') });
  // Wednesday 25th + 5: today.
  await place('Due today', { createdAt: chicago('2026-11-25T10:00:00') }, [
    {
      productName: 'Yard Sign',
      quantity: 25,
      designMethod: 'create',
    },
  ]);
  // Placed Friday 20th + 5 (Friday 27th): overdue, though production started since (starting late stays late).
  await place('In production', {
    status: 'in_progress',
    createdAt: chicago('2026-11-20T10:00:00'),
    inProductionAt: chicago('2026-11-26T09:00:00'),
  });
  // Friday 27th + 5: Friday 4th; placed before the rush order below, listed after it.
  await place('Friday plain', { createdAt: chicago('2026-11-27T10:00:00') });
  // Today, rush lines (2 business days at most): Friday 4th.
  await place('Rush', { createdAt: chicago('2026-12-02T09:00:00') }, [{ isRush: true }, { isRush: true }]);
  // A rush line beside a standard one: the slowest line decides (Wednesday 9th).
  await place('Rush and standard', { createdAt: chicago('2026-12-02T09:00:00') }, [{}, { isRush: true }]);
  // A proof sent and not answered yet: from today, 5 days: Wednesday 9th, and moving with the days.
  await place('Proof', { createdAt: chicago('2026-12-01T09:00:00'), proofRequested: true }, [
    { sizeWidthIn: 24, sizeHeightIn: 48 },
  ]);
  // A slow product: Wednesday 16th.
  await place('Slow', { createdAt: chicago('2026-12-02T09:00:00') }, [{ productId: slow }]);
  // A turnaround that gives no days: no date, listed last.
  await place('Undated', { createdAt: chicago('2026-11-01T09:00:00') }, [{ productId: unknown }]);
  // Never in the queue: completed, refunded, a voided PayPal attempt, a PayPal checkout never approved.
  await place('Completed', { status: 'completed', createdAt: chicago('2026-11-20T10:00:00') });
  await place('Refunded', { paymentStatus: 'refunded', createdAt: chicago('2026-11-20T10:00:00') });
  await place('Voided', {
    paymentMethod: 'paypal',
    paymentStatus: 'voided',
    createdAt: chicago('2026-11-20T10:00:00'),
  });
  await place('Unapproved', { paymentMethod: 'paypal', createdAt: chicago('2026-11-20T10:00:00') });

  // The proof order's artwork: one file too small for 24 × 48 in, one fine; a proof sent, not answered.
  const [proofLine] = await itemsOf(ids.Proof!);
  await db.insert(uploadedFiles).values(
    [
      { pixelWidth: 240, pixelHeight: 480, name: 'small.png' },
      { pixelWidth: 3600, pixelHeight: 7200, name: 'large.png' },
    ].map((file, index) => ({
      storageKey: `queue-test/${file.name}`,
      originalName: file.name,
      size: 100,
      mimeType: 'image/png',
      sha256: 'test',
      orderItemId: proofLine!.id,
      position: index,
      pixelWidth: file.pixelWidth,
      pixelHeight: file.pixelHeight,
    })),
  );
  await db.insert(orderProofs).values({
    orderItemId: proofLine!.id,
    version: 1,
    storageKey: 'queue-test/proof-1.pdf',
    originalName: 'proof-1.pdf',
    mimeType: 'application/pdf',
    size: 100,
    pageCount: 1,
    sentBy: 'owner@printshop.example',
    sentAt: chicago('2026-12-01T15:00:00'),
  });
});

afterAll(() => t?.close());

describe('the production queue, on the shop’s Wednesday 2 December', () => {
  it('lists the open orders soonest due first, rush first within a day, undated last, in their groups', async () => {
    const queue = await getProductionQueue(t.handle.db, now);
    expect(queue.today).toBe('2026-12-02');
    expect(queue.truncated).toBe(false);
    expect(
      queue.orders.map((order) => [order.customerName, order.dueDate, order.group, order.status]),
    ).toEqual([
      ['In production', '2026-11-27', 'overdue', 'in_progress'],
      ['Overdue', '2026-11-30', 'overdue', 'new'],
      ['Due today', '2026-12-02', 'today', 'new'],
      ['Rush', '2026-12-04', 'this_week', 'new'],
      ['Friday plain', '2026-12-04', 'this_week', 'new'],
      ['Rush and standard', '2026-12-09', 'later', 'new'],
      ['Proof', '2026-12-09', 'later', 'new'],
      ['Slow', '2026-12-16', 'later', 'new'],
      ['Undated', null, 'later', 'new'],
    ]);
  });

  it('says each line’s product, size, quantity, rush and artwork, and which orders wait on a proof', async () => {
    const queue = await getProductionQueue(t.handle.db, now);
    const byName = new Map(queue.orders.map((order) => [order.customerName, order]));
    expect(byName.get('Proof')).toMatchObject({
      orderNumber: formatOrderNumber(ids.Proof!),
      waitingOnProof: true,
      lines: [
        {
          productName: 'Vinyl Banner',
          size: "2' x 4'",
          quantity: 1,
          isRush: false,
          artwork: { designHelp: false, files: 2, filesToCheck: 1, proof: 'sent' },
        },
      ],
    });
    expect(byName.get('Due today')).toMatchObject({
      waitingOnProof: false,
      lines: [
        {
          productName: 'Yard Sign',
          quantity: 25,
          artwork: { designHelp: true, files: 0, filesToCheck: 0, proof: null },
        },
      ],
    });
    expect(byName.get('Rush and standard')?.lines.map((line) => line.isRush)).toEqual([false, true]);
  });

  it('moves a waiting proof’s due date with today; the others keep theirs', async () => {
    const nextMonday = new Date('2026-12-07T16:00:00Z');
    const queue = await getProductionQueue(t.handle.db, nextMonday);
    const dueOf = (name: string) => queue.orders.find((order) => order.customerName === name);
    expect(dueOf('Proof')).toMatchObject({ dueDate: '2026-12-14', group: 'later' });
    expect(dueOf('In production')).toMatchObject({ dueDate: '2026-11-27', group: 'overdue' });
    expect(dueOf('Rush')).toMatchObject({ dueDate: '2026-12-04', group: 'overdue' });
    expect(dueOf('Slow')).toMatchObject({ dueDate: '2026-12-16', group: 'later' });
  });

  it('reads the queue in a fixed number of queries, however many orders are open', async () => {
    if (t.handle.kind !== 'pglite') return;
    const counter = countQueries(t.handle);
    try {
      await getProductionQueue(t.handle.db, now);
    } finally {
      counter.stop();
    }
    expect(counter.count.acquisitions).toBeLessThanOrEqual(7);
  });
});

describe('GET /api/admin/production-queue', () => {
  it('answers the queue to the admin', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/production-queue',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const queue = productionQueueSchema.parse(response.json());
    expect(queue.orders.map((order) => order.customerName).sort()).toEqual(
      [
        'Due today',
        'Friday plain',
        'In production',
        'Overdue',
        'Proof',
        'Rush',
        'Rush and standard',
        'Slow',
        'Undated',
      ].sort(),
    );
  });

  it('is refused without the admin session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/production-queue' });
    expect(response.statusCode).toBe(401);
  });
});

describe('the order details’ due date', () => {
  it('is the queue’s due date, and none once completed', async () => {
    const open = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${ids.Overdue}`,
      headers: { cookie },
    });
    expect(adminOrderSchema.parse(open.json()).dueDate).toBe('2026-11-30');
    const done = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${ids.Completed}`,
      headers: { cookie },
    });
    expect(adminOrderSchema.parse(done.json()).dueDate).toBeNull();
  });

  it('is in each row of the orders list too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie } });
    const rows = adminOrderListSchema.parse(response.json()).orders;
    const dueOf = (name: string) => rows.find((row) => row.customerName === name)?.dueDate;
    expect(dueOf('Overdue')).toBe('2026-11-30');
    expect(dueOf('Slow')).toBe('2026-12-16');
    expect(dueOf('Completed')).toBeNull();
    expect(dueOf('Undated')).toBeNull();
    expect(dueOf('Refunded')).toBeNull();
    const abandoned = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders?view=abandoned',
      headers: { cookie },
    });
    const voided = adminOrderListSchema
      .parse(abandoned.json())
      .orders.find((row) => row.customerName === 'Voided');
    expect(voided?.dueDate).toBeNull();
  });
});

describe('the due date on the shop’s calendar', () => {
  it('skips Thanksgiving once the federal holidays are on, and an owner’s closed day', async () => {
    const dueOf = async () =>
      (await getProductionQueue(t.handle.db, now)).orders.find((row) => row.id === ids.Overdue)?.dueDate;
    // Placed Monday 23 November, 3-5 business days.
    expect(await dueOf()).toBe('2026-11-30');
    await t.handle.db.update(shippingSettings).set({ federalHolidays: true });
    expect(await dueOf()).toBe('2026-12-01');
    await t.handle.db.update(shippingSettings).set({ closedDays: ['2026-11-27'] });
    expect(await dueOf()).toBe('2026-12-02');
    await t.handle.db.update(shippingSettings).set({ federalHolidays: false, closedDays: [] });
  });
});
