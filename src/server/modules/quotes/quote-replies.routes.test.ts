import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  orderItems,
  outboxMessages,
  products,
  quoteLinks,
  quoteReplies,
  quoteRequests,
} from '#server/db/schema';
import { artworkBytes } from '#server/test/artwork-files';
import { postCartItem } from '#server/test/cart-form';
import { orderBody, orderHeaders, placeOrderRequest } from '#server/test/checkout-fixtures';
import { insertProduct } from '#server/test/fixtures';
import { type MailingShop, startMailingShop } from '#server/test/mailing-shop';
import type { ReceivedMail } from '#server/test/smtp-test-server';
import { apiMessages } from '#shared/errors';
import { formatQuoteDay, quoteExpiredMessage, quoteValidUntil } from '#shared/quotes';
import { adminQuoteRequestListSchema } from '#shared/schemas/admin';
import { cartSchema } from '#shared/schemas/cart';
import { customerQuoteSchema, quoteReplySchema } from '#shared/schemas/quote-reply';

/**
 * The shop answers a quote request with a price, the customer gets it by e-mail with a link, and the cart and
 * the order charge the quoted price, never the browser's, and refuse it once expired
 * (docs/product/orders-and-statuses.md#quotes-answered).
 */

let shop: MailingShop;

beforeAll(async () => {
  shop = await startMailingShop();
});
afterAll(() => shop.close());
beforeEach(() => {
  shop.smtp.received.length = 0;
});

async function insertRequest(email = `asker.${randomUUID().slice(0, 8)}@example.com`) {
  const [row] = await shop.t.handle.db
    .insert(quoteRequests)
    .values({ name: 'Grace Hopper', email, product: 'Stickers', details: '500 round stickers, 3 inches.' })
    .returning();
  return row!;
}

function reply(requestId: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return shop.t.app.inject({
    method: 'POST',
    url: `/api/admin/quote-requests/${requestId}/replies`,
    headers: { cookie: shop.admin, ...headers },
    payload: body,
  });
}

const validReply = () => ({
  productId: shop.productId,
  description: '500 die-cut vinyl stickers, 3" circle, full colour',
  quantity: 500,
  unitPrice: '0.80',
  note: 'Printed on our outdoor vinyl.',
  validDays: 14,
});

const linkPattern = /http:\/\/shop\.test\/quote\/([\w-]{43})/;

function quoteLinkIn(mail: ReceivedMail | undefined): string {
  const match = linkPattern.exec(mail?.text ?? '');
  if (!match) throw new Error(`no quote link in: ${mail?.text}`);
  return match[1]!;
}

/** A request answered with `overrides`, and the token of the link its e-mail carries. */
async function answeredQuote(overrides: Record<string, unknown> = {}) {
  const request = await insertRequest();
  const response = await reply(request.id, { ...validReply(), ...overrides });
  expect(response.statusCode).toBe(201);
  const mail = await mailTo(request.email);
  return { request, quote: quoteReplySchema.parse(response.json()), token: quoteLinkIn(mail), mail: mail! };
}

/** The one e-mail to `email`, once it has arrived (order e-mails of earlier tests may still come in). */
async function mailTo(email: string): Promise<ReceivedMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = shop.smtp.received.filter((mail) => mail.to.includes(email));
    if (found.length > 0) {
      expect(found).toHaveLength(1);
      return found[0]!;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function readQuote(token: string) {
  return shop.t.app.inject({ method: 'GET', url: `/api/quotes/${token}` });
}

function addQuoteToCart(
  sessionId: string,
  fields: Record<string, string>,
  files = [] as { name: string; bytes: Buffer }[],
) {
  return postCartItem(shop.t.app, sessionId, fields, files);
}

/** The lines of a session's cart, as GET /api/cart answers them. */
async function cartLines(sessionId: string) {
  const response = await shop.t.app.inject({
    method: 'GET',
    url: '/api/cart',
    headers: { 'x-session-id': sessionId },
  });
  return cartSchema.parse(response.json());
}

async function expireQuote(id: number) {
  await shop.t.handle.db
    .update(quoteReplies)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(quoteReplies.id, id));
}

async function countReplies() {
  const [row] = await shop.t.handle.db.select({ n: count() }).from(quoteReplies);
  return row?.n ?? 0;
}

