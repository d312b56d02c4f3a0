import { z } from 'zod';
import type { CustomSizeUnit } from '#shared/custom-size';
import { fromCents, moneyPattern, toCents } from '#shared/money';
import { type CustomSize, type ProductInput, productInputSchema } from '#shared/schemas/product';

/**
 * The product's custom size as the editor holds it (docs/product/pricing.md#custom-sizes): a switch, and
 * every number as the text typed. Every length is in inches; the unit is only what customers type.
 */
export interface CustomSizeValues {
  enabled: boolean;
  ratePerSqFt: string;
  minimumCharge: string;
  unit: CustomSizeUnit;
  minWidthIn: string;
  maxWidthIn: string;
  minHeightIn: string;
  maxHeightIn: string;
  incrementIn: string;
}

/** The fields of the card that can hold a problem. */
export type CustomSizeField = Exclude<keyof CustomSizeValues, 'enabled'>;

/** The setting the API takes, null when none is offered; the shared rules say what is wrong with it. */
export type CustomSizeInput = ProductInput['customSize'];

/** Off, with whole inches and no minimum charge ready for when the admin switches it on. */
export function noCustomSizeValues(): CustomSizeValues {
  return {
    enabled: false,
    ratePerSqFt: '',
    minimumCharge: '0',
    unit: 'in',
    minWidthIn: '',
    maxWidthIn: '',
    minHeightIn: '',
    maxHeightIn: '',
    incrementIn: '1',
  };
}

export function customSizeValues(setting: CustomSize | null): CustomSizeValues {
  if (!setting) return noCustomSizeValues();
  return {
    enabled: true,
    ratePerSqFt: setting.ratePerSqFt,
    minimumCharge: setting.minimumCharge,
    unit: setting.unit,
    minWidthIn: String(setting.minWidthIn),
    maxWidthIn: String(setting.maxWidthIn),
    minHeightIn: String(setting.minHeightIn),
    maxHeightIn: String(setting.maxHeightIn),
    incrementIn: String(setting.incrementIn),
  };
}

/** Money typed: blank is 0, an amount is sent with two decimals ('2.5' -> '2.50'); anything else as typed. */
function moneyOf(text: string): string {
  const typed = text.trim();
  if (typed === '') return '0.00';
  return moneyPattern.test(typed) ? fromCents(toCents(typed)) : typed;
}

/** Inches typed; a blank box is not a number (so the shared rules say it is missing, rather than 0). */
function inchesOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/**
 * The body's customSize: null when it is not offered, else the numbers typed (lengths in inches, money as
 * strings). What the shared rules refuse goes through as typed, so they name it beside its field.
 */
export function toCustomSize(values: CustomSizeValues): CustomSizeInput {
  if (!values.enabled) return null;
  return {
    ratePerSqFt: moneyOf(values.ratePerSqFt),
    minimumCharge: moneyOf(values.minimumCharge),
    unit: values.unit,
    minWidthIn: inchesOf(values.minWidthIn),
    maxWidthIn: inchesOf(values.maxWidthIn),
    minHeightIn: inchesOf(values.minHeightIn),
    maxHeightIn: inchesOf(values.maxHeightIn),
    incrementIn: inchesOf(values.incrementIn),
  };
}

const fields: readonly CustomSizeField[] = [
  'ratePerSqFt',
  'minimumCharge',
  'unit',
  'minWidthIn',
  'maxWidthIn',
  'minHeightIn',
  'maxHeightIn',
  'incrementIn',
];
const isField = (step: unknown): step is CustomSizeField => fields.includes(step as CustomSizeField);

/** The API's rule of a custom size (src/shared/schemas/product.ts), without its null and its default. */
const customSizeRule = productInputSchema.shape.customSize.unwrap().unwrap();

type Problems = Partial<Record<CustomSizeField, string>>;

function firstPerField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Problems {
  const problems: Problems = {};
  for (const issue of issues) {
    const field = isField(issue.path[0]) ? issue.path[0] : 'ratePerSqFt';
    problems[field] ??= issue.message;
  }
  return problems;
}

/** The setting checked by the API's own schema: what it would save, or the first problem of each field. */
export function checkCustomSize(values: CustomSizeValues): {
  setting: CustomSize | null;
  problems: Problems;
} {
  const input = toCustomSize(values);
  if (!input) return { setting: null, problems: {} };
  const result = customSizeRule.safeParse(input);
  return result.success
    ? { setting: result.data, problems: {} }
    : { setting: null, problems: firstPerField(result.error.issues) };
}

/** The form's check: the shared rules' problems, each at its own field (customSize.maxWidthIn, ...). */
export const customSizeValuesSchema = z.custom<CustomSizeValues>().superRefine((values, ctx) => {
  for (const [field, message] of Object.entries(checkCustomSize(values).problems)) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
});
