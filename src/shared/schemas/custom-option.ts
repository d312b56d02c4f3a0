import { z } from 'zod';
import { safeString } from './common.ts';

export const customOptionTypes = ['boolean', 'select', 'multiselect'] as const;
export type CustomOptionType = (typeof customOptionTypes)[number];

export const customOptionTypeLabels: Record<CustomOptionType, string> = {
  boolean: 'Yes/No',
  select: 'Single Choice',
  multiselect: 'Multiple Choice',
};

export const customOptionValueSchema = z.object({
  value: safeString().trim().min(1, 'Code is required').max(100),
  label: safeString().trim().min(1, 'Label is required').max(200),
  /** Money added to the unit price when chosen; may be negative. */
  priceModifier: z.number().finite().min(-100000).max(100000),
});

export const customOptionSchema = z
  .object({
    id: safeString().trim().min(1).max(100),
    name: safeString().trim().min(1, 'Name is required').max(200),
    type: z.enum(customOptionTypes),
    required: z.boolean(),
    values: z.array(customOptionValueSchema).max(100).optional(),
  })
  .superRefine((option, ctx) => {
    if (option.type !== 'boolean' && (!option.values || option.values.length === 0)) {
      ctx.addIssue({ code: 'custom', path: ['values'], message: 'A choice option needs at least one value' });
    }
  });

export type CustomOptionValue = z.infer<typeof customOptionValueSchema>;
export type CustomOption = z.infer<typeof customOptionSchema>;

/** What a customer chose for each custom option: a boolean, one value code, or a list of value codes. */
export const customOptionChoicesSchema = z.record(
  safeString(),
  z.union([z.boolean(), safeString(), z.array(safeString())]),
);
export type CustomOptionChoices = z.infer<typeof customOptionChoicesSchema>;

/** One problem of an option list, naming the field at fault (the server's error body lists them). */
export type OptionListIssue = { path: string; message: string };

const isWholeCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

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
 * and of a category alike (both services refuse them with a 400 naming the field): one id per option, one
 * code per value, prices in whole cents (pricing rounds each to cents, so 0.005 would charge what the
 * editor never showed).
 */
export function customOptionIssues(path: string, options: readonly CustomOption[]): OptionListIssue[] {
  const issues: OptionListIssue[] = [];
  const optionIds = new Set<string>();
  options.forEach((option, i) => {
    if (optionIds.has(option.id)) issues.push({ path: `${path}.${i}.id`, message: 'Duplicate option id' });
    optionIds.add(option.id);
    issues.push(...duplicateCodeIssues(`${path}.${i}.values`, option.values ?? []));
    (option.values ?? []).forEach((value, j) => {
      if (!isWholeCents(value.priceModifier)) {
        issues.push({
          path: `${path}.${i}.values.${j}.priceModifier`,
          message: 'Must be an amount in whole cents, such as 2.50',
        });
      }
    });
  });
  return issues;
}
