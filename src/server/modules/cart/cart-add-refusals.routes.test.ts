import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import type { Database } from '#server/db/client';
import { uploadedFiles } from '#server/db/schema';
import { artworkBytes } from '#server/test/artwork-files';
import { countCartRows, insertConfigurableProduct, validCartFields } from '#server/test/cart-fixtures';
import { cartForm, type FormFile, postCartItem } from '#server/test/cart-form';
import { insertProduct } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';

let t: TestApp;
let productId: number;
let plainProductId: number;
beforeAll(async () => {
  t = await createTestApp();
  productId = (await insertConfigurableProduct(t.handle.db)).id;
  plainProductId = (await insertProduct(t.handle.db)).id; // sizes 'small', materials 'vinyl', nothing else
});
afterAll(async () => {
  await t.close();
});
// A refused add leaves nothing behind: no cart line, no file row, no stored bytes.
afterEach(async () => {
  expect(await countCartRows(t.handle.db)).toEqual({ items: 0, files: 0 });
  expect(t.storage.keys()).toEqual([]);
});

const pdf = (name = 'art.pdf'): FormFile => ({ name, bytes: artworkBytes.pdf() });

async function refused(fields: Record<string, string>, files: FormFile[] = [pdf()], session = randomUUID()) {
  const response = await postCartItem(t.app, session, fields, files);
  return { status: response.statusCode, body: response.json() };
}

describe('POST /api/cart refuses', () => {
  it.each([
    ['no session header', undefined],
    ['a session id that is not a UUID', 'abc'],
  ])('%s with 400', async (_case, session) => {
    const response = await postCartItem(t.app, session, validCartFields(productId), [pdf()]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/X-Session-Id/);
  });

  it('an unknown product with 404', async () => {
    expect(await refused(validCartFields(999_999))).toMatchObject({
      status: 404,
      body: { message: 'Product not found' },
    });
  });

  it('an archived product with 404', async () => {
    const archived = await insertConfigurableProduct(t.handle.db, { isArchived: true });
    expect(await refused(validCartFields(archived.id))).toMatchObject({
      status: 404,
      body: { message: 'Product not found' },
    });
  });

  it.each([
    ['size', '9x9', 'size: Unknown size "9x9"'],
    ['material', 'gold', 'material: Unknown material "gold"'],
    ['cutShape', 'star', 'cutShape: Unknown cut shape "star"'],
    ['finish', 'satin', 'finish: Unknown finish "satin"'],
  ])('an unknown %s code with 400 naming it', async (field, code, message) => {
    const { status, body } = await refused(validCartFields(productId, { [field]: code }));
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect(body.issues).toEqual([{ path: field, message: message.slice(field.length + 2) }]);
  });

  it('a missing required custom option, from the product or from its category, listing every problem', async () => {
    const { status, body } = await refused(validCartFields(productId, { customOptions: '{}', size: '9x9' }));
    expect(status).toBe(400);
    expect(body.message).toBe(
      'size: Unknown size "9x9"; customOptions.grommets: Grommets is required; customOptions.color: Ink Color is required',
    );
    expect(body.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'size',
      'customOptions.grommets',
      'customOptions.color',
    ]);
  });

  it.each([
    [
      'double-sided printing',
      { isDoubleSided: 'true' },
      'isDoubleSided: This product is not offered double-sided',
    ],
    ['lamination', { lamination: 'true' }, 'lamination: This product is not offered with lamination'],
    ['a cut shape', { cutShape: 'rect' }, 'cutShape: This product has no cut shape options'],
    ['a custom option', { customOptions: '{"color":"cmyk"}' }, 'customOptions.color: Unknown option "color"'],
  ])('%s the product does not offer with 400', async (_case, extra, message) => {
    const fields = { productId: String(plainProductId), quantity: '1', size: 'small', material: 'vinyl' };
    const { status, body } = await refused({ ...fields, designMethod: 'upload', ...extra });
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it.each([
    ['productId', 'abc'],
    ['quantity', 'many'],
    ['quantity', '2.5'],
    ['isRush', 'maybe'],
    ['customOptions', '{not json'],
    ['customOptions', '{"color": 5}'],
    ['designMethod', 'email'],
  ])('a malformed %s (%s) with 400 naming it', async (field, value) => {
    const { status, body } = await refused(validCartFields(productId, { [field]: value }));
    expect(status).toBe(400);
    expect(body.message).toContain(field);
  });

  it('a quantity of 0 with 400', async () => {
    const { status, body } = await refused(validCartFields(productId, { quantity: '0' }));
    expect(status).toBe(400);
    expect(body.message).toBe('quantity: Quantity must be a whole number of at least 1');
  });

  it('an upload without files with the SPEC message', async () => {
    expect(await refused(validCartFields(productId), [])).toMatchObject({
      status: 400,
      body: { message: 'Please upload your artwork files.', code: 'FILES_REQUIRED' },
    });
  });

  it.each([[''], ['   ']])(
    'a "create" item with a blank description (%j) with the SPEC message',
    async (notes) => {
      const fields = validCartFields(productId, { designMethod: 'create', designNotes: notes });
      expect(await refused(fields, [])).toMatchObject({
        status: 400,
        body: { message: 'Please describe what you want us to design.' },
      });
    },
  );

  it('a text file renamed .pdf with 415 naming it', async () => {
    const files = [{ name: 'notes.pdf', bytes: artworkBytes.text(), type: 'application/pdf' }];
    expect(await refused(validCartFields(productId), files)).toMatchObject({
      status: 415,
      body: { message: 'Unsupported file type: notes.pdf' },
    });
  });

  it('a GIF with 415, removing the PDF already stored for the same item', async () => {
    const files = [pdf(), { name: 'anim.gif', bytes: await artworkBytes.gif(), type: 'image/gif' }];
    expect(await refused(validCartFields(productId), files)).toMatchObject({
      status: 415,
      body: { message: 'Unsupported file type: anim.gif' },
    });
  });

  it('PostScript that is not named .ai with 415', async () => {
    const files = [{ name: 'print.ps', bytes: artworkBytes.aiPostScript() }];
    expect((await refused(validCartFields(productId), files)).status).toBe(415);
  });

  it('a file of 10 MB + 1 byte with 413 naming it', async () => {
    const files = [pdf(), { name: 'huge.pdf', bytes: artworkBytes.pdf(10 * 1024 * 1024 + 1) }];
    expect(await refused(validCartFields(productId), files)).toMatchObject({
      status: 413,
      body: { message: 'File too large: huge.pdf (max 10MB)' },
    });
  });

  it('eleven files with 400', async () => {
    const files = Array.from({ length: 11 }, (_, i) => pdf(`page-${i}.pdf`));
    expect(await refused(validCartFields(productId), files)).toMatchObject({
      status: 400,
      body: { message: 'Too many files: an item takes at most 10 files.' },
    });
  });

  it('a form field sent after the files with 400', async () => {
    const form = cartForm(validCartFields(productId), [pdf()]);
    form.append('quantity', '5');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { 'x-session-id': randomUUID() },
      payload: form,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Send the form fields before the files.');
  });

  it('a field over the 16 KB field limit with 400 naming it', async () => {
    const { status, body } = await refused(validCartFields(productId, { designNotes: 'x'.repeat(20_000) }));
    expect(status).toBe(400);
    expect(body.message).toBe('designNotes: Too long');
  });

  it('a field sent twice with 400 naming it', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(validCartFields(productId))) form.append(name, value);
    form.append('size', '3x6');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { 'x-session-id': randomUUID() },
      payload: form,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('size: Sent twice');
  });

  it('a JSON body with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { 'x-session-id': randomUUID() },
      payload: validCartFields(productId),
    });
    expect(response.statusCode).toBe(415);
  });
});

