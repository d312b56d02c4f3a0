import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, outboxMessages, products } from '#server/db/schema';
import { insertAdmin, loginCookie } from '#server/test/admin-fixtures';
import { artworkBytes, pdfWithHugeImage, pdfWithPages } from '#server/test/artwork-files';
import { countCartRows, insertConfigurableProduct, validCartFields } from '#server/test/cart-fixtures';
import { postCartItem } from '#server/test/cart-form';
import { orderBody, orderHeaders, placeOrderRequest } from '#server/test/checkout-fixtures';
import { pngWithHeader } from '#server/test/media-uploads';
import { createTestApp, type TestApp } from '#server/test/test-app';

/**
 * The server reads each artwork file's pixels on upload and checks it at the line's size
 * (docs/product/storefront.md#the-artwork-check).
 */

let t: TestApp;
let productId: number;
let undimensionedId: number;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2148d6' } })
    .png()
    .toBuffer();

beforeAll(async () => {
  t = await createTestApp({ mail: { from: 'orders@shop.test' } });
  await insertAdmin(t.handle.db);
  productId = (
    await insertConfigurableProduct(t.handle.db, {
      sizes: [
        { value: '2x4', label: "2' x 4'", price: '20.00', widthIn: 24, heightIn: 48 },
        { value: '3x6', label: "3' x 6'", price: '35.00', widthIn: 36, heightIn: 72 },
      ],
    })
  ).id;
  undimensionedId = (await insertConfigurableProduct(t.handle.db, { slug: 'no-dimensions' })).id;
});
afterAll(async () => {
  await t.close();
});

/** A PNG whose header claims `width` × `height` grey pixels, with one short row of data. */
const pngClaiming = (width: number, height: number) =>
  pngWithHeader(width, height, 0, deflateSync(Buffer.alloc(64)));

async function addWith(product: number, size: string, file: { name: string; bytes: Buffer }) {
  return postCartItem(t.app, randomUUID(), validCartFields(product, { size }), [file]);
}

