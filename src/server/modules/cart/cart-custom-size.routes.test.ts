import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartItems, orderItems } from '#server/db/schema';
import { artworkBytes } from '#server/test/artwork-files';
import { insertConfigurableProduct, validCartFields } from '#server/test/cart-fixtures';
import { postCartItem } from '#server/test/cart-form';
import { orderBody, orderHeaders, placeOrderRequest } from '#server/test/checkout-fixtures';
import { insertProduct } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { readCustomSize } from '#shared/custom-size';
import { fromCents } from '#shared/money';
import { calculatePrice, mergeCustomOptions, type PriceSelection } from '#shared/pricing';
import { cartItemSchema } from '#shared/schemas/cart';
import type { Product } from '#shared/schemas/product';
import { feetBannerCustomSize } from '#shared/test/custom-sizes';

/**
 * Custom sizes through the API (docs/product/pricing.md#custom-sizes): POST /api/cart and PATCH /api/cart/:id
 * take a width and a height in inches, the server prices them by area from the stored product, refuses what
 * the product does not offer with a 400 naming the field, and the order keeps the size as
 * '4 × 10 ft (48 × 120 in, custom)'.
 */

/** Typed in feet: 1' to 16' × 1' to 50' in half feet; $2.50/sq ft, $25.00 at least. */
const customSize = feetBannerCustomSize;

let t: TestApp;
let productId: number;
let productSlug: string;
let plainProductId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ id: productId, slug: productSlug } = await insertConfigurableProduct(t.handle.db, { customSize }));
  plainProductId = (await insertConfigurableProduct(t.handle.db)).id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.handle.db.delete(cartItems);
});

/** A custom size instead of the fixture's 2' x 4' (size blank), designed by the shop (no upload needed). */
function customFields(widthIn: string, heightIn: string, overrides: Record<string, string> = {}) {
  return validCartFields(productId, {
    size: '',
    customWidthIn: widthIn,
    customHeightIn: heightIn,
    designMethod: 'create',
    designNotes: 'Our logo, big',
    ...overrides,
  });
}

async function add(
  fields: Record<string, string>,
  session = randomUUID(),
  files = [] as { name: string; bytes: Buffer }[],
) {
  const response = await postCartItem(t.app, session, fields, files);
  return { status: response.statusCode, body: response.json(), session };
}

