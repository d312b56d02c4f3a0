import Big from 'big.js';
import { customDimensionsOf, customSizePriceCents, customSizeProblems } from './custom-size.ts';
import { roundHalfUp, toCents } from './money.ts';
import type { CustomOption, CustomOptionChoices } from './schemas/custom-option.ts';
import type { PriceSelection } from './schemas/line-selection.ts';
import type { PricedProduct } from './schemas/product.ts';

/**
 * The configurator price (docs/product/pricing.md). This is the only implementation: the browser
 * shows it and the server recomputes every cart line with it.
 *
 * Everything is computed exactly in cents with big.js and rounded half-up ONCE per figure:
 *   unit     = size price (basePrice when the product has no sizes or none is chosen), or the custom
 *              size's price: max(width × height in sq ft × rate, minimum charge), rounded half-up to a
 *              cent (src/shared/custom-size.ts)
 *              + material priceModifier
 *              + doubleSidedPrice   (two-sided, only if the product hasDoubleSided)
 *              + rushFee            (rush)
 *              + cut shape price    (only if the product hasCutShapes)
 *              + chosen custom option values' priceModifier
 *              (never below 0)
 *   unit     × (1 + finish % / 100)  (only if the product hasFinishes)
 *   unit     × 1.1                   (laminated, only if the product hasLamination)
 *   subtotal = unit × quantity
 *   total    = subtotal × (100 − discount %) / 100, the highest discountPercent among tiers with
 *              minQuantity <= quantity
 *
 * Custom options: a select adds its chosen value's modifier, a multiselect the sum of its chosen
 * values (each counted once), a boolean answered Yes adds its first value's modifier when the option
 * has values (that is how an admin gives a Yes/No option a surcharge) and nothing otherwise.
 *
 * calculatePrice is lenient: unknown codes, options the product does not offer and wrongly typed
 * choices add nothing, and the quantity goes through normalizeQuantity. Call validateSelection first
 * wherever the input is not trusted (the server turns its problems into 400s).
 */

export type { PriceSelection };

interface NextTier {
  minQuantity: number;
  /** Percent, e.g. 15 for 15 % off. */
  discountPercent: number;
  moreNeeded: number;
}

export interface PriceBreakdown {
  /** Undiscounted unit price (after finish and lamination), rounded half-up; for display only. */
  unitPriceCents: number;
  /** unit × quantity before the quantity discount, rounded half-up once. */
  subtotalCents: number;
  /** The quantity discount in force in percent (15 = 15 % off), 0 when none. */
  discountPercent: number;
  /** subtotalCents − totalCents, so the displayed figures always add up. */
  discountCents: number;
  /** The line total: unit × quantity × (100 − discountPercent) / 100, rounded half-up once. */
  totalCents: number;
  /** The closest tier that would give a higher discount, for 'Add N more to save X%'. */
  nextTier: NextTier | null;
}

export interface SelectionProblem {
  /** The selection field at fault: 'size', 'material', 'quantity', 'customOptions.<id>', ... */
  field: string;
  message: string;
}

/** The largest quantity accepted on one line. */
export const maxQuantity = 1_000_000;

/** The largest amount the database's numeric(10,2) money columns hold: $99,999,999.99. */
export const maxMoneyCents = 9_999_999_999;

/**
 * The largest line total (unit price × quantity, before the quantity discount) that fits those columns.
 * @alias
 */
export const maxLineTotalCents = maxMoneyCents;

/** The largest standard or rush shipping price an admin may set: $999,999.99. */
export const maxShippingPriceCents = 99_999_999;

/**
 * The largest items total of one cart, and so of one order: $99,000,000.00. With the largest shipping
 * price on top, the order total still fits a money column.
 */
export const maxCartTotalCents = maxMoneyCents - maxShippingPriceCents;

const laminationFactor = new Big('1.1');

function findByCode<T extends { value: string }>(
  list: readonly T[],
  code: string | undefined,
): T | undefined {
  return code === undefined ? undefined : list.find((item) => item.value === code);
}

function choiceFor(choices: CustomOptionChoices | undefined, id: string) {
  return choices && Object.hasOwn(choices, id) ? choices[id] : undefined;
}

