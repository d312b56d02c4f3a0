import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles } from '#server/db/schema';
import { voidSessionPaypalAttempts } from '#server/modules/orders/unpaid-attempts';
import {
  countCartItems,
  createPaypalTestApp,
  placeOrderWithCart,
  readOrder,
  submitApproval,
} from '#server/test/paypal-fixtures';
import { apiMessages } from '#shared/errors';
import { capturePaypalOrderResultSchema } from '#shared/schemas/checkout';
import { PAYPAL_SIMULATOR_PREFIX } from './paypal-settings.ts';

let t: Awaited<ReturnType<typeof createPaypalTestApp>>;
beforeAll(async () => {
  t = await createPaypalTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A placed PayPal order with its PayPal order opened through POST /paypal/order. */
async function openPaypalOrder(total?: string) {
  const placed = await placeOrderWithCart(t.handle.db, t.storage, total ? { total } : {});
  const response = await t.app.inject({
    method: 'POST',
    url: '/paypal/order',
    headers: { 'x-session-id': placed.sessionId },
    payload: { orderId: placed.order.id },
  });
  expect(response.statusCode).toBe(200);
  return { ...placed, paypalOrderId: response.json().id as string };
}

const capture = (paypalOrderId: string, sessionId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/paypal/order/${paypalOrderId}/capture`,
    headers: { 'x-session-id': sessionId },
  });

const paymentFailed = { message: apiMessages.paymentFailed, code: 'PAYMENT_FAILED' };

async function expectStillPending(placed: Awaited<ReturnType<typeof openPaypalOrder>>) {
  const order = await readOrder(t.handle.db, placed.order.id);
  expect(order).toMatchObject({ paymentStatus: 'pending', paypalCaptureId: null });
  expect(await countCartItems(t.handle.db, placed.sessionId)).toBe(2);
  expect(t.storage.keys()).toEqual(expect.arrayContaining([placed.orderedKey, placed.laterKey]));
}

describe('POST /paypal/order/:paypalOrderId/capture', () => {
  it('after approval on the simulator page: marks the order paid, removes the ordered lines from the cart, keeps their files', async () => {
    const placed = await openPaypalOrder('42.50');
    const page = await t.app.inject({
      url: `${PAYPAL_SIMULATOR_PREFIX}/checkoutnow?token=${placed.paypalOrderId}`,
    });
    expect(page.body).toContain('Pay $42.50');
    const approval = await submitApproval(t.app, placed.paypalOrderId, 'pay');
    expect(approval.location).toContain(`/cart?paypal=return&orderId=${placed.order.id}&token=`);

    const response = await capture(placed.paypalOrderId, placed.sessionId);
    expect(response.statusCode).toBe(200);
    const { order } = capturePaypalOrderResultSchema.parse(response.json());
    expect(order).toMatchObject({
      id: placed.order.id,
      paymentMethod: 'paypal',
      paymentStatus: 'completed',
      total: '42.50',
    });
    expect(order.items[0]?.files.map((file) => file.originalName)).toEqual(['logo.pdf']);

    const row = await readOrder(t.handle.db, placed.order.id);
    expect(row.paypalCaptureId).toBe(t.store.orders.get(placed.paypalOrderId)?.capture?.id);
    // The line added after the order was placed was not ordered: it stays in the cart, with its file.
    expect(await countCartItems(t.handle.db, placed.sessionId)).toBe(1);
    const [kept] = await t.handle.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.storageKey, placed.orderedKey));
    expect(kept).toMatchObject({ orderItemId: placed.orderItem.id, cartItemId: null });
    expect(t.storage.keys()).toContain(placed.orderedKey);
    expect(t.storage.keys()).toContain(placed.laterKey);

    // Capturing again answers the paid order: no second capture, nothing recorded twice.
    const again = await capture(placed.paypalOrderId, placed.sessionId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(response.json());
    expect((await readOrder(t.handle.db, placed.order.id)).paypalCaptureId).toBe(row.paypalCaptureId);
  });

  it('records one capture when two captures race, and answers both with the paid order', async () => {
    const placed = await openPaypalOrder();
    await submitApproval(t.app, placed.paypalOrderId, 'pay');
    const [first, second] = await Promise.all([
      capture(placed.paypalOrderId, placed.sessionId),
      capture(placed.paypalOrderId, placed.sessionId),
    ]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    expect(first?.json()).toEqual(second?.json());
    const simulated = t.store.orders.get(placed.paypalOrderId);
    expect(simulated?.status).toBe('COMPLETED');
    expect((await readOrder(t.handle.db, placed.order.id)).paypalCaptureId).toBe(simulated?.capture?.id);
  });

  it('after Cancel: 402 PAYMENT_FAILED, the order stays pending and the cart full', async () => {
    const placed = await openPaypalOrder();
    const cancelled = await submitApproval(t.app, placed.paypalOrderId, 'cancel');
    expect(cancelled.location).toContain(`/cart?paypal=cancel&orderId=${placed.order.id}&token=`);
    const response = await capture(placed.paypalOrderId, placed.sessionId);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual(paymentFailed);
    await expectStillPending(placed);
  });

  it('refuses a capture whose amount is not the order total (402), keeping the order pending', async () => {
    const placed = await openPaypalOrder('42.50');
    await submitApproval(t.app, placed.paypalOrderId, 'pay');
    t.store.orders.get(placed.paypalOrderId)!.amount.value = '1.00';
    const response = await capture(placed.paypalOrderId, placed.sessionId);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual(paymentFailed);
    await expectStillPending(placed);
  });

  it('reports a declined payment (402) and captures when tried again', async () => {
    const placed = await openPaypalOrder();
    await submitApproval(t.app, placed.paypalOrderId, 'pay');
    t.store.orders.get(placed.paypalOrderId)!.declineNextCapture = true;
    const declined = await capture(placed.paypalOrderId, placed.sessionId);
    expect(declined.statusCode).toBe(402);
    await expectStillPending(placed);
    const retried = await capture(placed.paypalOrderId, placed.sessionId);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().order.paymentStatus).toBe('completed');
  });

  it('a capture PayPal holds for review (PENDING): the order is placed with its payment pending, never paid twice nor voided', async () => {
    const placed = await openPaypalOrder('42.50');
    await submitApproval(t.app, placed.paypalOrderId, 'pay');
    t.store.orders.get(placed.paypalOrderId)!.holdNextCapture = true;
    const response = await capture(placed.paypalOrderId, placed.sessionId);
    expect(response.statusCode).toBe(200);
    expect(response.json().order).toMatchObject({
      id: placed.order.id,
      paymentStatus: 'pending',
      total: '42.50',
    });
    const held = t.store.orders.get(placed.paypalOrderId)?.capture;
    expect(held?.status).toBe('PENDING');
    expect(await readOrder(t.handle.db, placed.order.id)).toMatchObject({
      paymentStatus: 'pending',
      paypalCaptureId: held?.id,
    });
    // The ordered line left the cart; the line added later stays.
    expect(await countCartItems(t.handle.db, placed.sessionId)).toBe(1);

    // Returning again answers the same order without asking PayPal; no second PayPal order is opened.
    const requestsBefore = t.store.captureRequests.size;
    const again = await capture(placed.paypalOrderId, placed.sessionId);
    expect(again.json()).toEqual(response.json());
    expect(t.store.captureRequests.size).toBe(requestsBefore);
    const reopen = await t.app.inject({
      method: 'POST',
      url: '/paypal/order',
      headers: { 'x-session-id': placed.sessionId },
      payload: { orderId: placed.order.id },
    });
    expect(reopen.statusCode).toBe(409);
    // A later checkout of this session leaves it alone: PayPal will settle it.
    await t.handle.db.transaction((tx) => voidSessionPaypalAttempts(tx, placed.sessionId, new Date()));
    expect(await readOrder(t.handle.db, placed.order.id)).toMatchObject({ paymentStatus: 'pending' });
  });

  it('answers ORDER_UPDATE_FAILED when the order cannot be marked paid, and records the capture on a retry', async () => {
    const placed = await openPaypalOrder();
    await submitApproval(t.app, placed.paypalOrderId, 'pay');
    // A database failure after PayPal took the money: any update recording a capture is refused.
    await t.handle.db.execute(
      sql`ALTER TABLE orders ADD CONSTRAINT test_refuse_capture CHECK (paypal_capture_id IS NULL) NOT VALID`,
    );
    try {
      const failed = await capture(placed.paypalOrderId, placed.sessionId);
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ message: apiMessages.orderUpdateFailed, code: 'ORDER_UPDATE_FAILED' });
      expect(t.store.orders.get(placed.paypalOrderId)?.status).toBe('COMPLETED');
      await expectStillPending(placed);
    } finally {
      await t.handle.db.execute(sql`ALTER TABLE orders DROP CONSTRAINT test_refuse_capture`);
    }
    // The retry's capture request id answers the first capture: paid once, recorded now.
    const retried = await capture(placed.paypalOrderId, placed.sessionId);
    expect(retried.statusCode).toBe(200);
    expect((await readOrder(t.handle.db, placed.order.id)).paypalCaptureId).toBe(
      t.store.orders.get(placed.paypalOrderId)?.capture?.id,
    );
  });

  it('records a capture PayPal made earlier but whose answer was lost', async () => {
    const placed = await openPaypalOrder();
    await submitApproval(t.app, placed.paypalOrderId, 'pay');
    // The capture happened at PayPal under another request id (its answer never reached the shop).
    t.store.captureRequests.clear();
    const simulated = t.store.orders.get(placed.paypalOrderId)!;
    simulated.status = 'COMPLETED';
    simulated.capture = {
      id: 'EARLIERCAPTURE123',
      status: 'COMPLETED',
      amount: { ...simulated.amount },
      final_capture: true,
      create_time: simulated.createTime,
      update_time: simulated.createTime,
    };
    const response = await capture(placed.paypalOrderId, placed.sessionId);
    expect(response.statusCode).toBe(200);
    expect((await readOrder(t.handle.db, placed.order.id)).paypalCaptureId).toBe('EARLIERCAPTURE123');
  });

  it("answers 404 for another session's PayPal order and for an unknown one", async () => {
    const placed = await openPaypalOrder();
    await submitApproval(t.app, placed.paypalOrderId, 'pay');
    expect((await capture(placed.paypalOrderId, randomUUID())).statusCode).toBe(404);
    expect((await capture('UNKNOWN123456789', placed.sessionId)).statusCode).toBe(404);
    expect(t.store.orders.get(placed.paypalOrderId)?.status).toBe('APPROVED');
    const noSession = await t.app.inject({
      method: 'POST',
      url: `/paypal/order/${placed.paypalOrderId}/capture`,
    });
    expect(noSession.statusCode).toBe(400);
  });
});