describe('POST /api/cart with a custom size', () => {
  it('prices 4 × 10 ft by area with the tier, answers the size in inches and names it in feet and inches', async () => {
    // 40 sq ft × $2.50 = $100.00 a piece; 10 pieces = $1,000.00, 10 % off from 10 = $900.00.
    const { status, body } = await add(customFields('48', '120', { quantity: '10' }));
    expect(status).toBe(201);
    const item = cartItemSchema.parse(body);
    expect(item).toMatchObject({ size: null, customWidthIn: 48, customHeightIn: 120 });
    expect(item.options[0]).toEqual({
      name: 'Size',
      value: 'custom',
      label: '4 × 10 ft (48 × 120 in, custom)',
    });
    expect(item.price).toMatchObject({
      unitPrice: '100.00',
      subtotal: '1000.00',
      discount: '100.00',
      lineTotal: '900.00',
    });
    const [row] = await t.handle.db.select().from(cartItems).where(eq(cartItems.id, item.id));
    expect(row).toMatchObject({ size: null, customWidthIn: 48, customHeightIn: 120, totalPrice: '900.00' });
  });

  it('charges the minimum for a small piece', async () => {
    const { body } = await add(customFields('12', '12'));
    // 1 sq ft = $2.50 < $25.00; 2 pieces.
    expect(body.price).toMatchObject({ unitPrice: '25.00', lineTotal: '50.00' });
  });

  it('checks the artwork against the custom size', async () => {
    // A 2 × 2 px PNG on 4 × 2 ft (48 × 24 in): red.
    const png = await artworkBytes.png();
    const { status, body } = await add(
      customFields('48', '24', { designMethod: 'upload', designNotes: '' }),
      randomUUID(),
      [{ name: 'logo.png', bytes: png }],
    );
    expect(status).toBe(201);
    expect(body.files[0].check).toMatchObject({ level: 'low' });
    expect(body.files[0].check.reason).toContain('48 × 24 in');
  });

  it.each<[string, Record<string, string>, string, string]>([
    ['no height', { customHeightIn: '' }, 'customHeightIn', 'Enter a height'],
    ['a width that is not a number', { customWidthIn: 'four' }, 'customWidthIn', 'Width must be a number'],
    ['a negative width', { customWidthIn: '-48' }, 'customWidthIn', 'Width must be a number'],
    ['an exponent', { customHeightIn: '1e2' }, 'customHeightIn', 'Height must be a number'],
    ['too narrow', { customWidthIn: '6' }, 'customWidthIn', 'Width must be from 1 ft to 16 ft'],
    ['too high', { customHeightIn: '606' }, 'customHeightIn', 'Height must be from 1 ft to 50 ft'],
    ['off the half feet', { customWidthIn: '50' }, 'customWidthIn', 'Width must be a multiple of 0.5 ft'],
    ['a size as well', { size: '2x4' }, 'size', 'Choose a size or a custom size, not both'],
  ])('refuses %s with 400 naming the field', async (_case, overrides, field, message) => {
    const { status, body } = await add(customFields('48', '120', overrides));
    expect(status).toBe(400);
    expect(body.issues).toEqual([{ path: field, message }]);
    expect(body.message).toContain(`${field}: ${message}`);
  });

  it('refuses a custom size on a product without the setting', async () => {
    const fields = { ...customFields('48', '120'), productId: String(plainProductId) };
    const { status, body } = await add(fields);
    expect(status).toBe(400);
    expect(body.issues).toEqual([{ path: 'customWidthIn', message: 'This product has no custom size' }]);
  });

  it('a product whose only size is its custom size needs one', async () => {
    const onlyCustom = await insertProduct(t.handle.db, { sizes: [], customSize });
    const fields = {
      productId: String(onlyCustom.id),
      quantity: '1',
      material: 'vinyl',
      designMethod: 'create',
      designNotes: 'x',
    };
    const { status, body } = await add(fields);
    expect(status).toBe(400);
    expect(body.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'customWidthIn',
      'customHeightIn',
    ]);
    const { status: added, body: line } = await add({ ...fields, customWidthIn: '24', customHeightIn: '36' });
    expect(added).toBe(201);
    expect(line.price.lineTotal).toBe('25.00'); // 6 sq ft = $15.00, the $25.00 minimum
  });
});

