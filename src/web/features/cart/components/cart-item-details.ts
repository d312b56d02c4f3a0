import { mergeCustomOptions } from '../../../../shared/pricing.ts';
import type { CartItem } from '../../../../shared/schemas/cart.ts';
import type { Category } from '../../../../shared/schemas/category.ts';
import type { CustomOption } from '../../../../shared/schemas/custom-option.ts';
import type { Product } from '../../../../shared/schemas/product.ts';

/** One chosen option of a cart line as the customer reads it: 'Size' → 'Standard 3.5" x 2"'. */
export interface OptionRow {
  name: string;
  value: string;
}

const labelOf = (list: readonly { value: string; label: string }[], code: string) =>
  list.find((entry) => entry.value === code)?.label ?? code;

/** The product's custom options merged with its category's, as the configurator offered them. */
export function customOptionsFor(
  product: Product | undefined,
  categories: readonly Category[],
): CustomOption[] {
  if (!product) return [];
  const category = categories.find((entry) => entry.id === product.categoryId);
  return mergeCustomOptions(product.customOptions, category?.options.customOptions ?? []);
}

function customOptionRow(
  option: CustomOption | undefined,
  id: string,
  choice: CartItem['customOptions'][string],
) {
  const name = option?.name ?? id;
  const values = option?.values ?? [];
  if (typeof choice === 'boolean') {
    const extra = choice && values[0]?.label ? ` — ${values[0].label}` : '';
    return { name, value: `${choice ? 'Yes' : 'No'}${extra}` };
  }
  const codes = typeof choice === 'string' ? [choice] : choice;
  return { name, value: codes.map((code) => labelOf(values, code)).join(', ') };
}

/**
 * Every choice of a cart line, with labels from the product when it is known (GET /api/cart answers
 * codes). Without the product the codes are shown as they are. Printing and lamination are listed when
 * the product offers them (or when chosen); rush is always listed as the turnaround.
 */
export function describeCartItem(
  item: CartItem,
  product: Product | undefined,
  customOptions: readonly CustomOption[] = [],
): OptionRow[] {
  const rows: OptionRow[] = [];
  if (item.size) rows.push({ name: 'Size', value: labelOf(product?.sizes ?? [], item.size) });
  if (item.material) rows.push({ name: 'Material', value: labelOf(product?.materials ?? [], item.material) });
  if (item.isDoubleSided || product?.hasDoubleSided) {
    rows.push({ name: 'Printing', value: item.isDoubleSided ? 'Two-sided' : 'One-sided' });
  }
  if (item.cutShape)
    rows.push({ name: 'Cut Shape', value: labelOf(product?.cutShapes ?? [], item.cutShape) });
  if (item.finish) rows.push({ name: 'Finish', value: labelOf(product?.finishes ?? [], item.finish) });
  if (item.lamination || product?.hasLamination) {
    rows.push({ name: 'Lamination', value: item.lamination ? 'Laminated' : 'No lamination' });
  }
  const known = new Map(customOptions.map((option) => [option.id, option]));
  const ordered = [
    ...customOptions.map((option) => option.id).filter((id) => id in item.customOptions),
    ...Object.keys(item.customOptions).filter((id) => !known.has(id)),
  ];
  for (const id of ordered) {
    const choice = item.customOptions[id];
    if (choice === undefined || (Array.isArray(choice) && choice.length === 0)) continue;
    rows.push(customOptionRow(known.get(id), id, choice));
  }
  const standard = product ? `Standard (${product.turnaroundTime})` : 'Standard';
  rows.push({ name: 'Turnaround', value: item.isRush ? 'Rush (1-2 days)' : standard });
  rows.push({ name: 'Design', value: item.designMethod === 'create' ? 'Design it for me' : 'My artwork' });
  return rows;
}