describe('the artwork check on upload', () => {
  it('a 600 × 300 px PNG on a 3′ × 6′ banner is red, with the reason in numbers and a thumbnail', async () => {
    const response = await addWith(productId, '3x6', { name: 'logo.png', bytes: await png(600, 300) });
    expect(response.statusCode).toBe(201);
    const [file] = response.json().files;
    expect(file.check).toEqual({
      level: 'low',
      headline: 'Low resolution: this may print blurry',
      reason: expect.stringContaining('600 × 300 px printed at 36 × 72 in is about 8 DPI'),
    });
    expect(file.thumbnail).toMatch(/^data:image\/webp;base64,/);
    const thumbnail = await sharp(Buffer.from(file.thumbnail.split(',')[1], 'base64')).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([240, 120]);
  });

  it('a picture big enough for the size is green, and the cart reads the same check again', async () => {
    const session = randomUUID();
    const added = await postCartItem(t.app, session, validCartFields(productId, { size: '2x4' }), [
      { name: 'photo.png', bytes: await png(7200, 14400) },
    ]);
    expect(added.json().files[0].check.level).toBe('great');
    const cart = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { 'x-session-id': session },
    });
    expect(cart.json()[0].files[0].check).toEqual(added.json().files[0].check);
  });

  it('has no check for a size without printed dimensions, nor for a file it does not read', async () => {
    const image = await addWith(undimensionedId, '2x4', { name: 'logo.png', bytes: await png(600, 300) });
    expect(image.json().files[0]).toMatchObject({ check: null, thumbnail: expect.any(String) });
    const postscript = await addWith(productId, '3x6', {
      name: 'old.ai',
      bytes: Buffer.from('%!PS-Adobe-3.0 \n%%Creator: Adobe Illustrator(R) 8.0\n%%EOF\n'),
    });
    expect(postscript.json().files[0]).toMatchObject({ check: null, thumbnail: null });
  });

  it('refuses an image that cannot be decoded (422), with a clear message, and stores nothing', async () => {
    const whole = await png(400, 400);
    const before = await countCartRows(t.handle.db);
    const broken = await addWith(productId, '3x6', { name: 'broken.png', bytes: whole.subarray(0, 120) });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().message).toBe(
      'We could not read broken.png: the image is damaged or incomplete. Save it again and upload it.',
    );
    expect(await countCartRows(t.handle.db)).toEqual(before);
  });

  it('refuses an image past the pixel limit quickly, without decoding it', async () => {
    // A PNG header claiming 20000 × 20000 pixels (400 MP) over a tiny body: a decompression bomb's shape.
    const bomb = pngClaiming(20000, 20000);
    const started = Date.now();
    const refused = await addWith(productId, '3x6', { name: 'bomb.png', bytes: bomb });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('larger than 150 megapixels');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('PDFs', () => {
  const inches = (value: number) => value * 72;

  it('a PDF of the size ordered is green, with a thumbnail of its first page', async () => {
    const added = await addWith(productId, '3x6', {
      name: 'banner.pdf',
      bytes: pdfWithPages([[inches(36), inches(72)]]),
    });
    expect(added.statusCode).toBe(201);
    const [file] = added.json().files;
    expect(file.check).toMatchObject({ level: 'great', reason: 'The page is 36 × 72 in, the size ordered.' });
    const thumbnail = await sharp(Buffer.from(file.thumbnail.split(',')[1], 'base64')).metadata();
    expect([thumbnail.format, thumbnail.height]).toEqual(['webp', 240]);
  });

  it('a letter page for a banner is red, named for what it is', async () => {
    const added = await addWith(productId, '3x6', { name: 'letter.pdf', bytes: pdfWithPages([[612, 792]]) });
    expect(added.json().files[0].check).toMatchObject({
      level: 'low',
      headline: 'Page size does not match',
      reason:
        'The page is 8.5 × 11 in, a different shape from 36 × 72 in: it would be cropped or leave blank edges.',
    });
  });

  it.each([
    ['damaged', artworkBytes.pdf().subarray(0, 30), 'the PDF is damaged or incomplete'],
    [
      'protected by a password',
      pdfWithPages([[612, 792]], { encrypt: true }),
      'it is protected by a password',
    ],
  ])('refuses a PDF that is %s (422) with the reason', async (_case, bytes, reason) => {
    const refused = await addWith(productId, '3x6', { name: 'bad.pdf', bytes });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain(`We could not read bad.pdf: ${reason}`);
  });

  it('opens a PDF declaring a 40000 × 40000 px picture within seconds, without decoding it, and keeps serving', async () => {
    const started = Date.now();
    const added = await addWith(productId, '3x6', {
      name: 'heavy.pdf',
      bytes: pdfWithHugeImage(40000, 40000),
    });
    expect(added.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
  });
});

describe('the artwork check after the order', () => {
  it('goes with the order: the order, the admin details and list, and the e-mail (without the thumbnail)', async () => {
    const session = randomUUID();
    const added = await postCartItem(t.app, session, validCartFields(productId, { size: '3x6' }), [
      { name: 'tiny-logo.png', bytes: await png(600, 300) },
    ]);
    expect(added.statusCode).toBe(201);
    const placed = await placeOrderRequest(t.app, orderHeaders(session), orderBody());
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    expect(order.items[0].files[0].check.level).toBe('low');

    const admin = await loginCookie(t.app);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie: admin } });
    expect(list.json().orders.find((row: { id: number }) => row.id === order.id).filesToCheck).toBe(1);
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: { cookie: admin },
    });
    expect(details.json().items[0].files[0]).toMatchObject({
      check: { level: 'low', headline: 'Low resolution: this may print blurry' },
      thumbnail: expect.stringMatching(/^data:image\/webp;base64,/),
    });

    const [mail] = await t.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.orderId, order.id));
    const kept = JSON.stringify(mail?.payload);
    expect(kept).toContain('Low resolution: this may print blurry');
    expect(kept).not.toContain('base64');
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/admin/messages/${mail?.id}`,
      headers: { cookie: admin },
    });
    expect(view.json().text).toContain('Artwork: tiny-logo.png · Low resolution: this may print blurry');
  });
});

describe('the shop’s print DPI for a product or its category (docs/product/storefront.md#the-artwork-check)', () => {
  it('judges by the kind of print, then by the product’s or its category’s setting, worked out again at every read', async () => {
    const { db } = t.handle;
    // In a category of its own (insertVinylBanner's).
    const product = await insertConfigurableProduct(db, {
      slug: 'fence-banner',
      sizes: [{ value: '2x4', label: "2' x 4'", price: '20.00', widthIn: 24, heightIn: 48 }],
    });
    const setProduct = (great: number | null, ok: number | null) =>
      db.update(products).set({ printDpiGreat: great, printDpiOk: ok }).where(eq(products.id, product.id));
    const setCategory = (great: number | null, ok: number | null) =>
      db
        .update(categories)
        .set({ printDpiGreat: great, printDpiOk: ok })
        .where(eq(categories.id, product.categoryId!));
    const session = randomUUID();
    // 2400 × 4800 px at 24 × 48 in: 100 DPI, amber for a sign of this size (75 to 150).
    const added = await postCartItem(t.app, session, validCartFields(product.id, { size: '2x4' }), [
      { name: 'fence.png', bytes: await png(2400, 4800) },
    ]);
    expect(added.statusCode).toBe(201);
    expect(added.json().files[0].check).toEqual({
      level: 'ok',
      headline: 'OK at this size',
      reason:
        '2400 × 4800 px printed at 24 × 48 in is about 100 DPI: fine for a sign of this size, seen from a few feet away (75 DPI or more); 3600 × 7200 px would be great (150 DPI).',
    });
    const cartCheck = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/cart', headers: { 'x-session-id': session } })
      ).json()[0].files[0].check;
    const publicDpi = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/products/fence-banner' })).json().printDpi;

    await setCategory(200, 120);
    expect(await cartCheck()).toMatchObject({
      level: 'low',
      reason: expect.stringContaining('about 100 DPI, under the 120 DPI the shop asks for this product'),
    });
    expect(await publicDpi()).toEqual({ great: 200, ok: 120, from: 'category' });

    await setProduct(100, 50);
    expect(await cartCheck()).toEqual({
      level: 'great',
      headline: 'Great for print',
      reason:
        '2400 × 4800 px printed at 24 × 48 in is about 100 DPI: great for this product (100 DPI or more).',
    });
    expect(await publicDpi()).toEqual({ great: 100, ok: 50, from: 'product' });

    // The order reads the setting in force too: the admin's list and details follow a change at once.
    const placed = await placeOrderRequest(t.app, orderHeaders(session), orderBody());
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    expect(order.items[0].files[0].check.level).toBe('great');
    const admin = await loginCookie(t.app);
    const adminView = async () => {
      const [list, details] = await Promise.all([
        t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie: admin } }),
        t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: { cookie: admin } }),
      ]);
      return {
        filesToCheck: list.json().orders.find((row: { id: number }) => row.id === order.id).filesToCheck,
        level: details.json().items[0].files[0].check.level,
      };
    };
    expect(await adminView()).toEqual({ filesToCheck: 0, level: 'great' });
    await setProduct(null, null);
    expect(await adminView()).toEqual({ filesToCheck: 1, level: 'low' });
    await setCategory(null, null);
    expect(await adminView()).toEqual({ filesToCheck: 0, level: 'ok' });
    expect(await publicDpi()).toBeNull();
  });
});