function customOptionsCents(
  options: readonly CustomOption[],
  choices: CustomOptionChoices | undefined,
): number {
  let sum = 0;
  for (const option of options) {
    const choice = choiceFor(choices, option.id);
    const values = option.values ?? [];
    if (option.type === 'boolean') {
      if (choice === true) sum += toCents(values[0]?.priceModifier ?? 0);
    } else if (option.type === 'select') {
      if (typeof choice === 'string') sum += toCents(findByCode(values, choice)?.priceModifier ?? 0);
    } else if (Array.isArray(choice)) {
      for (const code of new Set(choice)) sum += toCents(findByCode(values, code)?.priceModifier ?? 0);
    }
  }
  return sum;
}

/** Whether the selection asks for a custom size (a width or a height given). */
function hasCustomSize(selection: Pick<PriceSelection, 'customWidthIn' | 'customHeightIn'>): boolean {
  return selection.customWidthIn !== undefined || selection.customHeightIn !== undefined;
}

/**
 * The size's part of the unit price: the custom size's, the chosen size's, or the base price. A custom
 * size outside the product's limits is not priced by area (validateSelection refuses it): a width typed as
 * 50000000 must not make a price too large for whole cents.
 */
function sizeCents(product: PricedProduct, selection: PriceSelection): number {
  const custom = customDimensionsOf(selection);
  if (product.customSize && custom && customSizeProblems(product.customSize, custom).length === 0) {
    return customSizePriceCents(product.customSize, custom);
  }
  return toCents(findByCode(product.sizes, selection.size)?.price ?? product.basePrice);
}

/** The unit price in cents, exact (before rounding), after finish and lamination. */
function exactUnitCents(product: PricedProduct, selection: PriceSelection): Big {
  let cents = sizeCents(product, selection);
  cents += toCents(findByCode(product.materials, selection.material)?.priceModifier ?? 0);
  if (product.hasDoubleSided && selection.isDoubleSided) cents += toCents(product.doubleSidedPrice);
  if (selection.isRush) cents += toCents(product.rushFee);
  if (product.hasCutShapes) cents += toCents(findByCode(product.cutShapes, selection.cutShape)?.price ?? 0);
  cents += customOptionsCents(product.customOptions, selection.customOptions);

  let unit = new Big(Math.max(0, cents));
  const finish = product.hasFinishes ? findByCode(product.finishes, selection.finish) : undefined;
  if (finish) unit = unit.times(new Big(100).plus(finish.priceModifier).times('0.01'));
  if (product.hasLamination && selection.lamination) unit = unit.times(laminationFactor);
  return unit;
}

function discountFor(product: PricedProduct, quantity: number): number {
  let best = 0;
  for (const tier of product.quantityDiscounts) {
    if (tier.minQuantity <= quantity && tier.discountPercent > best) best = tier.discountPercent;
  }
  return best;
}

function nextTierFor(product: PricedProduct, quantity: number, current: number): NextTier | null {
  let next: NextTier | null = null;
  for (const tier of product.quantityDiscounts) {
    if (tier.discountPercent <= current || tier.minQuantity <= quantity) continue;
    const better =
      next === null ||
      tier.minQuantity < next.minQuantity ||
      (tier.minQuantity === next.minQuantity && tier.discountPercent > next.discountPercent);
    if (better) {
      next = {
        minQuantity: tier.minQuantity,
        discountPercent: tier.discountPercent,
        moreNeeded: tier.minQuantity - quantity,
      };
    }
  }
  return next;
}

function exactTotals(product: PricedProduct, selection: PriceSelection) {
  const quantity = normalizeQuantity(selection.quantity);
  const unit = exactUnitCents(product, selection);
  const subtotal = unit.times(quantity);
  const discountPercent = discountFor(product, quantity);
  const total =
    discountPercent > 0 ? subtotal.times(new Big(100).minus(discountPercent).times('0.01')) : subtotal;
  return { quantity, unit, subtotal, discountPercent, total };
}

