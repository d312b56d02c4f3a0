import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderProofs } from '#server/db/schema';
import { adminEmail } from '#server/test/admin-fixtures';
import { artworkBytes, pdfWithPages } from '#server/test/artwork-files';
import { insertCartLine, orderBody, orderHeaders, placeOrderRequest } from '#server/test/checkout-fixtures';
import { type MailingShop, orderLinkIn, startMailingShop } from '#server/test/mailing-shop';
import type { ReceivedMail, SmtpTestServer } from '#server/test/smtp-test-server';
import type { TestApp } from '#server/test/test-app';
import { proofMessages } from '#shared/proofs';

/**
 * Proofs sent per line, answered on the order page, and the In Progress gate
 * (docs/product/orders-and-statuses.md#proofs).
 */

let smtp: SmtpTestServer;
let t: TestApp;
let productId: number;
let admin: string;
let shop: MailingShop;

beforeAll(async () => {
  shop = await startMailingShop({ shopNotifyEmail: 'owner@shop.test' });
  ({ smtp, t, productId, admin } = shop);
});
afterAll(() => shop.close());
beforeEach(() => {
  smtp.received.length = 0;
});

const linkIn = orderLinkIn;

async function placeOrder(proofRequested: boolean | undefined, lines = 1) {
  const sessionId = randomUUID();
  for (let line = 0; line < lines; line += 1) {
    await insertCartLine(t.handle.db, { sessionId, productId, quantity: 2, totalPrice: '40.00' });
  }
  const body = { ...orderBody(), ...(proofRequested === undefined ? {} : { proofRequested }) };
  const response = await placeOrderRequest(t.app, orderHeaders(sessionId), body);
  expect(response.statusCode).toBe(201);
  const order = response.json() as { id: number; proofRequested: boolean; items: { id: number }[] };
  const mails = [...(await smtp.waitFor(2))];
  smtp.received.length = 0;
  return { ...order, mails };
}

/** The next e-mail whose subject has `words` (others, late ones of the order, are passed over). */
async function mailAbout(words: string): Promise<ReceivedMail> {
  for (let count = 1; count < 10; count += 1) {
    const found = (await smtp.waitFor(count)).find((mail) => mail.subject.includes(words));
    if (found) {
      smtp.received.length = 0;
      return found;
    }
  }
  throw new Error(`no e-mail about ${words}`);
}

function proofForm(file: { name: string; bytes: Buffer } | null, note?: string): FormData {
  const form = new FormData();
  if (note !== undefined) form.append('note', note);
  if (file) form.append('file', new File([new Uint8Array(file.bytes)], file.name));
  return form;
}

function uploadProof(orderId: number, itemId: number, form: FormData, cookie = admin) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/items/${itemId}/proofs`,
    headers: { cookie },
    payload: form,
  });
}

function decide(link: { number: string; token: string }, proofId: number, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/order-page/${link.number}/proofs/${proofId}/decision`,
    headers: { 'x-order-token': link.token },
    payload: body,
  });
}

