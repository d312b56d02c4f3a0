import { z } from 'zod';
import { fromCents, toCents } from '../money.ts';
import { safeString, signedMoneySchema } from './common.ts';

export const customOptionTypes = ['boolean', 'select', 'multiselect'] as const;
export type CustomOptionType = (typeof customOptionTypes)[number];

export const customOptionTypeLabels: Record<CustomOptionType, string> = {
  boolean: 'Yes/No',
  select: 'Single Choice',
  multiselect: 'Multiple Choice',
};

/** The largest price modifier of a custom option value, either way: $100,000.00. */
const maxCustomOptionPriceModifier = 100_000;
const maxPriceModifierCents = maxCustomOptionPriceModifier * 100;

const priceModifierRangeMessage = 'Must be between -100000.00 and 100000.00';
const wholeCentsMessage = 'Must be an amount in whole cents, such as 2.50';

const isWholeCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** A price modifier sent as a number, as the contract we started from had it: in range, in whole cents. */
const numberPriceModifierSchema = z
  .number()
  .min(-maxCustomOptionPriceModifier, { message: priceModifierRangeMessage, abort: true })
  .max(maxCustomOptionPriceModifier, { message: priceModifierRangeMessage, abort: true })
  // Pricing rounds each modifier to cents, so 0.005 would charge what the editor never showed.
  .refine(isWholeCents, wholeCentsMessage);

/**
 * A custom option value's price modifier: money that may be negative, "5.00" or "-2.50", like every other
 * amount (decision 0018), within ±100000.00. A finite number (5, -2.5), as older clients send it, is still
 * taken when it is in whole cents and becomes its money string first.
 */
export const customOptionPriceModifierSchema = z.preprocess(
  (value: string | number, ctx) => {
    if (typeof value !== 'number') return value;
    const parsed = numberPriceModifierSchema.safeParse(value);
    if (parsed.success) return fromCents(toCents(parsed.data));
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return value;
  },
  signedMoneySchema.pipe(
    z
      .string()
      .refine((value) => Math.abs(toCents(value)) <= maxPriceModifierCents, priceModifierRangeMessage),
  ),
);

const customOptionValueFields = {
  value: safeString().trim().min(1, 'Code is required').max(100),
  label: safeString().trim().min(1, 'Label is required').max(200),
};

const customOptionValueSchema = z.object({
  ...customOptionValueFields,
  /** Money added to the unit price when chosen; may be negative. */
  priceModifier: customOptionPriceModifierSchema,
});

const customOptionFields = {
  id: safeString().trim().min(1).max(100),
  name: safeString().trim().min(1, 'Name is required').max(200),
  type: z.enum(customOptionTypes),
  required: z.boolean(),
  /**
   * What the configurator starts on (docs/product/storefront.md#the-configurator): a Single Choice's value
   * code, or 'yes' / 'no' for Yes/No; absent, the option starts unanswered. Multiple Choice starts empty.
   */
  defaultValue: safeString().trim().min(1).max(100).optional(),
};

/** The values a Yes/No option's defaultValue may take. */
const booleanOptionDefaults = ['yes', 'no'] as const;

export const customOptionSchema = z
  .object({ ...customOptionFields, values: z.array(customOptionValueSchema).max(100).optional() })
  .superRefine((option, ctx) => {
    if (option.type !== 'boolean' && (!option.values || option.values.length === 0)) {
      ctx.addIssue({ code: 'custom', path: ['values'], message: 'A choice option needs at least one value' });
    }
    const start = option.defaultValue;
    if (start === undefined) return;
    const allowed =
      option.type === 'boolean'
        ? booleanOptionDefaults.some((value) => value === start)
        : option.type === 'select' && (option.values ?? []).some((value) => value.value === start);
    if (!allowed) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultValue'],
        message:
          option.type === 'multiselect'
            ? 'A Multiple Choice option starts with nothing chosen'
            : option.type === 'boolean'
              ? 'Starts on must be yes or no'
              : 'Starts on must be one of the option’s values',
      });
    }
  });

/** A custom option as the API answers it: the price modifier is its money string only ("5.00"). */
export const customOptionResponseSchema = z.object({
  ...customOptionFields,
  values: z.array(z.object({ ...customOptionValueFields, priceModifier: z.string() })).optional(),
});

export type CustomOption = z.infer<typeof customOptionSchema>;

/** What a customer chose for each custom option: a boolean, one value code, or a list of value codes. */
export const customOptionChoicesSchema = z.record(
  safeString(),
  z.union([z.boolean(), safeString(), z.array(safeString())]),
);
export type CustomOptionChoices = z.infer<typeof customOptionChoicesSchema>;

/** One problem of an option list, naming the field at fault (the server's error body lists them). */
export type OptionListIssue = { path: string; message: string };

/** A code used twice in one list (sizes, materials, an option's values, ...): the configurator and the cart find entries by code. */
export function duplicateCodeIssues(path: string, list: readonly { value: string }[]): OptionListIssue[] {
  const seen = new Set<string>();
  return list.flatMap((entry, index) => {
    if (!seen.has(entry.value)) {
      seen.add(entry.value);
      return [];
    }
    return [{ path: `${path}.${index}.value`, message: `Duplicate code "${entry.value}"` }];
  });
}

/**
 * What customOptionSchema cannot say about one option on its own, for the custom options of a product
 * and of a category alike (both services refuse them with a 400 naming the field): one id per option and
 * one code per value. (Prices in whole cents are the schema's: customOptionPriceModifierSchema.)
 */
export function customOptionIssues(
  path: string,
  options: readonly { id: string; values?: readonly { value: string }[] | undefined }[],
): OptionListIssue[] {
  const issues: OptionListIssue[] = [];
  const optionIds = new Set<string>();
  options.forEach((option, i) => {
    if (optionIds.has(option.id)) issues.push({ path: `${path}.${i}.id`, message: 'Duplicate option id' });
    optionIds.add(option.id);
    issues.push(...duplicateCodeIssues(`${path}.${i}.values`, option.values ?? []));
  });
  return issues;
}