/**
 * Whether the line's unit price × quantity (before the quantity discount) exceeds maxLineTotalCents: such
 * a line does not fit the money columns, and calculatePrice cannot always give it in whole cents.
 */
export function isLineTooLarge(product: PricedProduct, selection: PriceSelection): boolean {
  return exactTotals(product, selection).subtotal.round(0, Big.roundHalfUp).gt(maxLineTotalCents);
}

export function calculatePrice(product: PricedProduct, selection: PriceSelection): PriceBreakdown {
  const { quantity, unit, subtotal, discountPercent, total } = exactTotals(product, selection);
  const subtotalCents = roundHalfUp(subtotal);
  const totalCents = roundHalfUp(total);
  return {
    unitPriceCents: roundHalfUp(unit),
    subtotalCents,
    discountPercent,
    discountCents: subtotalCents - totalCents,
    totalCents,
    nextTier: nextTierFor(product, quantity, discountPercent),
  };
}

/**
 * The quantity has a minimum of 1 (docs/product/pricing.md#quantity); a non-numeric, non-finite, zero or
 * negative entry falls back to 1; decimals are floored ("2.7" -> 2). Values above maxQuantity are capped to
 * it.
 */
export function normalizeQuantity(input: unknown): number {
  let value: number;
  if (typeof input === 'number') value = input;
  else if (typeof input === 'string' && input.trim() !== '') value = Number(input.trim());
  else return 1;
  if (!Number.isFinite(value)) return 1;
  const floored = Math.floor(value);
  if (floored < 1) return 1;
  return Math.min(floored, maxQuantity);
}

/**
 * The configurator's defaults (docs/product/storefront.md): first size, material, cut shape and finish;
 * quantity 1; one-sided; no lamination; normal turnaround. The custom options'
 * starting answers are the configurator's (option-starts.ts).
 */
export function defaultSelection(product: PricedProduct): PriceSelection {
  const selection: PriceSelection = {
    isDoubleSided: false,
    isRush: false,
    lamination: false,
    quantity: 1,
    customOptions: {},
  };
  const size = product.sizes[0]?.value;
  if (size === undefined && product.customSize) {
    selection.customWidthIn = product.customSize.minWidthIn;
    selection.customHeightIn = product.customSize.minHeightIn;
  }
  const material = product.materials[0]?.value;
  const cutShape = product.hasCutShapes ? product.cutShapes[0]?.value : undefined;
  const finish = product.hasFinishes ? product.finishes[0]?.value : undefined;
  if (size !== undefined) selection.size = size;
  if (material !== undefined) selection.material = material;
  if (cutShape !== undefined) selection.cutShape = cutShape;
  if (finish !== undefined) selection.finish = finish;
  return selection;
}

/**
 * Product custom options plus the category's: category options first, a product option with the same
 * id replaces the category's in place, product-only options follow.
 */
export function mergeCustomOptions(
  productOptions: readonly CustomOption[],
  categoryOptions: readonly CustomOption[] = [],
): CustomOption[] {
  const byId = new Map(productOptions.map((option) => [option.id, option]));
  const merged = categoryOptions.map((option) => byId.get(option.id) ?? option);
  const categoryIds = new Set(categoryOptions.map((option) => option.id));
  return [...merged, ...productOptions.filter((option) => !categoryIds.has(option.id))];
}

function isBlank(code: string | undefined): code is undefined {
  return code === undefined || code === '';
}

function checkCode(
  problems: SelectionProblem[],
  field: string,
  noun: string,
  offered: boolean,
  list: readonly { value: string }[],
  code: string | undefined,
): void {
  if (!offered || list.length === 0) {
    if (!isBlank(code)) problems.push({ field, message: `This product has no ${noun} options` });
  } else if (isBlank(code)) {
    problems.push({ field, message: `Choose a ${noun}` });
  } else if (!findByCode(list, code)) {
    problems.push({ field, message: `Unknown ${noun} "${code}"` });
  }
}

