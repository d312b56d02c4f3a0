import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeProductHtmlFields } from '#server/modules/products/product-html';
import { createMemoryStorage } from '#server/storage/memory-storage';
import type { Storage } from '#server/storage/storage';
import { createTestDatabase } from '#server/test/test-database';
import { parseDayRange } from '#shared/business-days';
import { productFromPrice } from '#shared/catalog';
import { customSizePriceCents, customSizeProblems } from '#shared/custom-size';
import { rushProductionDays } from '#shared/delivery-estimate';
import { toCents } from '#shared/money';
import { calculatePrice, defaultSelection } from '#shared/pricing';
import type { CustomOption } from '#shared/schemas/custom-option';
import { productInputSchema } from '#shared/schemas/product';
import type { DatabaseHandle } from '../client.ts';
import { categories, discountCodes, products, promoSettings, reviews, shippingSettings } from '../schema.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { demoClosedDays } from './promotions.ts';

type ProductRow = typeof products.$inferSelect;

let handle: DatabaseHandle;
let storage: Storage;
let categoryRows: (typeof categories.$inferSelect)[];
let productRows: ProductRow[];
let reviewRows: (typeof reviews.$inferSelect)[];
let codeRows: (typeof discountCodes.$inferSelect)[];
const now = Date.now();

beforeAll(async () => {
  handle = await createTestDatabase();
  storage = createMemoryStorage();
  await seedDemoCatalogue(handle.db, storage);
  [categoryRows, productRows, reviewRows, codeRows] = await Promise.all([
    handle.db.select().from(categories),
    handle.db.select().from(products).orderBy(products.id),
    handle.db.select().from(reviews),
    handle.db.select().from(discountCodes),
  ]);
});
afterAll(async () => {
  await handle.close();
});

/** The admin input a stored product corresponds to (numeric columns come back as strings on both drivers). */
function toInput(row: ProductRow) {
  const {
    id: _id,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    // Kept by the database for the catalogue's sorts (migration 0010), not written by the admin.
    fromPrice: _fromPrice,
    isTopSeller: _isTopSeller,
    isFastShipping: _isFastShipping,
    approvedReviewCount: _approvedReviewCount,
    approvedAverageRating: _approvedAverageRating,
    ...fields
  } = row;
  return {
    ...fields,
    basePrice: String(fields.basePrice),
    doubleSidedPrice: String(fields.doubleSidedPrice),
    rushFee: String(fields.rushFee),
  };
}

const allCustomOptions = (): CustomOption[] => [
  ...productRows.flatMap((row) => row.customOptions),
  ...categoryRows.flatMap((row) => row.customOptions),
];

