import Big from 'big.js';
import { formatUSD, roundHalfUp, toCents } from './money.ts';

/**
 * Custom sizes (docs/product/pricing.md#custom-sizes): a product may be ordered at any width ×
 * height within its limits, priced by area. One place for the rule, the limits' checks and their words:
 * the configurator, the server's validation and every page that names a custom size read them from here.
 *
 * Every length is held in inches (the setting's limits and increment, a cart line's and an order line's
 * dimensions); the unit is only what the customer types and reads.
 */

export const customSizeUnits = ['in', 'ft'] as const;
export type CustomSizeUnit = (typeof customSizeUnits)[number];

export const customSizeUnitNames: Record<CustomSizeUnit, string> = { in: 'inches', ft: 'feet' };

/** A product's custom size, as stored and answered (every length in inches). */
export interface CustomSizeSetting {
  /** Dollars per square foot, a money string ('2.50'). */
  ratePerSqFt: string;
  /** The least one piece costs, a money string ('15.00'). */
  minimumCharge: string;
  /** What the customer types and reads. */
  unit: CustomSizeUnit;
  minWidthIn: number;
  maxWidthIn: number;
  minHeightIn: number;
  maxHeightIn: number;
  /** Widths and heights are whole multiples of this (1 = whole inches, 6 = half feet). */
  incrementIn: number;
}

/** The choice the configurator's size list ends with. */
export const customSizeChoiceLabel = 'Custom size';

/** The selection's (and the API's) fields of a custom size, in inches. */
export const customSizeFields = { width: 'customWidthIn', height: 'customHeightIn' } as const;

/** A custom size's dimensions in inches. */
export type CustomDimensions = { widthIn: number; heightIn: number };

const inchesPerUnit: Record<CustomSizeUnit, number> = { in: 1, ft: 12 };
const squareInchesPerSquareFoot = 144;

/** A length as a number without trailing zeros, at most two decimals: 48 -> '48', 4.5 -> '4.5'. */
function plainNumber(value: Big.BigSource): string {
  return new Big(value).round(2, Big.roundHalfUp).toString();
}

/**
 * A length in inches as the customer reads it in `unit`: '4 ft', '4.5 ft'; in inches when the unit is
 * inches or the feet would need more than two decimals (1 in of a feet product reads '1 in').
 */
export function lengthText(inches: number, unit: CustomSizeUnit): string {
  const inUnit = new Big(inches).div(inchesPerUnit[unit]);
  if (unit === 'ft' && inUnit.round(2, Big.roundDown).eq(inUnit)) return `${plainNumber(inUnit)} ft`;
  return `${plainNumber(inches)} in`;
}

/**
 * A custom size as every page names it: '48 × 96 in (custom)'; for a product sized in feet, in the feet the
 * customer typed with the inches the shop prints from: '4 × 8 ft (48 × 96 in, custom)' (inches alone when
 * the feet would need more than two decimals).
 */
export function customSizeText(size: CustomDimensions, unit: CustomSizeUnit = 'in'): string {
  const inches = `${plainNumber(size.widthIn)} × ${plainNumber(size.heightIn)} in`;
  const width = lengthText(size.widthIn, unit);
  const height = lengthText(size.heightIn, unit);
  if (unit === 'ft' && width.endsWith(' ft') && height.endsWith(' ft')) {
    return `${width.slice(0, -3)} × ${height.slice(0, -3)} ft (${inches}, custom)`;
  }
  return `${inches} (custom)`;
}

/** The area in square feet, exact. */
function areaSqFt(size: CustomDimensions): Big {
  return new Big(size.widthIn).times(size.heightIn).div(squareInchesPerSquareFoot);
}

/**
 * What one piece of this size costs before any other choice: the area in square feet × the rate, rounded
 * half-up to a cent once, and never less than the minimum charge. It then stands where a size's price
 * stands in the price (src/shared/pricing.ts).
 */
export function customSizePriceCents(setting: CustomSizeSetting, size: CustomDimensions): number {
  // Multiplied before dividing: the division by 144 is the only step that can leave fractions of a cent.
  const byArea = roundHalfUp(
    new Big(size.widthIn)
      .times(size.heightIn)
      .times(toCents(setting.ratePerSqFt))
      .div(squareInchesPerSquareFoot),
  );
  return Math.max(byArea, toCents(setting.minimumCharge));
}

/** The price of the smallest custom size (the 'starting at' price it offers). */
export function lowestCustomSizeCents(setting: CustomSizeSetting): number {
  return customSizePriceCents(setting, { widthIn: setting.minWidthIn, heightIn: setting.minHeightIn });
}

/**
 * What the configurator says under the inputs: '18 sq ft at $2.50/sq ft', and when the minimum is what is
 * charged, '1.5 sq ft at $2.50/sq ft: the minimum of $15.00 per piece applies'.
 */
export function customSizeRateText(setting: CustomSizeSetting, size: CustomDimensions): string {
  const rate = `${plainNumber(areaSqFt(size))} sq ft at ${formatUSD(toCents(setting.ratePerSqFt))}/sq ft`;
  const minimum = toCents(setting.minimumCharge);
  return customSizePriceCents(setting, size) === minimum && minimum > 0
    ? `${rate}: the minimum of ${formatUSD(minimum)} per piece applies`
    : rate;
}

