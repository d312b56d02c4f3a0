import type { Category, CategoryInput } from '../../../../shared/schemas/category.ts';
import { categoryInputSchema } from '../../../../shared/schemas/category.ts';
import type { CustomOptionType } from '../../../../shared/schemas/custom-option.ts';

/** One value of a choice option as typed: the price modifier stays text until saving. */
export interface ValueDraft {
  /** React key only; never sent. */
  key: string;
  value: string;
  label: string;
  priceModifier: string;
}

export interface OptionDraft {
  id: string;
  name: string;
  type: CustomOptionType;
  required: boolean;
  values: ValueDraft[];
}

export interface CategoryDraft {
  name: string;
  slug: string;
  description: string;
  options: OptionDraft[];
}

export type CategoryFormErrors = { name?: string; slug?: string; options?: string[] };

let nextKey = 0;
export function newValueKey(): string {
  nextKey += 1;
  return `value-${nextKey}`;
}

/** SPEC §3: a custom option's id is a prefix plus a timestamp; bumped when two are added in one millisecond. */
export function newOptionId(taken: readonly string[], now = Date.now()): string {
  let stamp = now;
  while (taken.includes(`option-${stamp}`)) stamp += 1;
  return `option-${stamp}`;
}

export function emptyDraft(): CategoryDraft {
  return { name: '', slug: '', description: '', options: [] };
}

export function draftOf(category: Category): CategoryDraft {
  return {
    name: category.name,
    slug: category.slug,
    description: category.description ?? '',
    options: category.options.customOptions.map((option) => ({
      id: option.id,
      name: option.name,
      type: option.type,
      required: option.required,
      values: (option.values ?? []).map((value) => ({
        key: newValueKey(),
        value: value.value,
        label: value.label,
        priceModifier: String(value.priceModifier),
      })),
    })),
  };
}

/** SPEC §5: a price modifier is parsed as a number and defaults to 0. */
export function parsePriceModifier(text: string): number {
  const parsed = Number.parseFloat(text);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** The request body; a Yes/No option carries no values. */
export function toInput(draft: CategoryDraft): CategoryInput {
  const description = draft.description.trim();
  return {
    name: draft.name.trim(),
    slug: draft.slug.trim(),
    description: description === '' ? null : description,
    options: {
      customOptions: draft.options.map((option) => ({
        id: option.id,
        name: option.name.trim(),
        type: option.type,
        required: option.required,
        ...(option.type === 'boolean'
          ? {}
          : {
              values: option.values.map((value) => ({
                value: value.value.trim(),
                label: value.label.trim(),
                priceModifier: parsePriceModifier(value.priceModifier),
              })),
            }),
      })),
    },
  };
}

/** The form's problems before sending: SPEC §5's 'Name is required' / 'Slug is required', then the contract's rules. */
export function validateDraft(draft: CategoryDraft): {
  input: CategoryInput | null;
  errors: CategoryFormErrors;
} {
  const input = toInput(draft);
  const result = categoryInputSchema.safeParse(input);
  if (result.success) return { input: result.data, errors: {} };
  const errors: CategoryFormErrors = {};
  const options: string[] = [];
  for (const issue of result.error.issues) {
    const [field, , index, ...rest] = issue.path;
    if (field === 'name') errors.name ??= issue.message;
    else if (field === 'slug') errors.slug ??= issue.message;
    else if (field === 'options' && typeof index === 'number') {
      const option = input.options.customOptions[index];
      const where = option?.name ? `Option “${option.name}”` : `Option ${index + 1}`;
      const detail = rest.length > 0 ? describeOptionPath(rest) : '';
      options.push(`${where}${detail}: ${issue.message}`);
    }
  }
  if (options.length > 0) errors.options = [...new Set(options)];
  return { input: null, errors };
}

function describeOptionPath(path: PropertyKey[]): string {
  const [field, index, valueField] = path;
  if (field === 'values' && typeof index === 'number') {
    return `, value ${index + 1}${valueField === 'value' ? ' code' : valueField === 'label' ? ' label' : ''}`;
  }
  return '';
}
