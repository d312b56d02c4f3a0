import { type CustomSizeUnit, customDimensionsOf, customSizeText } from './custom-size.ts';
import { mergeCustomOptions } from './pricing.ts';
import type { DesignMethod } from './schemas/cart.ts';
import type { CustomOption, CustomOptionChoices } from './schemas/custom-option.ts';
import type { LineSelection, SelectionKey } from './schemas/line-selection.ts';

/**
 * The words of a configured product's choices (docs/product/pricing.md#the-options-a-product-can-offer):
 * each choice of the line selection names its rule beside its schema (schemas/line-selection.ts), built
 * from the rules here; selection-labels.ts lists a whole selection with them.
 */

/** One chosen option: its name, the code chosen and the label the customer read ('Size', 'standard', 'Standard 3.5" x 2"'). */
export interface LabelledOption {
  name: string;
  value: string;
  label: string;
}

/** The labels of the choices that have no list of their own in the product. */
export const printingChoices = {
  one: { value: 'one', label: 'One-sided' },
  two: { value: 'two', label: 'Two-sided' },
} as const;

export const laminationChoices = {
  no: { value: 'no', label: 'No lamination' },
  yes: { value: 'yes', label: 'Laminated' },
} as const;

export const rushTurnaround = { value: 'rush', label: 'Rush (1-2 days)' } as const;

/** 'Standard (3-5 business days)'; just 'Standard' when the product names no turnaround time. */
export function standardTurnaroundLabel(turnaroundTime: string | null | undefined): string {
  return turnaroundTime ? `Standard (${turnaroundTime})` : 'Standard';
}

type Coded = { value: string; label: string };

/** What of a product the labels need (a stored product, the API's product, a priced product alike). */
export interface LabelledProduct {
  sizes: readonly Coded[];
  materials: readonly Coded[];
  cutShapes: readonly Coded[];
  finishes: readonly Coded[];
  hasDoubleSided: boolean;
  hasCutShapes: boolean;
  hasFinishes: boolean;
  hasLamination: boolean;
  customOptions: readonly CustomOption[];
  turnaroundTime: string | null;
  /** The unit a custom size is typed in, so that the label reads it back in that unit. */
  customSize?: { unit: CustomSizeUnit } | null | undefined;
}

/**
 * A selection as the cart line, the order line and the configurator hold it (blank codes and choices left
 * out: none chosen), with the design method, listed last as 'Design' when given (the order snapshot keeps
 * its design method apart).
 */
export type LabelledSelection = {
  [K in Exclude<SelectionKey, 'quantity'>]?: LineSelection[K] | null | undefined;
} & { designMethod?: DesignMethod | undefined };

/** How one choice reads: the rows it adds to the list of a selection's options (none when not chosen). */
export type SelectionLabelRule = (
  product: LabelledProduct,
  selection: LabelledSelection,
  categoryCustomOptions: readonly CustomOption[],
) => LabelledOption[];

const row = (name: string, entry: Coded | undefined): LabelledOption[] =>
  entry ? [{ name, value: entry.value, label: entry.label }] : [];

/** The label of a code; a code the list no longer holds (the product changed since) reads as itself. */
function coded(list: readonly Coded[], code: string | null | undefined): Coded | undefined {
  if (code === null || code === undefined || code === '') return undefined;
  return list.find((entry) => entry.value === code) ?? { value: code, label: code };
}

type ProductSwitch = 'hasDoubleSided' | 'hasCutShapes' | 'hasFinishes' | 'hasLamination';
type ProductList = 'materials' | 'cutShapes' | 'finishes';

/** A choice read with another one's row (a custom size's width and height with the Size). */
export const readWithAnother: SelectionLabelRule = () => [];

/** The size chosen: the custom size when the selection has one, or the size code's label. */
export const sizeRule: SelectionLabelRule = (product, selection) => {
  const custom = customDimensionsOf(selection);
  // 'custom' is the snapshot's value of the Size row only (what an order line's options record), not a code.
  if (custom)
    return row('Size', { value: 'custom', label: customSizeText(custom, product.customSize?.unit) });
  return row('Size', coded(product.sizes, selection.size));
};

/** A code from one of the product's lists, while the product offers it. */
export function listedRule(name: string, list: ProductList, offered?: ProductSwitch): SelectionLabelRule {
  return (product, selection) => {
    if (offered && !product[offered]) return [];
    const key = { materials: 'material', cutShapes: 'cutShape', finishes: 'finish' } as const;
    return row(name, coded(product[list], selection[key[list]]));
  };
}

/** A yes/no choice the product may offer, read both ways while it does (One-sided / Two-sided). */
export function switchRule(
  name: string,
  key: 'isDoubleSided' | 'lamination',
  offered: ProductSwitch,
  choices: { readonly yes: Coded; readonly no: Coded },
): SelectionLabelRule {
  return (product, selection) => {
    if (!product[offered]) return [];
    return row(name, selection[key] ? choices.yes : choices.no);
  };
}

// A new choice's rule takes its key as a plain string: its type cannot name SelectionKey, which the
// selection's fields (and so this rule) define.

/** A yes/no choice listed when it is yes ('Rounded Corners: Yes'). */
export function yesRule(name: string, key: string): SelectionLabelRule {
  return (_product, selection) =>
    (selection as Record<string, unknown>)[key] === true ? row(name, { value: 'yes', label: 'Yes' }) : [];
}

/** A code with no list in the product, read as itself. */
export function codeRule(name: string, key: string): SelectionLabelRule {
  return (_product, selection) => {
    const code = (selection as Record<string, unknown>)[key];
    return typeof code === 'string' ? row(name, coded([], code)) : [];
  };
}

/** Rush, or the product's standard turnaround. */
export const turnaroundRule: SelectionLabelRule = (product, selection) =>
  row(
    'Turnaround',
    selection.isRush
      ? rushTurnaround
      : { value: 'normal', label: standardTurnaroundLabel(product.turnaroundTime) },
  );

function customOption(option: CustomOption, choices: CustomOptionChoices | undefined): LabelledOption[] {
  const choice = choices && Object.hasOwn(choices, option.id) ? choices[option.id] : undefined;
  const values = option.values ?? [];
  if (option.type === 'boolean') {
    if (typeof choice !== 'boolean') return [];
    const extra = values[0]?.label;
    return row(option.name, {
      value: choice ? 'yes' : 'no',
      label: choice ? (extra ? `Yes — ${extra}` : 'Yes') : 'No',
    });
  }
  const codes = new Set(typeof choice === 'string' ? [choice] : Array.isArray(choice) ? choice : []);
  codes.delete('');
  // In the option's own order (as the configurator lists them), then codes it no longer holds.
  const chosen: Coded[] = [
    ...values.filter((entry) => codes.has(entry.value)),
    ...[...codes]
      .filter((code) => !values.some((entry) => entry.value === code))
      .map((code) => ({ value: code, label: code })),
  ];
  if (chosen.length === 0) return [];
  return row(option.name, {
    value: chosen.map((entry) => entry.value).join(','),
    label: chosen.map((entry) => entry.label).join(', '),
  });
}

/**
 * The custom options chosen: the product's merged with its category's, as mergeCustomOptions offers them;
 * one that is gone is not listed.
 */
export const customOptionsRule: SelectionLabelRule = (product, selection, categoryCustomOptions) =>
  mergeCustomOptions(product.customOptions, categoryCustomOptions).flatMap((option) =>
    customOption(option, selection.customOptions ?? undefined),
  );
