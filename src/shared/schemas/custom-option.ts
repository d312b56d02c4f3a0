import { z } from 'zod';

export const customOptionTypes = ['boolean', 'select', 'multiselect'] as const;
export type CustomOptionType = (typeof customOptionTypes)[number];

export const customOptionTypeLabels: Record<CustomOptionType, string> = {
  boolean: 'Yes/No',
  select: 'Single Choice',
  multiselect: 'Multiple Choice',
};

export const customOptionValueSchema = z.object({
  value: z.string().trim().min(1, 'Code is required').max(100),
  label: z.string().trim().min(1, 'Label is required').max(200),
  /** Money added to the unit price when chosen; may be negative. */
  priceModifier: z.number().finite().min(-100000).max(100000),
});

export const customOptionSchema = z
  .object({
    id: z.string().trim().min(1).max(100),
    name: z.string().trim().min(1, 'Name is required').max(200),
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
  z.string(),
  z.union([z.boolean(), z.string(), z.array(z.string())]),
);
export type CustomOptionChoices = z.infer<typeof customOptionChoicesSchema>;