describe('POST /api/admin/quote-requests/:id/replies', () => {
  it('stores the price, e-mails the customer a link of their own, and lists the reply under its request', async () => {
    const before = new Date();
    const { request, quote, token, mail } = await answeredQuote();
    const after = new Date();

    expect(quote).toMatchObject({
      number: `Q-${quote.id}`,
      productId: shop.productId,
      productName: 'Vinyl Banner',
      quantity: 500,
      unitPrice: '0.80',
      total: '400.00',
      note: 'Printed on our outdoor vinyl.',
      validDays: 14,
      expired: false,
      orderNumbers: [],
    });
    // Fourteen days from today in the shop's calendar (Chicago, the default), the whole of that day.
    const days = [
      quoteValidUntil(before, 14, 'America/Chicago'),
      quoteValidUntil(after, 14, 'America/Chicago'),
    ];
    expect(days).toContain(quote.validUntil);
    const [stored] = await shop.t.handle.db.select().from(quoteReplies).where(eq(quoteReplies.id, quote.id));
    const nextDay = new Date(`${quote.validUntil}T00:00:00Z`);
    nextDay.setUTCDate(nextDay.getUTCDate() + 1);
    // Midnight in Chicago is 05:00 or 06:00 UTC, whichever daylight saving makes it.
    expect([5, 6]).toContain((stored!.expiresAt.getTime() - nextDay.getTime()) / 3_600_000);

    expect(mail.to).toEqual([request.email]);
    expect(mail.subject).toBe(`Your quote ${quote.number} from PrintPro Signs`);
    expect(mail.text).toContain('Hello Grace,');
    expect(mail.text).toContain('500 die-cut vinyl stickers, 3" circle, full colour');
    expect(mail.text).toMatch(/500 × \$0\.80 each\s+\$400\.00/);
    expect(mail.text).toContain('Printed on our outdoor vinyl.');
    expect(mail.text).toContain(`The price holds until ${formatQuoteDay(quote.validUntil)}.`);

    // The token is in the e-mail only: its hash in quote_links, nothing in the outbox.
    const links = await shop.t.handle.db
      .select()
      .from(quoteLinks)
      .where(eq(quoteLinks.quoteReplyId, quote.id));
    expect(links).toHaveLength(1);
    expect(links[0]!.tokenHash).not.toContain(token);
    const outbox = await shop.t.handle.db.select().from(outboxMessages);
    expect(JSON.stringify(outbox)).not.toContain(token);

    const listed = adminQuoteRequestListSchema.parse(
      (
        await shop.t.app.inject({
          method: 'GET',
          url: '/api/admin/quote-requests',
          headers: { cookie: shop.admin },
        })
      ).json(),
    );
    expect(listed.quoteRequests.find((entry) => entry.id === request.id)?.replies).toEqual([quote]);
  });

  it.each([
    ['no product', { productId: undefined }, '/productId', 'Choose a product'],
    ['an unknown product', { productId: 999_999 }, '/productId', apiMessages.quoteProductUnavailable],
    ['a blank description', { description: '   ' }, '/description', 'Describe what you quote'],
    ['no quantity', { quantity: 0 }, '/quantity', 'The quantity must be at least 1'],
    ['a part of a piece', { quantity: 2.5 }, '/quantity', 'Enter a whole number'],
    ['a free piece', { unitPrice: '0.00' }, '/unitPrice', 'The price per piece must be more than $0.00'],
    ['a fraction of a cent', { unitPrice: '0.805' }, '/unitPrice', 'Must be an amount such as 24.99'],
    ['a price in words', { unitPrice: 'cheap' }, '/unitPrice', 'Must be an amount such as 24.99'],
    [
      'a total over what one order may be',
      { quantity: 1_000_000, unitPrice: '99999.00' },
      '/unitPrice',
      'The quote’s total is too large for one order',
    ],
    ['no day of validity', { validDays: 0 }, '/validDays', 'A quote is valid for at least 1 day'],
    ['over a year', { validDays: 366 }, '/validDays', 'A quote is valid for at most 365 days'],
  ])(
    'refuses %s with 400 naming the field, and writes and sends nothing',
    async (_, overrides, path, message) => {
      const request = await insertRequest();
      const before = await countReplies();
      const response = await reply(request.id, { ...validReply(), ...overrides });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toContainEqual({ path, message });
      expect(await countReplies()).toBe(before);
      expect(shop.smtp.received).toHaveLength(0);
    },
  );

  it('refuses an archived product, an unknown request (404) and a missing session (401)', async () => {
    const archived = await insertProduct(shop.t.handle.db, { isArchived: true });
    const request = await insertRequest();
    const onArchived = await reply(request.id, { ...validReply(), productId: archived.id });
    expect(onArchived.statusCode).toBe(400);
    expect(onArchived.json().issues).toEqual([
      { path: '/productId', message: apiMessages.quoteProductUnavailable },
    ]);

    const unknown = await reply(999_999, validReply());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(apiMessages.quoteRequestNotFound);

    const anonymous = await shop.t.app.inject({
      method: 'POST',
      url: `/api/admin/quote-requests/${request.id}/replies`,
      payload: validReply(),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/quotes/:token', () => {
  it('shows the quote its link opens, and says when it has expired', async () => {
    const { quote, token } = await answeredQuote();
    const response = await readQuote(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(customerQuoteSchema.parse(response.json())).toMatchObject({
      number: quote.number,
      customerName: 'Grace Hopper',
      productName: 'Vinyl Banner',
      description: quote.description,
      quantity: 500,
      unitPrice: '0.80',
      total: '400.00',
      note: 'Printed on our outdoor vinyl.',
      validUntil: quote.validUntil,
      expired: false,
      withdrawn: false,
    });
    await expireQuote(quote.id);
    expect((await readQuote(token)).json().expired).toBe(true);
  });

  it('opens nothing for a token it never made (404) or one that is not a token (400)', async () => {
    const unknown = await readQuote('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(apiMessages.quoteNotFound);
    expect((await readQuote('not-a-token')).statusCode).toBe(400);
  });
});

describe('ordering a quote', () => {
  it('charges the quoted price whatever the browser sends, keeps it fixed, and the order line keeps the quote', async () => {
    const { quote, token } = await answeredQuote();
    // The product's own prices change after the quote: the quote still holds.
    await shop.t.handle.db
      .update(products)
      .set({ basePrice: '99.00' })
      .where(eq(products.id, shop.productId));
    const sessionId = randomUUID();
    const added = await addQuoteToCart(sessionId, {
      quoteToken: token,
      designMethod: 'create',
      designNotes: 'Our logo on white, please.',
      // What a tampering browser might add: ignored.
      quantity: '1',
      unitPrice: '0.01',
      totalPrice: '0.01',
      size: '3x6',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      productId: shop.productId,
      quantity: 500,
      size: null,
      unitPrice: '0.80',
      totalPrice: '400.00',
      price: { unitPrice: '0.80', quantity: 500, subtotal: '400.00', discount: '0.00', lineTotal: '400.00' },
      options: [
        { name: 'Quote', value: quote.number, label: `${quote.number}: ${quote.description}` },
        { name: 'Design', value: 'create', label: 'Design it for me' },
      ],
      quote: {
        number: quote.number,
        description: quote.description,
        validUntil: quote.validUntil,
        expired: false,
      },
      priceWhenAdded: null,
    });
    const lineId = added.json().id as number;

    const [line] = await cartLines(sessionId);
    expect(line).toMatchObject({ totalPrice: '400.00', quote: { number: quote.number } });

    // Fixed: neither its quantity nor its options change, and it goes in a cart once.
    const patch = await shop.t.app.inject({
      method: 'PATCH',
      url: `/api/cart/${lineId}`,
      headers: { 'x-session-id': sessionId },
      payload: { quantity: 5000 },
    });
    expect(patch.statusCode).toBe(409);
    expect(patch.json()).toMatchObject({ code: 'QUOTE_LINE_FIXED', message: apiMessages.quoteLineFixed });
    const twice = await addQuoteToCart(sessionId, {
      quoteToken: token,
      designMethod: 'create',
      designNotes: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'QUOTE_IN_CART', message: apiMessages.quoteInCart });

    const placed = await placeOrderRequest(shop.t.app, orderHeaders(sessionId), orderBody());
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    expect(order).toMatchObject({ subtotal: '400.00' });
    expect(order.items).toEqual([
      expect.objectContaining({
        quantity: 500,
        unitPrice: '0.80',
        lineTotal: '400.00',
        options: [{ name: 'Quote', value: quote.number, label: `${quote.number}: ${quote.description}` }],
      }),
    ]);
    const [stored] = await shop.t.handle.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(stored).toMatchObject({ quoteReplyId: quote.id, unitPrice: '0.80', lineTotal: '400.00' });

    const listed = adminQuoteRequestListSchema.parse(
      (
        await shop.t.app.inject({
          method: 'GET',
          url: '/api/admin/quote-requests',
          headers: { cookie: shop.admin },
        })
      ).json(),
    );
    const replies = listed.quoteRequests.flatMap((entry) => entry.replies);
    expect(replies.find((entry) => entry.id === quote.id)?.orderNumbers).toEqual([order.orderNumber]);
    await shop.t.handle.db.update(products).set({ basePrice: '0.00' }).where(eq(products.id, shop.productId));
  });

  it('puts a quote in one cart once, even when it is added twice at the same moment', async () => {
    const { token } = await answeredQuote();
    const sessionId = randomUUID();
    const fields = { quoteToken: token, designMethod: 'create', designNotes: 'Logo' };
    const answers = await Promise.all([addQuoteToCart(sessionId, fields), addQuoteToCart(sessionId, fields)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().code).toBe('QUOTE_IN_CART');
    expect(await cartLines(sessionId)).toHaveLength(1);
    // Another cart may order it too: a quote is a price offered, not a reservation.
    expect((await addQuoteToCart(randomUUID(), fields)).statusCode).toBe(201);
  });

  it('takes artwork files with the quote, and asks for them when the customer uploads', async () => {
    const { token } = await answeredQuote();
    const sessionId = randomUUID();
    const none = await addQuoteToCart(sessionId, { quoteToken: token, designMethod: 'upload' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(apiMessages.filesRequired);
    const withFile = await addQuoteToCart(sessionId, { quoteToken: token, designMethod: 'upload' }, [
      { name: 'stickers.pdf', bytes: artworkBytes.pdf() },
    ]);
    expect(withFile.statusCode).toBe(201);
    expect(withFile.json()).toMatchObject({ uploadedFiles: ['stickers.pdf'], totalPrice: '400.00' });
  });

  it('refuses an expired quote when it is added, and at the checkout when it expired in the cart', async () => {
    const { quote, token } = await answeredQuote();
    const sessionId = randomUUID();
    const added = await addQuoteToCart(sessionId, {
      quoteToken: token,
      designMethod: 'create',
      designNotes: 'Logo',
    });
    expect(added.statusCode).toBe(201);
    await expireQuote(quote.id);
    const expired = quoteExpiredMessage(quote.validUntil);

    const [line] = await cartLines(sessionId);
    expect(line?.quote).toMatchObject({ expired: true });

    const placed = await placeOrderRequest(shop.t.app, orderHeaders(sessionId), orderBody());
    expect(placed.statusCode).toBe(409);
    expect(placed.json()).toMatchObject({ code: 'CART_ITEM_CHANGED' });
    expect(placed.json().message).toContain(expired);

    const late = await addQuoteToCart(randomUUID(), {
      quoteToken: token,
      designMethod: 'create',
      designNotes: 'Logo',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'QUOTE_EXPIRED', message: expired });
  });

  it('says a quote is withdrawn once its product is archived, and refuses to add it (409)', async () => {
    const product = await insertProduct(shop.t.handle.db, { name: 'Retired Sign' });
    const { token } = await answeredQuote({ productId: product.id });
    expect((await readQuote(token)).json()).toMatchObject({ withdrawn: false, expired: false });
    await shop.t.handle.db.update(products).set({ isArchived: true }).where(eq(products.id, product.id));

    expect((await readQuote(token)).json()).toMatchObject({ withdrawn: true, productName: 'Retired Sign' });
    const sessionId = randomUUID();
    const added = await addQuoteToCart(sessionId, {
      quoteToken: token,
      designMethod: 'create',
      designNotes: 'x',
    });
    expect(added.statusCode).toBe(409);
    expect(added.json()).toMatchObject({ code: 'QUOTE_WITHDRAWN', message: apiMessages.quoteWithdrawn });
    expect(await cartLines(sessionId)).toEqual([]);
  });

  it('refuses a link it never made, and a malformed one, and adds nothing', async () => {
    const sessionId = randomUUID();
    const unknown = await addQuoteToCart(sessionId, {
      quoteToken: 'B'.repeat(43),
      designMethod: 'create',
      designNotes: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(apiMessages.quoteNotFound);
    const malformed = await addQuoteToCart(sessionId, {
      quoteToken: 'short',
      designMethod: 'create',
      designNotes: 'x',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await cartLines(sessionId)).toEqual([]);
  });
});
