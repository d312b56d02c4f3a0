import { fromCents } from '../../../shared/money.ts';
import type { CustomOption, CustomOptionChoices } from '../../../shared/schemas/custom-option.ts';
import type { ChosenOption } from '../../db/schema.ts';
import type { PricedCartLine } from '../checkout/cart-pricing.ts';
import type { NewOrderItem } from './orders.repository.ts';

type Item = PricedCartLine['row']['item'];
type Product = PricedCartLine['product'];

function byCode<T extends { value: string; label: string }>(list: readonly T[], code: string | null) {
  return code === null ? undefined : list.find((entry) => entry.value === code);
}

function customChoice(option: CustomOption, choices: CustomOptionChoices): ChosenOption | null {
  const choice = Object.hasOwn(choices, option.id) ? choices[option.id] : undefined;
  const values = option.values ?? [];
  if (option.type === 'boolean') {
    if (typeof choice !== 'boolean') return null;
    const extra = values[0]?.label;
    const yes = extra ? `Yes — ${extra}` : 'Yes';
    return { name: option.name, value: choice ? 'yes' : 'no', label: choice ? yes : 'No' };
  }
  const codes = typeof choice === 'string' ? [choice] : Array.isArray(choice) ? choice : [];
  const chosen = values.filter((value) => codes.includes(value.value));
  if (chosen.length === 0) return null;
  return {
    name: option.name,
    value: chosen.map((value) => value.value).join(','),
    label: chosen.map((value) => value.label).join(', '),
  };
}

/**
 * Every choice of a cart line with the label the configurator showed (DESIGN §4 product snapshot), in
 * the configurator's order, so the order reads the same after the product changes.
 */
export function chosenOptions(product: Product, item: Item): ChosenOption[] {
  const options: ChosenOption[] = [];
  const add = (name: string, entry: { value: string; label: string } | undefined) => {
    if (entry) options.push({ name, value: entry.value, label: entry.label });
  };
  add('Size', byCode(product.sizes, item.size));
  add('Material', byCode(product.materials, item.material));
  if (product.hasDoubleSided) {
    add(
      'Printing',
      item.isDoubleSided ? { value: 'two', label: 'Two-sided' } : { value: 'one', label: 'One-sided' },
    );
  }
  if (product.hasCutShapes) add('Cut Shape', byCode(product.cutShapes, item.cutShape));
  if (product.hasFinishes) add('Finish', byCode(product.finishes, item.finish));
  if (product.hasLamination) {
    add(
      'Lamination',
      item.lamination ? { value: 'yes', label: 'Laminated' } : { value: 'no', label: 'No lamination' },
    );
  }
  for (const option of product.customOptions) {
    const chosen = customChoice(option, item.customOptions);
    if (chosen) options.push(chosen);
  }
  add(
    'Turnaround',
    item.isRush
      ? { value: 'rush', label: 'Rush (1-2 days)' }
      : { value: 'normal', label: `Standard (${product.turnaroundTime})` },
  );
  return options;
}

/** The order line for a priced cart line: the product snapshot and the server's prices. */
export function orderItemValues(orderId: number, line: PricedCartLine): NewOrderItem {
  const { item } = line.row;
  return {
    orderId,
    productId: item.productId,
    productName: line.product.name,
    size: item.size,
    material: item.material,
    quantity: item.quantity,
    isDoubleSided: item.isDoubleSided,
    isRush: item.isRush,
    cutShape: item.cutShape,
    finish: item.finish,
    lamination: item.lamination,
    options: chosenOptions(line.product, item),
    designMethod: item.designMethod,
    designNotes: item.designNotes,
    unitPrice: fromCents(line.price.unitPriceCents),
    lineTotal: fromCents(line.price.totalCents),
    cartItemId: item.id,
  };
}