function checkCustomOptions(
  problems: SelectionProblem[],
  options: readonly CustomOption[],
  choices: CustomOptionChoices | undefined,
): void {
  const known = new Set(options.map((option) => option.id));
  for (const id of Object.keys(choices ?? {})) {
    if (!known.has(id)) problems.push({ field: `customOptions.${id}`, message: `Unknown option "${id}"` });
  }
  for (const option of options) {
    const field = `customOptions.${option.id}`;
    const choice = choiceFor(choices, option.id);
    const codes = new Set((option.values ?? []).map((value) => value.value));
    if (choice === undefined) {
      if (option.required) problems.push({ field, message: `${option.name} is required` });
    } else if (option.type === 'boolean') {
      if (typeof choice !== 'boolean') problems.push({ field, message: `${option.name} must be Yes or No` });
    } else if (option.type === 'select') {
      if (typeof choice !== 'string')
        problems.push({ field, message: `Choose one value for ${option.name}` });
      else if (!codes.has(choice))
        problems.push({ field, message: `Unknown value "${choice}" for ${option.name}` });
    } else if (!Array.isArray(choice)) {
      problems.push({ field, message: `Choose a list of values for ${option.name}` });
    } else {
      const unknown = choice.filter((code) => !codes.has(code));
      if (unknown.length > 0) {
        problems.push({ field, message: `Unknown value "${unknown.join('", "')}" for ${option.name}` });
      } else if (new Set(choice).size !== choice.length) {
        problems.push({ field, message: `A value is chosen twice for ${option.name}` });
      } else if (option.required && choice.length === 0) {
        problems.push({ field, message: `${option.name} is required` });
      }
    }
  }
}

/**
 * A size from the list or a custom size, not both. A product whose only size is its custom size needs one;
 * a custom size needs the product's setting and must fit its limits (src/shared/custom-size.ts).
 */
function checkSize(problems: SelectionProblem[], product: PricedProduct, selection: PriceSelection): void {
  const custom = product.customSize;
  if (!hasCustomSize(selection)) {
    if (custom && product.sizes.length === 0) {
      problems.push(...customSizeProblems(custom, {}));
    } else {
      checkCode(problems, 'size', 'size', true, product.sizes, selection.size);
    }
  } else if (!custom) {
    const field = selection.customWidthIn === undefined ? 'customHeightIn' : 'customWidthIn';
    problems.push({ field, message: 'This product has no custom size' });
  } else if (!isBlank(selection.size)) {
    problems.push({ field: 'size', message: 'Choose a size or a custom size, not both' });
  } else {
    problems.push(
      ...customSizeProblems(custom, { widthIn: selection.customWidthIn, heightIn: selection.customHeightIn }),
    );
  }
}

/**
 * Everything wrong with a selection for this product, each naming its field; empty when it can be
 * priced and ordered. A required Yes/No option must be answered (Yes or No); a required multiselect
 * needs at least one value.
 */
export function validateSelection(product: PricedProduct, selection: PriceSelection): SelectionProblem[] {
  const problems: SelectionProblem[] = [];
  checkSize(problems, product, selection);
  checkCode(problems, 'material', 'material', true, product.materials, selection.material);
  checkCode(problems, 'cutShape', 'cut shape', product.hasCutShapes, product.cutShapes, selection.cutShape);
  checkCode(problems, 'finish', 'finish', product.hasFinishes, product.finishes, selection.finish);
  if (selection.isDoubleSided && !product.hasDoubleSided) {
    problems.push({ field: 'isDoubleSided', message: 'This product is not offered double-sided' });
  }
  if (selection.lamination && !product.hasLamination) {
    problems.push({ field: 'lamination', message: 'This product is not offered with lamination' });
  }
  checkCustomOptions(problems, product.customOptions, selection.customOptions);

  const quantity = selection.quantity;
  if (!Number.isInteger(quantity) || quantity < 1) {
    problems.push({ field: 'quantity', message: 'Quantity must be a whole number of at least 1' });
  } else if (quantity > maxQuantity) {
    problems.push({
      field: 'quantity',
      message: `Quantity may be at most ${maxQuantity.toLocaleString('en-US')}`,
    });
  } else if (problems.length === 0 && isLineTooLarge(product, selection)) {
    problems.push({ field: 'quantity', message: 'This line total is too large; lower the quantity' });
  }
  return problems;
}