function setStatus(id: number, status: string) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${id}/status`,
    headers: { cookie: admin },
    payload: { status, notifyCustomer: false },
  });
}

const proofPdf = {
  name: 'proof-v1.pdf',
  bytes: pdfWithPages([
    [432, 288],
    [432, 288],
  ]),
};

describe('the proof choice at checkout', () => {
  it('is kept with the order; a client that does not send it gets printing as submitted', async () => {
    const withProof = await placeOrder(true);
    expect(withProof.proofRequested).toBe(true);
    const received = withProof.mails.find((mail) => mail.subject.startsWith('Your order'));
    expect(received?.text).toContain('You asked for a proof');
    expect(received?.text.replace(/\s+/g, ' ')).toMatch(
      // A store-paid order is picked up (Pay in Store needs Store Pickup): its date is the pickup date.
      /Expected: Ready for pickup .+, if you approve your proof the day it arrives/,
    );
    const asSubmitted = await placeOrder(false);
    expect(asSubmitted.proofRequested).toBe(false);
    expect(asSubmitted.mails.find((mail) => mail.subject.startsWith('Your order'))?.text).toContain(
      'You chose to print as submitted',
    );
    expect((await placeOrder(undefined)).proofRequested).toBe(false);
  });

  it('refuses a choice that is not true or false', async () => {
    const sessionId = randomUUID();
    await insertCartLine(t.handle.db, { sessionId, productId, quantity: 1, totalPrice: '20.00' });
    const response = await placeOrderRequest(t.app, orderHeaders(sessionId), {
      ...orderBody(),
      proofRequested: 'yes',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('a proof, its answers and the In Progress gate', () => {
  it('goes from upload to changes, a second version, approval and production', async () => {
    const order = await placeOrder(true);
    const itemId = order.items[0]!.id;

    // Without an approved proof the order may not go to production.
    const early = await setStatus(order.id, 'in_progress');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(proofMessages.needsApproval);

    const first = await uploadProof(order.id, itemId, proofForm(proofPdf, 'Check the phone number.'));
    expect(first.statusCode).toBe(201);
    const proof1 = first.json().items[0].proofs[0];
    expect(proof1).toMatchObject({
      version: 1,
      pageCount: 2,
      note: 'Check the phone number.',
      decision: null,
    });
    // Named by its item, so that an order of several items gets e-mails the customer can tell apart.
    const mail = await mailAbout('Your proof of Vinyl Banner');
    expect(mail.subject).toMatch(/^Your proof of Vinyl Banner for order #\d{3,} is ready to approve$/);
    expect(mail.to).toContain('pat@example.com');
    const link = linkIn(mail);

    // The customer sees the version and its pages through the link, and nothing without it.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/order-page/${link.number}`,
      headers: { 'x-order-token': link.token },
    });
    expect(page.json().items[0].proofs).toHaveLength(1);
    const picture = await t.app.inject({
      method: 'GET',
      url: `/api/order-page/${link.number}/proofs/${proof1.id}/pages/2`,
      headers: { 'x-order-token': link.token },
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const noToken = await t.app.inject({
      method: 'GET',
      url: `/api/order-page/${link.number}/proofs/${proof1.id}/pages/1`,
    });
    expect(noToken.statusCode).toBe(404);
    const noPage = await t.app.inject({
      method: 'GET',
      url: `/api/order-page/${link.number}/proofs/${proof1.id}/pages/3`,
      headers: { 'x-order-token': link.token },
    });
    expect(noPage.statusCode).toBe(404);

    // Changes need a comment.
    const silent = await decide(link, proof1.id, { decision: 'changes_requested', comment: '  ' });
    expect(silent.statusCode).toBe(400);
    expect(silent.json().issues[0]).toMatchObject({
      path: '/comment',
      message: proofMessages.commentRequired,
    });
    const changes = await decide(link, proof1.id, {
      decision: 'changes_requested',
      comment: 'Larger logo, please.',
    });
    expect(changes.statusCode).toBe(200);
    expect(changes.json().items[0].proofs[0]).toMatchObject({
      decision: 'changes_requested',
      comment: 'Larger logo, please.',
    });
    const shopMail = await mailAbout('asked for changes');
    expect(shopMail.to).toContain('owner@shop.test');
    expect(shopMail.text).toContain('Larger logo, please.');
    // Answered once.
    expect((await decide(link, proof1.id, { decision: 'approved' })).statusCode).toBe(409);
    expect((await setStatus(order.id, 'in_progress')).statusCode).toBe(409);

    // Version 2; version 1 and its answer are kept, and can no longer be approved.
    const png = { name: 'proof-v2.png', bytes: await artworkBytes.png() };
    const second = await uploadProof(order.id, itemId, proofForm(png));
    expect(second.statusCode).toBe(201);
    const versions = second.json().items[0].proofs;
    expect(
      versions.map((proof: { version: number; decision: string | null }) => [proof.version, proof.decision]),
    ).toEqual([
      [1, 'changes_requested'],
      [2, null],
    ]);
    const revised = await mailAbout('A revised proof');
    const link2 = linkIn(revised);
    const stale = await decide(link2, proof1.id, { decision: 'approved' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(proofMessages.notLatest);

    const approved = await decide(link2, versions[1].id, { decision: 'approved' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().items[0].proofs[1].decision).toBe('approved');

    const admin1 = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: { cookie: admin },
    });
    expect(admin1.json().items[0].proofs[1]).toMatchObject({
      decision: 'approved',
      decidedAt: expect.any(String),
    });
    expect((await setStatus(order.id, 'in_progress')).statusCode).toBe(200);

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/admin/proofs/${proof1.id}/file`,
      headers: { cookie: admin },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(proofPdf.bytes)).toBe(true);
  });

  it('needs every line approved, unless the admin prints without approval (who and when kept)', async () => {
    const order = await placeOrder(true, 2);
    await uploadProof(order.id, order.items[0]!.id, proofForm(proofPdf));
    const link = linkIn(await mailAbout('Your proof'));
    const state = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: { cookie: admin },
    });
    await decide(link, state.json().items[0].proofs[0].id, { decision: 'approved' });
    expect((await setStatus(order.id, 'completed')).statusCode).toBe(409);

    const waived = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/print-without-approval`,
      headers: { cookie: admin },
    });
    expect(waived.statusCode).toBe(200);
    expect(waived.json().printWithoutApproval).toEqual({ by: adminEmail, at: expect.any(String) });
    expect((await setStatus(order.id, 'in_progress')).statusCode).toBe(200);
  });

  it('does not hold an order that asked for no proof', async () => {
    const order = await placeOrder(false);
    expect((await setStatus(order.id, 'in_progress')).statusCode).toBe(200);
    const waive = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/print-without-approval`,
      headers: { cookie: admin },
    });
    expect(waive.statusCode).toBe(409);
  });
});

describe('bad proof uploads', () => {
  it('refuses a missing file, a file that is no PDF or image, a damaged PDF, and unknown lines; nothing is kept', async () => {
    const order = await placeOrder(true);
    const itemId = order.items[0]!.id;
    const none = await uploadProof(order.id, itemId, proofForm(null, 'no file'));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(proofMessages.proofFileRequired);
    const text = await uploadProof(
      order.id,
      itemId,
      proofForm({ name: 'proof.pdf', bytes: Buffer.from('hello') }),
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(proofMessages.proofFileType);
    const broken = await uploadProof(
      order.id,
      itemId,
      proofForm({
        name: 'broken.pdf',
        bytes: Buffer.concat([proofPdf.bytes.subarray(0, 60), Buffer.from('%%EOF')]),
      }),
    );
    expect(broken.statusCode).toBe(422);
    const otherLine = await uploadProof(order.id, 2_000_000, proofForm(proofPdf));
    expect(otherLine.statusCode).toBe(404);
    const noOrder = await uploadProof(2_000_000, itemId, proofForm(proofPdf));
    expect(noOrder.statusCode).toBe(404);
    const bad = await uploadProof(order.id, itemId, 'not multipart' as unknown as FormData);
    expect(bad.statusCode).toBe(415);
    const kept = await t.handle.db.select().from(orderProofs).where(eq(orderProofs.orderItemId, itemId));
    expect(kept).toHaveLength(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('asks for an admin session', async () => {
    const order = await placeOrder(true);
    const response = await uploadProof(order.id, order.items[0]!.id, proofForm(proofPdf), '');
    expect(response.statusCode).toBe(401);
  });

  it('refuses a decision that is neither, an unknown proof and a wrong token', async () => {
    const order = await placeOrder(true);
    const uploaded = await uploadProof(order.id, order.items[0]!.id, proofForm(proofPdf));
    const proofId = uploaded.json().items[0].proofs[0].id;
    const link = linkIn(await mailAbout('Your proof'));
    expect((await decide(link, proofId, { decision: 'maybe' })).statusCode).toBe(400);
    expect((await decide(link, 2_000_000, { decision: 'approved' })).statusCode).toBe(404);
    expect(
      (await decide({ ...link, token: 'x'.repeat(43) }, proofId, { decision: 'approved' })).statusCode,
    ).toBe(404);
  });
});