async function readStored(key: string): Promise<Buffer | null> {
  const file = await storage.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('seedDemoCatalogue', () => {
  it('creates the four demo categories, one with category-level options', () => {
    expect(categoryRows.map((row) => row.name).sort()).toEqual(
      ['Banners & Signs', 'Custom Printing', 'Outdoor & Weather Proof', 'Trade Show Displays'].sort(),
    );
    expect(categoryRows.map((row) => row.slug).sort()).toEqual(
      ['banners-signs', 'custom-printing', 'outdoor-weather-proof', 'trade-show-displays'].sort(),
    );
    expect(categoryRows.every((row) => row.description)).toBe(true);
    const outdoor = categoryRows.find((row) => row.slug === 'outdoor-weather-proof');
    expect(outdoor?.customOptions).toContainEqual(
      expect.objectContaining({ name: 'UV Protective Coating', type: 'boolean' }),
    );
  });

  it('creates a dozen or more products, each in a category, with the required slugs', () => {
    expect(productRows.length).toBeGreaterThanOrEqual(12);
    const slugs = productRows.map((row) => row.slug);
    expect(slugs).toEqual(
      expect.arrayContaining(['vinyl-banners', 'yard-signs', 'business-cards', 'custom-stickers']),
    );
    const categoryIds = new Set(categoryRows.map((row) => row.id));
    expect(productRows.every((row) => row.categoryId !== null && categoryIds.has(row.categoryId))).toBe(true);
    for (const category of categoryRows) {
      expect(productRows.some((row) => row.categoryId === category.id)).toBe(true);
    }
  });

  it('stores products that re-parse unchanged with productInputSchema', () => {
    for (const row of productRows) {
      const input = toInput(row);
      expect(productInputSchema.parse(input), row.slug).toEqual(input);
    }
  });

  it('writes complete product pages: starting price, features, HTML tabs and SEO fields', () => {
    for (const row of productRows) {
      const minSize = Math.min(...row.sizes.map((size) => toCents(size.price)));
      expect(toCents(row.basePrice), row.slug).toBe(minSize);
      // The card's 'starting at' (the stored from price) is that price too, so the price sorts are unchanged.
      expect(toCents(row.fromPrice), row.slug).toBe(minSize);
      // The configurator's default choice costs exactly the 'starting at' price.
      expect(calculatePrice(row, defaultSelection(row)).unitPriceCents, row.slug).toBe(minSize);
      expect(toCents(row.rushFee), row.slug).toBeGreaterThan(0);
      expect(row.materials.length, row.slug).toBeGreaterThan(0);
      expect(row.features.length, row.slug).toBeGreaterThanOrEqual(4);
      expect(row.features.length, row.slug).toBeLessThanOrEqual(6);
      expect(row.turnaroundTime).toMatch(/^\d-\d business days$/);
      // Standard is slower than the paid 'Rush (1-2 days)' beside it, from its first day.
      expect(parseDayRange(row.turnaroundTime)?.min, row.slug).toBeGreaterThan(rushProductionDays.max);
      expect(row.overview).toMatch(/^<p>/);
      expect(row.specifications).toMatch(/<table>|<ul>/);
      expect(row.faqs).toContain('AI, PDF, PNG, JPG and JPEG');
      // The artwork check's thresholds by kind of print (docs/product/storefront.md#the-artwork-check).
      expect(row.faqs).toContain(
        '300 DPI for cards and small prints, 150 DPI for signs, 100 DPI for large banners',
      );
      expect(row.faqs).toContain('printed as submitted');
      expect(row.faqs).toContain('within 30 days');
      expect(row.seoTitle?.length, row.slug).toBeGreaterThanOrEqual(50);
      expect(row.seoTitle?.length, row.slug).toBeLessThanOrEqual(60);
      expect(row.seoDescription?.length, row.slug).toBeGreaterThanOrEqual(150);
      expect(row.seoDescription?.length, row.slug).toBeLessThanOrEqual(160);
      expect(row.seoKeywords).toBeTruthy();
      // No own JSON-LD: product pages carry the generated one (absolute URLs, rating from approved reviews).
      expect(row.seoScriptTags, row.slug).toBeNull();
    }
  });

  it('stores product HTML already sanitised, as an admin save would', () => {
    for (const row of productRows) {
      expect(sanitizeProductHtmlFields(row), row.slug).toEqual({
        overview: row.overview,
        specifications: row.specifications,
        faqs: row.faqs,
      });
    }
  });

  it('gives every size its printed width and height in inches (the artwork check measures against them)', () => {
    const sizes = productRows.flatMap((row) => row.sizes.map((size) => ({ product: row.slug, ...size })));
    expect(sizes.length).toBeGreaterThan(40);
    for (const size of sizes) {
      expect(size.widthIn, `${size.product} ${size.label}`).toBeGreaterThan(0);
      expect(size.heightIn, `${size.product} ${size.label}`).toBeGreaterThan(0);
    }
    const banner = productRows
      .find((row) => row.slug === 'vinyl-banners')
      ?.sizes.find((size) => size.value === '3x6');
    expect(banner).toMatchObject({ widthIn: 36, heightIn: 72 });
    const card = productRows
      .find((row) => row.slug === 'business-cards')
      ?.sizes.find((size) => size.value === 'standard');
    expect(card).toMatchObject({ widthIn: 3.5, heightIn: 2 });
  });

  it('offers custom sizes on the banners, mesh banners, window decals and stickers, never under its own sizes', () => {
    const offering = productRows.filter((row) => row.customSize !== null).map((row) => row.slug);
    expect(offering.sort()).toEqual(['custom-stickers', 'mesh-banners', 'vinyl-banners', 'window-decals']);
    for (const row of productRows) {
      const setting = row.customSize;
      if (!setting) continue;
      for (const size of row.sizes) {
        const dimensions = { widthIn: size.widthIn ?? 0, heightIn: size.heightIn ?? 0 };
        if (customSizeProblems(setting, dimensions).length > 0) continue;
        // The same width and height typed as a custom size costs at least the listed size.
        const custom = customSizePriceCents(setting, dimensions);
        expect(custom, `${row.slug} ${size.label}`).toBeGreaterThanOrEqual(toCents(size.price));
      }
      // The catalogue's 'starting at' price stays the cheapest listed size.
      expect(row.fromPrice, row.slug).toBe(productFromPrice({ ...row, customSize: null }));
    }
  });

  it('uses every configurator option somewhere', () => {
    const some = (test: (row: ProductRow) => boolean) => productRows.some(test);
    expect(some((row) => row.hasDoubleSided && toCents(row.doubleSidedPrice) > 0)).toBe(true);
    expect(some((row) => row.hasCutShapes && row.cutShapes.length > 1)).toBe(true);
    expect(some((row) => row.hasFinishes && row.finishes.some((finish) => finish.priceModifier > 0))).toBe(
      true,
    );
    expect(some((row) => row.hasLamination)).toBe(true);
    expect(productRows.filter((row) => row.quantityDiscounts.length > 1).length).toBeGreaterThanOrEqual(3);
    expect(some((row) => row.materials.some((material) => toCents(material.priceModifier) < 0))).toBe(true);

    const options = allCustomOptions();
    for (const type of ['boolean', 'select', 'multiselect'] as const) {
      expect(options.some((option) => option.type === type)).toBe(true);
    }
    expect(options.some((option) => option.required)).toBe(true);
    expect(options.some((option) => !option.required)).toBe(true);
    const modifiers = options.flatMap((option) =>
      (option.values ?? []).map((value) => toCents(value.priceModifier)),
    );
    expect(modifiers.some((modifier) => modifier > 0)).toBe(true);
    expect(modifiers.some((modifier) => modifier < 0)).toBe(true);
    expect(options.every((option) => /^opt-[a-z-]+-\d{13}$/.test(option.id))).toBe(true);
    expect(new Set(options.map((option) => option.id)).size).toBe(options.length);
  });

  it('tags a few products and gives free shipping to some but not most', () => {
    expect(productRows.filter((row) => row.tags.includes('Top Seller')).length).toBeGreaterThanOrEqual(2);
    expect(productRows.filter((row) => row.tags.includes('Fast Shipping')).length).toBeGreaterThanOrEqual(2);
    const free = productRows.filter((row) => row.freeShipping).length;
    expect(free).toBeGreaterThanOrEqual(2);
    expect(free).toBeLessThan(productRows.length / 2);
  });

  it('spreads createdAt in id order, so Newest First means something', () => {
    const times = productRows.map((row) => row.createdAt.getTime());
    expect(new Set(times).size).toBe(times.length);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(times.every((time) => time < now)).toBe(true);
  });

  it('stores two WebP pictures per product, each with a 600-px-wide thumbnail', async () => {
    for (const row of productRows) {
      expect(row.images).toHaveLength(2);
      expect(row.media.map((item) => item.url)).toEqual(row.images);
      expect(row.media.map((item) => item.order)).toEqual([0, 1]);
      for (const item of row.media) {
        expect(item.type).toBe('image');
        for (const [url, width] of [
          [item.url, 1200],
          [item.thumbnail ?? '', 600],
        ] as const) {
          expect(url).toMatch(/^\/media\/products\/[a-z0-9-]+\.webp$/);
          const bytes = await readStored(url.slice(1));
          expect(bytes, url).not.toBeNull();
          const meta = await sharp(bytes!).metadata();
          expect(meta.format).toBe('webp');
          expect(meta.width).toBe(width);
          expect(meta.height).toBe((width * 3) / 4);
        }
      }
    }
  });

  it('adds approved and pending reviews, and leaves one product without any', () => {
    expect(reviewRows.some((row) => row.isApproved)).toBe(true);
    expect(reviewRows.some((row) => !row.isApproved)).toBe(true);
    expect(reviewRows.every((row) => row.rating >= 3 && row.rating <= 5)).toBe(true);
    const reviewed = new Set(reviewRows.map((row) => row.productId));
    expect(productRows.some((row) => !reviewed.has(row.id))).toBe(true);
    for (const row of reviewRows) {
      const product = productRows.find((candidate) => candidate.id === row.productId)!;
      expect(row.createdAt.getTime()).toBeGreaterThan(product.createdAt.getTime());
      expect(row.createdAt.getTime()).toBeLessThan(now);
    }
  });

  it('promises in its copy only the days the dates are counted from: the turnaround, or rush', () => {
    const rush = `${rushProductionDays.min}-${rushProductionDays.max}`;
    for (const row of productRows) {
      const copy = [
        row.description,
        row.seoTitle,
        row.seoDescription,
        row.overview,
        row.specifications,
        row.faqs,
        ...row.features,
      ].join(' ');
      const own = row.turnaroundTime.replace(/ business days$/, '');
      for (const [, days] of copy.matchAll(/(\d+(?:-\d+)?) business days?/g)) {
        expect([own, rush], `${row.slug}: '${days} business days'`).toContain(days);
      }
      expect(copy, row.slug).not.toMatch(/same[- ]day|next[- ]day|overnight|\d+ ?hours|ships? fast/i);
    }
  });

  it('stores the shipping defaults and the store address', async () => {
    const [settings] = await handle.db.select().from(shippingSettings);
    expect(settings).toMatchObject({
      id: 1,
      storeAddress: '123 Print Avenue, Springfield, IL 62701',
      standardShippingPrice: '15.00',
      rushShippingPrice: '75.00',
      freeShippingEnabled: false,
      freeShippingMinimum: '0.00',
      federalHolidays: true,
    });
    expect(settings?.closedDays).toEqual(demoClosedDays(new Date()));
  });

  it.each([
    ['2026-06-01T12:00:00Z', ['2026-11-27', '2026-12-24', '2027-11-26', '2027-12-24']],
    // Christmas Eve 2028 is a Sunday.
    ['2027-01-10T12:00:00Z', ['2027-11-26', '2027-12-24', '2028-11-24']],
  ])('closes the demo shop the Friday after Thanksgiving and on Christmas Eve (seeded %s)', (now, days) => {
    expect(demoClosedDays(new Date(now))).toEqual(days);
  });

  it('advertises a promo code that is a real active discount code, plus codes in every other state', async () => {
    const [promo] = await handle.db.select().from(promoSettings);
    expect(promo).toMatchObject({
      id: 1,
      bannerEnabled: true,
      discountCode: 'SAVE20',
      discountPercentage: 20,
    });
    expect(promo?.endTime?.getTime()).toBeGreaterThan(now + 6 * 24 * 3_600_000);
    const byCode = new Map(codeRows.map((row) => [row.code, row]));
    const advertised = byCode.get(promo!.discountCode);
    expect(advertised).toMatchObject({ isActive: true, discountPercentage: promo!.discountPercentage });
    expect(advertised?.expiresAt?.getTime()).toBe(promo?.endTime?.getTime());
    expect(byCode.get('WELCOME10')).toMatchObject({ discountPercentage: 10, usageLimit: 100, usageCount: 3 });
    expect(byCode.get('EXPIRED15')?.expiresAt?.getTime()).toBeLessThan(now);
    const usedUp = byCode.get('USEDUP25')!;
    expect(usedUp.usageCount).toBeGreaterThanOrEqual(usedUp.usageLimit!);
    expect(byCode.get('INACTIVE5')?.isActive).toBe(false);
    expect(codeRows.every((row) => row.code === row.code.toUpperCase())).toBe(true);
  });
});
