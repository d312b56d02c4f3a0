import { describe, expect, it } from 'vitest';
import { cartItemFormSchema } from './cart.ts';
import { categoryInputSchema } from './category.ts';
import { customerInfoSchema, placeOrderInputSchema, validateDiscountInputSchema } from './checkout.ts';
import {
  dateTimeSchema,
  loneSurrogateMessage,
  maxInt32,
  moneySchema,
  nulCharacterMessage,
  safeString,
  signedMoneySchema,
} from './common.ts';
import { productInputSchema } from './product.ts';
import { discountCodeInputSchema, maxDiscountUsageLimit, promoSettingsInputSchema } from './promo.ts';
import { quoteRequestInputSchema } from './quote-request.ts';
import { adminReviewInputSchema, reviewTextInputSchema } from './review.ts';
import { shippingSettingsInputSchema } from './shipping-settings.ts';

/** The issues of a failed parse as { path: 'a.b', message }. */
function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
}

describe('safeString', () => {
  it('refuses a NUL character anywhere, with one message', () => {
    for (const value of ['\u0000', 'a\u0000', '\u0000b', 'a\u0000b']) {
      expect(issuesOf(safeString().safeParse(value))).toEqual([{ path: '', message: nulCharacterMessage }]);
    }
    expect(nulCharacterMessage).toBe('Must not contain a NUL character');
  });

  it('refuses a lone surrogate, which is no Unicode character', () => {
    for (const value of ['\ud800', 'a\ud83d', '\udc00b', 'x\ude00\ud83dy']) {
      expect(issuesOf(safeString().safeParse(value))).toEqual([{ path: '', message: loneSurrogateMessage }]);
    }
  });

  it('takes any other text, emoji and control characters included', () => {
    for (const value of ['', 'Pat', 'Zoë 😀 日本', '\u0001\t\n', '\uffff', '%00', '\\u0000']) {
      expect(safeString().parse(value)).toBe(value);
    }
  });

  it("chains like z.string() and takes z.string()'s parameters", () => {
    const name = safeString({ error: 'Name is required' }).trim().min(1, 'Name is required').max(5);
    expect(name.parse('  Pat ')).toBe('Pat');
    expect(issuesOf(name.safeParse(undefined))).toEqual([{ path: '', message: 'Name is required' }]);
    expect(issuesOf(name.safeParse('   '))).toEqual([{ path: '', message: 'Name is required' }]);
    expect(issuesOf(name.safeParse('Pat\u0000'))).toEqual([{ path: '', message: nulCharacterMessage }]);
    expect(name.safeParse('Patricia').success).toBe(false);
  });
});

describe('dateTimeSchema', () => {
  const schema = dateTimeSchema('End time must be a date and time');

  it.each([
    '2030-01-01T00:00:00Z',
    '1970-01-01T00:00:00Z',
    '9999-12-31T23:59:59Z',
    '2024-02-29T12:00:00+02:00',
  ])('takes %s', (value) => {
    expect(schema.parse(value)).toBe(value);
  });

  it.each([
    ['0000-01-01T00:00:00Z', 'End time must be a date and time between 1970 and 9999'],
    ['1969-12-31T23:59:59Z', 'End time must be a date and time between 1970 and 9999'],
    ['9999-12-31T23:59:59-14:00', 'End time must be a date and time between 1970 and 9999'],
    ['2023-02-29T00:00:00Z', 'End time must be a date and time'],
    ['tomorrow', 'End time must be a date and time'],
  ])('refuses %s', (value, message) => {
    expect(issuesOf(schema.safeParse(value))).toEqual([{ path: '', message }]);
  });
});