describe('the configurator and the server compute the same cents', () => {
  it('for any custom size typed in feet and any options', async () => {
    const product: Product = (await t.app.inject({ url: `/api/products/${productSlug}` })).json();
    const categoryOptions = (await t.app.inject({ url: '/api/categories' }))
      .json()
      .find((category: { id: number }) => category.id === product.categoryId).options.customOptions;
    const priced = { ...product, customOptions: mergeCustomOptions(product.customOptions, categoryOptions) };
    const halfFeet = (min: number, max: number) =>
      fc.integer({ min: min * 2, max: max * 2 }).map((n) => String(n / 2));
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          width: halfFeet(1, 16),
          height: halfFeet(1, 50),
          material: fc.constantFrom('vinyl', 'mesh'),
          cutShape: fc.constantFrom('rect', 'circle'),
          finish: fc.constantFrom('matte', 'gloss'),
          lamination: fc.boolean(),
          isRush: fc.boolean(),
          grommets: fc.boolean(),
          color: fc.constantFrom('cmyk', 'spot'),
          quantity: fc.integer({ min: 1, max: 40 }),
        }),
        async (choice) => {
          // As the configurator does: the typed feet read into inches, then the shared price.
          const typed = readCustomSize(customSize, { width: choice.width, height: choice.height });
          expect(typed.problems).toEqual([]);
          const selection: PriceSelection = {
            customWidthIn: typed.widthIn,
            customHeightIn: typed.heightIn,
            material: choice.material,
            isDoubleSided: false,
            isRush: choice.isRush,
            cutShape: choice.cutShape,
            finish: choice.finish,
            lamination: choice.lamination,
            quantity: choice.quantity,
            customOptions: { grommets: choice.grommets, color: choice.color },
          };
          const shown = calculatePrice(priced, selection);
          const { status, body } = await add(
            customFields(String(typed.widthIn), String(typed.heightIn), {
              material: choice.material,
              cutShape: choice.cutShape,
              finish: choice.finish,
              lamination: String(choice.lamination),
              isRush: String(choice.isRush),
              quantity: String(choice.quantity),
              customOptions: JSON.stringify(selection.customOptions),
            }),
          );
          expect(status).toBe(201);
          expect(body.price.lineTotal).toBe(fromCents(shown.totalCents));
          expect(body.price.subtotal).toBe(fromCents(shown.subtotalCents));
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('PATCH /api/cart/:id with a custom size', () => {
  const patch = (id: number, session: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/cart/${id}`,
      headers: { 'x-session-id': session },
      payload: body,
    });

  it('turns a size into a custom size and back, repricing each time', async () => {
    const { body: line, session } = await add(
      validCartFields(productId, { designMethod: 'create', designNotes: 'x' }),
    );
    expect(line.price.lineTotal).toBe('40.00'); // 2 × 2' x 4' at $20.00

    const custom = await patch(line.id, session, { size: null, customWidthIn: 36, customHeightIn: 72 });
    expect(custom.statusCode).toBe(200);
    // 18 sq ft × $2.50 = $45.00 × 2.
    expect(custom.json()).toMatchObject({
      size: null,
      customWidthIn: 36,
      customHeightIn: 72,
      totalPrice: '90.00',
    });

    const taller = await patch(line.id, session, { customHeightIn: 96 });
    expect(taller.json()).toMatchObject({ customWidthIn: 36, customHeightIn: 96, totalPrice: '120.00' });

    const back = await patch(line.id, session, { size: '3x6' });
    expect(back.json()).toMatchObject({
      size: '3x6',
      customWidthIn: null,
      customHeightIn: null,
      totalPrice: '70.00',
    });
  });

  it.each<[string, Record<string, unknown>, RegExp, string]>([
    [
      'out of range',
      { customWidthIn: 300, customHeightIn: 48 },
      /customWidthIn$/,
      'Width must be from 1 ft to 16 ft',
    ],
    ['not a number', { customWidthIn: '48', customHeightIn: 48 }, /customWidthIn$/, 'Width must be a number'],
    [
      'a size as well',
      { size: '2x4', customWidthIn: 48, customHeightIn: 48 },
      /^size$/,
      'Choose a size or a custom size, not both',
    ],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_case, body, path, message) => {
    const { body: line, session } = await add(customFields('48', '120'));
    const response = await patch(line.id, session, body);
    expect(response.statusCode).toBe(400);
    const issue = response.json().issues[0];
    expect(issue.path).toMatch(path);
    expect(issue.message).toBe(message);
    const [row] = await t.handle.db.select().from(cartItems).where(eq(cartItems.id, line.id));
    expect(row).toMatchObject({ customWidthIn: 48, customHeightIn: 120 });
  });
});

describe('an order of a custom size', () => {
  it('keeps the size in inches and its label on the order line', async () => {
    const { session } = await add(customFields('48', '96', { quantity: '1' }));
    const response = await placeOrderRequest(t.app, orderHeaders(session), orderBody());
    expect(response.statusCode).toBe(201);
    const [line] = await t.handle.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, response.json().id));
    expect(line).toMatchObject({ sizeWidthIn: 48, sizeHeightIn: 96, lineTotal: '80.00' });
    expect(line?.options[0]).toEqual({
      name: 'Size',
      value: 'custom',
      label: '4 × 8 ft (48 × 96 in, custom)',
    });
  });
});
