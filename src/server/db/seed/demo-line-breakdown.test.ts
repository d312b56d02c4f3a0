import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '#server/storage/memory-storage';
import { createTestDatabase } from '#server/test/test-database';
import { breakdownOfPrice, lineBreakdownLabels } from '#shared/line-breakdown';
import { formatUSD } from '#shared/money';
import { calculatePrice, mergeCustomOptions, type PriceSelection, validateSelection } from '#shared/pricing';
import type { CustomOption, CustomOptionChoices } from '#shared/schemas/custom-option';
import type { PricedProduct } from '#shared/schemas/product';
import type { DatabaseHandle } from '../client.ts';
import { categories, products } from '../schema.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';

let handle: DatabaseHandle;
let catalogue: { name: string; product: PricedProduct }[];

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoCatalogue(handle.db, createMemoryStorage());
  const [productRows, categoryRows] = await Promise.all([
    handle.db.select().from(products).orderBy(products.id),
    handle.db.select().from(categories),
  ]);
  catalogue = productRows.map((row) => {
    const categoryOptions = categoryRows.find((category) => category.id === row.categoryId)?.customOptions;
    return {
      name: row.name,
      product: { ...row, customOptions: mergeCustomOptions(row.customOptions, categoryOptions ?? []) },
    };
  });
});
afterAll(async () => {
  await handle.close();
});

const maybeOneOf = <T>(values: readonly T[]) =>
  values.length > 0 ? fc.constantFrom(...values) : fc.constant(undefined);

function choiceArbitrary(option: CustomOption): fc.Arbitrary<CustomOptionChoices[string] | undefined> {
  const codes = (option.values ?? []).map((value) => value.value);
  if (option.type === 'boolean') return fc.boolean();
  if (option.type === 'select') return maybeOneOf(codes);
  return fc.subarray(codes);
}

/** Any configuration the configurator can make of the product, with quantities around its tiers. */
function selectionArbitrary(product: PricedProduct): fc.Arbitrary<PriceSelection> {
  const tierQuantities = product.quantityDiscounts.flatMap((tier) => [
    tier.minQuantity - 1,
    tier.minQuantity,
  ]);
  const choices: Record<string, fc.Arbitrary<CustomOptionChoices[string] | undefined>> = {};
  for (const option of product.customOptions) choices[option.id] = choiceArbitrary(option);
  const sizeCode = maybeOneOf(product.sizes.map((size) => size.value)).map((size) => ({ size }));
  const setting = product.customSize;
  // A custom size: any width and height on the increment within the limits.
  const onIncrement = (min: number, max: number) =>
    setting
      ? fc
          .integer({ min: Math.round(min / setting.incrementIn), max: Math.round(max / setting.incrementIn) })
          .map((steps) => steps * setting.incrementIn)
      : fc.constant(undefined);
  const sizing = setting
    ? fc.oneof(
        sizeCode,
        fc.record({
          customWidthIn: onIncrement(setting.minWidthIn, setting.maxWidthIn),
          customHeightIn: onIncrement(setting.minHeightIn, setting.maxHeightIn),
        }),
      )
    : sizeCode;
  const rest = fc.record({
    material: maybeOneOf(product.materials.map((material) => material.value)),
    isDoubleSided: fc.boolean(),
    isRush: fc.boolean(),
    cutShape: maybeOneOf(product.hasCutShapes ? product.cutShapes.map((shape) => shape.value) : []),
    finish: maybeOneOf(product.hasFinishes ? product.finishes.map((finish) => finish.value) : []),
    lamination: fc.boolean(),
    quantity: fc.oneof(
      fc.integer({ min: 1, max: 60 }),
      fc.integer({ min: 1, max: 20_000 }),
      fc.constantFrom(...tierQuantities.filter((quantity) => quantity >= 1), 1),
    ),
    customOptions: fc
      .record(choices)
      .map(
        (chosen) =>
          Object.fromEntries(
            Object.entries(chosen).filter(([, value]) => value !== undefined),
          ) as CustomOptionChoices,
      ),
  });
  return fc.tuple(sizing, rest).map(([size, others]) => ({ ...size, ...others }) as PriceSelection);
}

describe('the printed arithmetic of every seeded product', () => {
  it('adds up as written for 200 random configurations of each, naming the tier, charging the same', () => {
    expect(catalogue.length).toBeGreaterThan(10);
    for (const { name, product } of catalogue) {
      fc.assert(
        fc.property(selectionArbitrary(product), (selection) => {
          if (selection.customWidthIn !== undefined) {
            expect(
              validateSelection(product, { ...selection, customOptions: {} }).map((problem) => problem.field),
            ).not.toEqual(expect.arrayContaining([expect.stringMatching(/^custom(Width|Height)In$/)]));
          }
          const price = calculatePrice(product, selection);
          const breakdown = breakdownOfPrice(price, selection.quantity);
          const { quantity, unitCents, beforeDiscountCents, tierDiscountCents, totalCents } = breakdown;
          const labels = lineBreakdownLabels(breakdown);
          expect(totalCents, name).toBe(price.totalCents);
          expect(beforeDiscountCents, name).toBe(price.subtotalCents);
          if (unitCents !== null) {
            expect(unitCents * quantity, name).toBe(beforeDiscountCents);
            expect(labels.quantity).toBe(`${quantity.toLocaleString('en-US')} × ${formatUSD(unitCents)}`);
          }
          expect(beforeDiscountCents - tierDiscountCents, name).toBe(totalCents);
          if (tierDiscountCents > 0) {
            expect(breakdown.tierPercent, name).toBe(price.discountPercent);
            expect(labels.discount).toContain(`(${price.discountPercent}%)`);
          }
          const each = breakdown.eachCents * quantity === totalCents;
          expect(labels.each.startsWith('about '), name).toBe(!each);
        }),
        { numRuns: 200, seed: 17 },
      );
    }
  });
});