/** The database, except that writing file rows inside a transaction fails (after the line was written). */
function failingFileRows(db: Database): Database {
  const bound = <T extends object>(target: T, property: PropertyKey) => {
    const value = Reflect.get(target, property);
    return typeof value === 'function' ? value.bind(target) : value;
  };
  return new Proxy(db, {
    get(target, property) {
      if (property !== 'transaction') return bound(target, property);
      const transaction: Database['transaction'] = (work, config) =>
        target.transaction(
          (tx) =>
            work(
              new Proxy(tx, {
                get(txTarget, txProperty) {
                  if (txProperty !== 'insert') return bound(txTarget, txProperty);
                  return (table: unknown) => {
                    if (table === uploadedFiles) throw new Error('injected failure');
                    return txTarget.insert(table as Parameters<typeof txTarget.insert>[0]);
                  };
                },
              }),
            ),
          config,
        );
      return transaction;
    },
  });
}

describe('POST /api/cart when writing the item fails', () => {
  it('answers 500, rolls the line back and deletes the files it stored', async () => {
    const app = await buildApp({ db: failingFileRows(t.handle.db), storage: t.storage, cartCleanup: false });
    try {
      const response = await postCartItem(app, randomUUID(), validCartFields(productId), [
        pdf('a.pdf'),
        pdf('b.pdf'),
      ]);
      expect(response.statusCode).toBe(500);
      expect(response.json().message).toBe('Internal server error');
    } finally {
      await app.close();
    }
  });
});