/** The increment in words, as the messages and the limits line end: 'whole inches', 'steps of 0.5 ft'. */
function incrementWords(setting: CustomSizeSetting): { must: string; limits: string } {
  if (setting.incrementIn === 1) return { must: 'a whole number of inches', limits: 'in whole inches' };
  if (setting.incrementIn === 12) return { must: 'a whole number of feet', limits: 'in whole feet' };
  const step = lengthText(setting.incrementIn, setting.unit);
  return { must: `a multiple of ${step}`, limits: `in steps of ${step}` };
}

/** The limits as the configurator states them: 'Width 1 ft to 16 ft, height 1 ft to 50 ft, in steps of 0.5 ft.' */
export function limitsText(setting: CustomSizeSetting): string {
  const range = (min: number, max: number) =>
    `${lengthText(min, setting.unit)} to ${lengthText(max, setting.unit)}`;
  const width = range(setting.minWidthIn, setting.maxWidthIn);
  const height = range(setting.minHeightIn, setting.maxHeightIn);
  return `Width ${width}, height ${height}, ${incrementWords(setting).limits}.`;
}

/**
 * A selection's custom size (a cart line's, an order's, the configurator's) when it has both dimensions;
 * null when it has a size from the list instead, or only one dimension.
 */
export function customDimensionsOf(selection: {
  customWidthIn?: number | null | undefined;
  customHeightIn?: number | null | undefined;
}): CustomDimensions | null {
  const { customWidthIn: widthIn, customHeightIn: heightIn } = selection;
  return typeof widthIn === 'number' && typeof heightIn === 'number' ? { widthIn, heightIn } : null;
}

/** Whether `value` is a whole multiple of `step`, exactly (decimal, not binary, arithmetic). */
export function isMultipleOf(value: number, step: number): boolean {
  return new Big(value).mod(step).eq(0);
}

export interface CustomSizeProblem {
  field: (typeof customSizeFields)[keyof typeof customSizeFields];
  message: string;
}

function lengthProblem(
  name: 'Width' | 'Height',
  value: number | undefined,
  min: number,
  max: number,
  setting: CustomSizeSetting,
): string | null {
  if (value === undefined) return `Enter a ${name.toLowerCase()}`;
  if (!Number.isFinite(value) || value < min || value > max) {
    return `${name} must be from ${lengthText(min, setting.unit)} to ${lengthText(max, setting.unit)}`;
  }
  if (!isMultipleOf(value, setting.incrementIn)) return `${name} must be ${incrementWords(setting).must}`;
  return null;
}

/** What is wrong with a custom size for this setting, each naming its field (in inches); empty when it can be ordered. */
export function customSizeProblems(
  setting: CustomSizeSetting,
  size: { widthIn?: number | undefined; heightIn?: number | undefined },
): CustomSizeProblem[] {
  const problems: CustomSizeProblem[] = [];
  const width = lengthProblem('Width', size.widthIn, setting.minWidthIn, setting.maxWidthIn, setting);
  if (width) problems.push({ field: customSizeFields.width, message: width });
  const height = lengthProblem('Height', size.heightIn, setting.minHeightIn, setting.maxHeightIn, setting);
  if (height) problems.push({ field: customSizeFields.height, message: height });
  return problems;
}

/** A typed decimal: digits with at most one point ('4', '4.5', '.5'); signs, exponents and commas are not. */
const typedNumber = /^(\d+(\.\d*)?|\.\d+)$/;

/**
 * What the customer typed in the product's unit, in inches: a number, undefined for an empty box, or
 * 'invalid' for anything that is not a plain decimal number.
 */
export function readTypedLength(text: string, unit: CustomSizeUnit): number | undefined | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!typedNumber.test(trimmed) || trimmed.length > 12) return 'invalid';
  return new Big(trimmed).times(inchesPerUnit[unit]).toNumber();
}

/** A length in inches as the configurator's box shows it in the product's unit: 48 in of a feet product -> '4'. */
export function typedLengthOf(inches: number, unit: CustomSizeUnit): string {
  return plainNumber(new Big(inches).div(inchesPerUnit[unit]));
}

/** The server's and the configurator's words for a dimension that is not a number. */
export function notANumberMessage(name: 'Width' | 'Height'): string {
  return `${name} must be a number`;
}

/**
 * The configurator's custom size: what the customer typed in the product's unit, read into inches, with
 * everything wrong with it (a box that is not a number, out of range, off the increment).
 */
export function readCustomSize(
  setting: CustomSizeSetting,
  typed: { width: string; height: string },
): { widthIn?: number; heightIn?: number; problems: CustomSizeProblem[] } {
  const width = readTypedLength(typed.width, setting.unit);
  const height = readTypedLength(typed.height, setting.unit);
  const size = {
    ...(typeof width === 'number' ? { widthIn: width } : {}),
    ...(typeof height === 'number' ? { heightIn: height } : {}),
  };
  const problems = customSizeProblems(setting, size).filter(
    (problem) =>
      !(problem.field === customSizeFields.width && width === 'invalid') &&
      !(problem.field === customSizeFields.height && height === 'invalid'),
  );
  if (width === 'invalid')
    problems.unshift({ field: customSizeFields.width, message: notANumberMessage('Width') });
  if (height === 'invalid')
    problems.push({ field: customSizeFields.height, message: notANumberMessage('Height') });
  return { ...size, problems };
}
