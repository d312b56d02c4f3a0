import { z } from 'zod';
import { signedMoneySchema } from '#shared/schemas/common';
import {
  type CustomOption,
  type CustomOptionType,
  customOptionIssues,
  customOptionSchema,
} from '#shared/schemas/custom-option';

/** One value of an option as typed: the price modifier stays text until saving. */
export interface ValueDraft {
  /** React key only; never sent. */
  key: string;
  value: string;
  label: string;
  priceModifier: string;
}

/** A product's or category's custom option as the editor holds it. */
export interface OptionDraft {
  id: string;
  name: string;
  type: CustomOptionType;
  required: boolean;
  /** What the configurator starts on: a Single Choice's code, 'yes' or 'no'; '' for unanswered. */
  defaultValue: string;
  /** Choices of a Single or Multiple Choice option; for Yes/No, at most one: the price and label of Yes. */
  values: ValueDraft[];
}

let nextKey = 0;
function newValueKey(): string {
  nextKey += 1;
  return `value-${nextKey}`;
}

export function emptyValueDraft(): ValueDraft {
  return { key: newValueKey(), value: '', label: '', priceModifier: '0' };
}

/**
 * A custom option's id is a prefix plus a timestamp (docs/product/admin.md); bumped when two are added in one
 * millisecond.
 */
function newOptionId(taken: readonly string[], now = Date.now()): string {
  let stamp = now;
  while (taken.includes(`option-${stamp}`)) stamp += 1;
  return `option-${stamp}`;
}

export function emptyOptionDraft(taken: readonly string[]): OptionDraft {
  return { id: newOptionId(taken), name: '', type: 'boolean', required: false, defaultValue: '', values: [] };
}

export function optionDrafts(options: readonly CustomOption[]): OptionDraft[] {
  return options.map((option) => ({
    id: option.id,
    name: option.name,
    type: option.type,
    required: option.required,
    defaultValue: option.defaultValue ?? '',
    values: (option.values ?? []).map((value) => ({
      key: newValueKey(),
      value: value.value,
      label: value.label,
      priceModifier: value.priceModifier,
    })),
  }));
}

/**
 * The price modifier sent for what was typed, as money like a material's: "2.5" -> "2.50"; an empty or
 * invalid entry counts as 0 (docs/product/admin.md#categories-tab). A number the money rules refuse (three
 * decimals, past ±100000) stays as typed, so the shared schema names it beside the field.
 */
function parsePriceModifier(text: string): string {
  const typed = text.trim();
  if (typed === '' || !Number.isFinite(Number(typed))) return '0.00';
  const money = signedMoneySchema.safeParse(typed);
  return money.success ? money.data : typed;
}

/**
 * The option as stored. A choice option always carries its values; a Yes/No option carries its one
 * value (what Yes adds) only when it has one.
 */
function toCustomOption(draft: OptionDraft): CustomOption {
  const values = (draft.type === 'boolean' ? draft.values.slice(0, 1) : draft.values).map((value) => ({
    value: value.value.trim(),
    label: value.label.trim(),
    priceModifier: parsePriceModifier(value.priceModifier),
  }));
  // A start the option can no longer take (its value removed, the type changed) is dropped: unanswered.
  const start = draft.defaultValue.trim();
  const startable =
    draft.type === 'boolean'
      ? start === 'yes' || start === 'no'
      : draft.type === 'select' && values.some((value) => value.value === start);
  return {
    id: draft.id,
    name: draft.name.trim(),
    type: draft.type,
    required: draft.required,
    ...(startable ? { defaultValue: start } : {}),
    ...(draft.type !== 'boolean' || values.length > 0 ? { values } : {}),
  };
}

export function toCustomOptions(drafts: readonly OptionDraft[]): CustomOption[] {
  return drafts.map(toCustomOption);
}

/** One draft checked by the shared custom-option schema; its problems sit at the draft's own paths. */
const optionDraftSchema = z.custom<OptionDraft>().superRefine((draft, ctx) => {
  const result = customOptionSchema.safeParse(toCustomOption(draft));
  if (result.success) return;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
});

const pathOf = (dotted: string) =>
  dotted
    .split('.')
    .slice(1)
    .map((step) => (/^\d+$/.test(step) ? Number(step) : step));

/** The list: each option by itself, then the rules across options (one id per option, one code per value). */
export const optionDraftsSchema = z.array(optionDraftSchema).superRefine((drafts, ctx) => {
  for (const issue of customOptionIssues('options', toCustomOptions(drafts))) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: pathOf(issue.path) });
  }
});

/** A problem of the option list: where it is (e.g. [0, 'values', 1, 'label']) and what it is. */
export interface OptionProblem {
  path: (string | number)[];
  message: string;
}

/** The problems in react-hook-form's error tree for the list (its `message`s, wherever they sit). */
export function optionProblems(errors: unknown, path: (string | number)[] = []): OptionProblem[] {
  if (typeof errors !== 'object' || errors === null) return [];
  const problems: OptionProblem[] = [];
  const { message } = errors as { message?: unknown };
  if (typeof message === 'string' && message !== '') problems.push({ path, message });
  for (const [key, child] of Object.entries(errors)) {
    if (key === 'ref' || key === 'message' || key === 'type' || key === 'types') continue;
    const step = /^\d+$/.test(key) ? Number(key) : key;
    problems.push(...optionProblems(child, step === 'root' ? path : [...path, step]));
  }
  return problems;
}

/** 'Option 1: Name is required', 'Option “Stakes”, value 2 label: Label is required'. */
export function describeProblem(problem: OptionProblem, drafts: readonly OptionDraft[]): string {
  const [index, field, valueIndex, valueField] = problem.path;
  if (typeof index !== 'number') return problem.message;
  const name = drafts[index]?.name.trim();
  const where = name ? `Option “${name}”` : `Option ${index + 1}`;
  let detail = '';
  if (field === 'values' && typeof valueIndex === 'number') {
    const part = valueField === 'value' ? ' code' : valueField === 'label' ? ' label' : '';
    detail = `, value ${valueIndex + 1}${part}`;
  }
  return `${where}${detail}: ${problem.message}`;
}
