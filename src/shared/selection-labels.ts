import { type CustomSizeUnit, customDimensionsOf, customSizeText } from './custom-size.ts';
import { mergeCustomOptions } from './pricing.ts';
import type { DesignMethod } from './schemas/cart.ts';
import type { CustomOption, CustomOptionChoices } from './schemas/custom-option.ts';

/**
 * How a configured product's choices read, everywhere they are shown: the configurator's choices, the
 * cart's lines (GET /api/cart answers them), the order snapshot and, through it, the admin's order details.
 * This is the only place these rules and words live (docs/product/pricing.md#the-options-a-product-can-offer).
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

/** The design method as every screen names it: the configurator's choice, the cart, the order, the admin. */
export const designChoiceLabels: Record<DesignMethod, string> = {
  upload: 'Upload my artwork',
  create: 'Design it for me',
};

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

/** A selection as the cart line, the order line and the configurator hold it (blank codes: none chosen). */
export interface LabelledSelection {
  size?: string | null | undefined;
  /** A custom size in inches, read as '48 × 96 in (custom)' (instead of a size). */
  customWidthIn?: number | null | undefined;
  customHeightIn?: number | null | undefined;
  material?: string | null | undefined;
  isDoubleSided: boolean;
  isRush: boolean;
  cutShape?: string | null | undefined;
  finish?: string | null | undefined;
  lamination: boolean;
  customOptions?: CustomOptionChoices | undefined;
  /** Listed last as 'Design' when given (the order snapshot keeps its design method apart). */
  designMethod?: DesignMethod | undefined;
}

/** The label of a code; a code the list no longer holds (the product changed since) reads as itself. */
function coded(list: readonly Coded[], code: string | null | undefined): Coded | undefined {
  if (code === null || code === undefined || code === '') return undefined;
  return list.find((entry) => entry.value === code) ?? { value: code, label: code };
}

/** The size chosen: the custom size when the selection has one, or the size code's label. */
function sizeChoice(product: LabelledProduct, selection: LabelledSelection): Coded | undefined {
  const custom = customDimensionsOf(selection);
  // 'custom' is the snapshot's value of the Size row only (what an order line's options record), not a code.
  if (custom) return { value: 'custom', label: customSizeText(custom, product.customSize?.unit) };
  return coded(product.sizes, selection.size);
}

function customOption(option: CustomOption, choices: CustomOptionChoices | undefined): LabelledOption | null {
  const choice = choices && Object.hasOwn(choices, option.id) ? choices[option.id] : undefined;
  const values = option.values ?? [];
  if (option.type === 'boolean') {
    if (typeof choice !== 'boolean') return null;
    const extra = values[0]?.label;
    return {
      name: option.name,
      value: choice ? 'yes' : 'no',
      label: choice ? (extra ? `Yes — ${extra}` : 'Yes') : 'No',
    };
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
  if (chosen.length === 0) return null;
  return {
    name: option.name,
    value: chosen.map((entry) => entry.value).join(','),
    label: chosen.map((entry) => entry.label).join(', '),
  };
}

/**
 * Every choice of a selection with its label, in the configurator's order: Size, Material, Printing, Cut
 * Shape, Finish, Lamination, the custom options (the product's merged with its category's, as
 * mergeCustomOptions offers them), Turnaround, and Design when the selection has a design method.
 *
 * An option the product does not offer is not listed (Printing without double-sided printing, a finish
 * with finishes switched off, a custom option that is gone); a chosen code the product's list no longer
 * holds is listed as the code itself.
 */
export function labelSelection(
  product: LabelledProduct,
  selection: LabelledSelection,
  categoryCustomOptions: readonly CustomOption[] = [],
): LabelledOption[] {
  const options: LabelledOption[] = [];
  const add = (name: string, entry: Coded | undefined) => {
    if (entry) options.push({ name, value: entry.value, label: entry.label });
  };
  add('Size', sizeChoice(product, selection));
  add('Material', coded(product.materials, selection.material));
  if (product.hasDoubleSided) {
    add('Printing', selection.isDoubleSided ? printingChoices.two : printingChoices.one);
  }
  if (product.hasCutShapes) add('Cut Shape', coded(product.cutShapes, selection.cutShape));
  if (product.hasFinishes) add('Finish', coded(product.finishes, selection.finish));
  if (product.hasLamination) {
    add('Lamination', selection.lamination ? laminationChoices.yes : laminationChoices.no);
  }
  for (const option of mergeCustomOptions(product.customOptions, categoryCustomOptions)) {
    const chosen = customOption(option, selection.customOptions);
    if (chosen) options.push(chosen);
  }
  add(
    'Turnaround',
    selection.isRush
      ? rushTurnaround
      : { value: 'normal', label: standardTurnaroundLabel(product.turnaroundTime) },
  );
  if (selection.designMethod) {
    add('Design', { value: selection.designMethod, label: designChoiceLabels[selection.designMethod] });
  }
  return options;
}