describe('the input schemas refuse a NUL character in their text fields, naming the field', () => {
  const nul = 'x\u0000';
  it.each<[string, { safeParse: (input: unknown) => unknown }, Record<string, unknown>, string]>([
    ['customer name', customerInfoSchema, { name: nul, email: 'pat@example.com' }, 'name'],
    ['customer notes', customerInfoSchema, { name: 'Pat', email: 'pat@example.com', notes: nul }, 'notes'],
    [
      'order discount code',
      placeOrderInputSchema,
      {
        customer: { name: 'Pat', email: 'pat@example.com' },
        shippingMethod: 'pickup',
        paymentMethod: 'store',
        discountCode: nul,
      },
      'discountCode',
    ],
    ['validate-discount code', validateDiscountInputSchema, { code: nul }, 'code'],
    [
      'design notes',
      cartItemFormSchema,
      { productId: '1', quantity: '1', designMethod: 'create', designNotes: nul },
      'designNotes',
    ],
    [
      'a custom option choice',
      cartItemFormSchema,
      { productId: '1', quantity: '1', designMethod: 'upload', customOptions: '{"color":"x\\u0000"}' },
      'customOptions.color',
    ],
    [
      'quote details',
      quoteRequestInputSchema,
      { name: 'Pat', email: 'pat@example.com', details: nul },
      'details',
    ],
    ['review comment', reviewTextInputSchema, { customerName: 'Pat', rating: '5', comment: nul }, 'comment'],
    ['category name', categoryInputSchema, { name: nul, slug: 'banners' }, 'name'],
    ['product tag', productInputSchema, { name: 'P', slug: 'p', basePrice: '1', tags: [nul] }, 'tags.0'],
    [
      'promo banner text',
      promoSettingsInputSchema,
      {
        bannerEnabled: true,
        bannerText: nul,
        bannerColor: 'dark',
        discountCode: 'SAVE',
        discountPercentage: 10,
        endTime: null,
      },
      'bannerText',
    ],
    [
      'store address',
      shippingSettingsInputSchema,
      {
        storeAddress: nul,
        standardShippingPrice: '1',
        rushShippingPrice: '1',
        freeShippingEnabled: false,
        freeShippingMinimum: '0',
      },
      'storeAddress',
    ],
  ])('%s', (_name, schema, input, field) => {
    expect(issuesOf(schema.safeParse(input) as Parameters<typeof issuesOf>[0])).toContainEqual({
      path: field,
      message: nulCharacterMessage,
    });
  });
});

describe('integer fields stay within their bounds', () => {
  const huge = 2 ** 40;

  it('a discount code takes a usage limit up to 1,000,000 (null: unlimited)', () => {
    expect(discountCodeInputSchema.parse({ code: 'A', usageLimit: maxDiscountUsageLimit }).usageLimit).toBe(
      1_000_000,
    );
    expect(discountCodeInputSchema.parse({ code: 'A', usageLimit: null }).usageLimit).toBeNull();
    expect(issuesOf(discountCodeInputSchema.safeParse({ code: 'A', usageLimit: huge }))).toEqual([
      { path: 'usageLimit', message: 'Usage limit may be at most 1,000,000 (leave it empty for no limit)' },
    ]);
  });

  it('ids in bodies stay within PostgreSQL integers', () => {
    const product = { name: 'P', slug: 'p', basePrice: '1' };
    expect(productInputSchema.safeParse({ ...product, categoryId: maxInt32 }).success).toBe(true);
    expect(productInputSchema.safeParse({ ...product, categoryId: maxInt32 + 1 }).success).toBe(false);
    expect(productInputSchema.safeParse({ ...product, relatedProducts: [huge] }).success).toBe(false);
    expect(
      adminReviewInputSchema.safeParse({
        productId: String(huge),
        customerName: 'P',
        rating: '5',
        comment: 'c',
      }).success,
    ).toBe(false);
  });

  it('tier quantities, media order and shipping prices are bounded', () => {
    const product = { name: 'P', slug: 'p', basePrice: '1' };
    expect(
      productInputSchema.safeParse({
        ...product,
        quantityDiscounts: [{ minQuantity: 1_000_001, discountPercent: 10 }],
      }).success,
    ).toBe(false);
    expect(
      productInputSchema.safeParse({
        ...product,
        media: [{ type: 'image', url: '/media/a.webp', thumbnail: null, order: huge }],
      }).success,
    ).toBe(false);
    const shipping = {
      storeAddress: '1 Main St',
      standardShippingPrice: '999999.99',
      rushShippingPrice: '1000000.00',
      freeShippingEnabled: false,
      freeShippingMinimum: '99999999.99',
    };
    expect(issuesOf(shippingSettingsInputSchema.safeParse(shipping))).toEqual([
      { path: 'rushShippingPrice', message: 'Must be at most $999,999.99' },
    ]);
  });
});

describe('money on the wire: two decimals through the cents helpers', () => {
  it.each([
    ['24.99', '24.99'],
    ['24.9', '24.90'],
    ['7', '7.00'],
    ['0012.5', '12.50'],
    ['0', '0.00'],
    ['99999999.99', '99999999.99'],
  ])('moneySchema reads %s as %s', (input, expected) => {
    expect(moneySchema.parse(input)).toBe(expected);
  });

  it.each([
    ['-5', '-5.00'],
    ['-0.5', '-0.50'],
    ['-0', '0.00'],
    ['3.1', '3.10'],
  ])('signedMoneySchema reads %s as %s', (input, expected) => {
    expect(signedMoneySchema.parse(input)).toBe(expected);
  });

  it.each(['24.999', '1e3', '', ' 5', '-5'])('moneySchema refuses %j', (input) => {
    expect(moneySchema.safeParse(input).success).toBe(false);
  });
});
