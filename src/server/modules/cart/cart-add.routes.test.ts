import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartItems, uploadedFiles } from '#server/db/schema';
import { artworkBytes } from '#server/test/artwork-files';
import { insertConfigurableProduct, validCartFields } from '#server/test/cart-fixtures';
import { postCartItem } from '#server/test/cart-form';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { cartItemSchema } from '#shared/schemas/cart';

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  productId = (await insertConfigurableProduct(t.handle.db)).id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.handle.db.delete(cartItems);
  for (const key of t.storage.keys()) await t.storage.delete(key);
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function storedBytes(key: string): Promise<Buffer> {
  const file = await t.storage.get(key);
  if (!file) throw new Error(`not stored: ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('POST /api/cart', () => {
  it('adds an item with a real PDF: 201 with the item, the file stored privately with its SHA-256', async () => {
    const session = randomUUID();
    const pdf = artworkBytes.pdf();
    const response = await postCartItem(t.app, session, validCartFields(productId), [
      { name: 'banner.pdf', bytes: pdf, type: 'application/pdf' },
    ]);
    expect(response.statusCode).toBe(201);
    const item = cartItemSchema.parse(response.json());
    expect(item).toMatchObject({
      productId,
      productName: 'Vinyl Banner',
      size: '2x4',
      material: 'vinyl',
      quantity: 2,
      cutShape: 'rect',
      finish: 'matte',
      customOptions: { grommets: false, color: 'cmyk' },
      designMethod: 'upload',
      designNotes: null,
      unitPrice: '20.00',
      totalPrice: '40.00',
      uploadedFiles: ['banner.pdf'],
      files: [{ originalName: 'banner.pdf', size: pdf.length, mimeType: 'application/pdf' }],
    });

    const [row] = await t.handle.db.select().from(uploadedFiles).where(eq(uploadedFiles.cartItemId, item.id));
    expect(row).toMatchObject({ id: item.files[0]?.id, sha256: sha256(pdf), size: pdf.length });
    expect(row?.storageKey).toMatch(/^artwork\/[0-9a-f-]{36}\.pdf$/);
    expect(t.storage.keys()).toEqual([row?.storageKey]);
    expect(await storedBytes(row!.storageKey)).toEqual(pdf);

    // GET answers the same item.
    const cart = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { 'x-session-id': session },
    });
    expect(cart.json()).toEqual([response.json()]);
  });

  it.each([
    ['a PNG', 'photo.png', () => artworkBytes.png(), 'image/png', 'png'],
    ['a JPEG', 'photo.jpeg', () => artworkBytes.jpeg(), 'image/jpeg', 'jpg'],
    ['a PDF-compatible .ai file', 'logo.ai', () => artworkBytes.aiPdf(), 'application/pdf', 'ai'],
    [
      'a PostScript .ai file',
      'old-logo.AI',
      () => artworkBytes.aiPostScript(),
      'application/postscript',
      'ai',
    ],
  ])('accepts %s, typed by its bytes', async (_case, name, make, mimeType, extension) => {
    const bytes = await make();
    // The browser's claimed type is ignored: the bytes decide.
    const response = await postCartItem(t.app, randomUUID(), validCartFields(productId), [
      { name, bytes, type: 'application/octet-stream' },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().files).toEqual([expect.objectContaining({ originalName: name, mimeType })]);
    const [row] = await t.handle.db.select().from(uploadedFiles);
    expect(row?.sha256).toBe(sha256(bytes));
    expect(row?.storageKey.endsWith(`.${extension}`)).toBe(true);
    expect(await storedBytes(row!.storageKey)).toEqual(bytes);
  });

  it('prices the line on the server and ignores a price sent by the client', async () => {
    const session = randomUUID();
    const fields = validCartFields(productId, {
      quantity: '10',
      size: '2x4',
      material: 'mesh',
      isRush: 'true',
      cutShape: 'circle',
      finish: 'gloss',
      lamination: 'true',
      customOptions: JSON.stringify({ grommets: true, color: 'spot' }),
      totalPrice: '0.01',
      unitPrice: '0.01',
    });
    const response = await postCartItem(t.app, session, fields, [
      { name: 'a.pdf', bytes: artworkBytes.pdf() },
    ]);
    expect(response.statusCode).toBe(201);
    // (20 + 5 mesh + 15 rush + 3 circle + 2 grommets + 4 spot) × 1.1 gloss × 1.1 lamination = 59.29;
    // × 10 = 592.90, less 10 % = 533.61.
    expect(response.json()).toMatchObject({ unitPrice: '59.29', totalPrice: '533.61', isRush: true });
    const [row] = await t.handle.db.select().from(cartItems).where(eq(cartItems.sessionId, session));
    expect(row).toMatchObject({ unitPrice: '59.29', totalPrice: '533.61', lamination: true });
  });

  it('takes several files for one item, up to ten, each recorded', async () => {
    const files = Array.from({ length: 10 }, (_, i) => ({
      name: `page-${i}.pdf`,
      bytes: artworkBytes.pdf(),
    }));
    const response = await postCartItem(t.app, randomUUID(), validCartFields(productId), files);
    expect(response.statusCode).toBe(201);
    expect(response.json().uploadedFiles).toHaveLength(10);
    expect(t.storage.keys()).toHaveLength(10);
  });

  it('keeps the files of an item in the order they were sent, in the cart and in the list', async () => {
    const names = ['zeta.pdf', 'alpha.pdf', 'mid.pdf', 'beta.pdf', 'omega.pdf', 'gamma.pdf'];
    const session = randomUUID();
    const files = names.map((name) => ({ name, bytes: artworkBytes.pdf() }));
    const response = await postCartItem(t.app, session, validCartFields(productId), files);
    expect(response.json().uploadedFiles).toEqual(names);
    const list = await t.app.inject({ url: '/api/cart', headers: { 'x-session-id': session } });
    expect(list.json()[0].uploadedFiles).toEqual(names);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const bytes = artworkBytes.pdf(10 * 1024 * 1024);
    const response = await postCartItem(t.app, randomUUID(), validCartFields(productId), [
      { name: 'big.pdf', bytes },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().files[0].size).toBe(10 * 1024 * 1024);
  });

  it('keeps only the last part of a file name sent with a path', async () => {
    const response = await postCartItem(t.app, randomUUID(), validCartFields(productId), [
      { name: '..\\..\\secret\\logo.pdf', bytes: artworkBytes.pdf() },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().uploadedFiles).toEqual(['logo.pdf']);
  });

  it('adds a "create" item without files, keeping the description', async () => {
    const response = await postCartItem(
      t.app,
      randomUUID(),
      validCartFields(productId, { designMethod: 'create', designNotes: '  Red logo, white text  ' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      designMethod: 'create',
      designNotes: 'Red logo, white text',
      uploadedFiles: [],
    });
    expect(t.storage.keys()).toEqual([]);
  });

  it('adds a "create" item with a reference file', async () => {
    const response = await postCartItem(
      t.app,
      randomUUID(),
      validCartFields(productId, { designMethod: 'create', designNotes: 'Like this photo' }),
      [{ name: 'idea.png', bytes: await artworkBytes.png() }],
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().uploadedFiles).toEqual(['idea.png']);
  });

  it('leaves out options the client did not send (a product without sizes prices from its base price)', async () => {
    const plain = await insertConfigurableProduct(t.handle.db, {
      sizes: [],
      hasCutShapes: false,
      hasFinishes: false,
      customOptions: [],
    });
    const {
      size: _size,
      cutShape: _cutShape,
      finish: _finish,
      ...fields
    } = validCartFields(plain.id, {
      customOptions: JSON.stringify({ grommets: true }),
    });
    const response = await postCartItem(t.app, randomUUID(), fields, [
      { name: 'a.pdf', bytes: artworkBytes.pdf() },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ size: null, cutShape: null, finish: null, unitPrice: '12.00' });
  });
});
