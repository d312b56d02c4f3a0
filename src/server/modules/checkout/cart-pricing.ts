import {
  calculatePrice,
  mergeCustomOptions,
  type PriceBreakdown,
  type PriceSelection,
  type SelectionProblem,
  validateSelection,
} from '../../../shared/pricing.ts';
import type { PricedProduct } from '../../../shared/schemas/product.ts';
import type { CartLineRow } from './checkout.repository.ts';

/** A cart line priced from its stored product (DESIGN §4: the server is the price authority). */
export type PricedCartLine = {
  row: CartLineRow;
  /** The product with its category's custom options merged in, as the configurator showed it. */
  product: PricedProduct & CartLineRow['product'];
  selection: PriceSelection;
  price: PriceBreakdown;
  /** What no longer fits the stored product (an option removed since the line was added, ...). */
  problems: SelectionProblem[];
};

export function selectionOf(item: CartLineRow['item']): PriceSelection {
  const selection: PriceSelection = {
    isDoubleSided: item.isDoubleSided,
    isRush: item.isRush,
    lamination: item.lamination,
    quantity: item.quantity,
    customOptions: item.customOptions,
  };
  if (item.size !== null) selection.size = item.size;
  if (item.material !== null) selection.material = item.material;
  if (item.cutShape !== null) selection.cutShape = item.cutShape;
  if (item.finish !== null) selection.finish = item.finish;
  return selection;
}

/**
 * Recomputes one line with src/shared/pricing.ts from the product as stored NOW, not from the price
 * stored on the cart line when it was added: a product whose price changed since is charged at its
 * current price, the same figure the configurator shows today.
 */
export function priceCartLine(row: CartLineRow): PricedCartLine {
  const product = {
    ...row.product,
    customOptions: mergeCustomOptions(row.product.customOptions, row.categoryOptions ?? []),
  };
  const selection = selectionOf(row.item);
  return {
    row,
    product,
    selection,
    price: calculatePrice(product, selection),
    problems: validateSelection(product, selection),
  };
}

export function priceCart(rows: readonly CartLineRow[]): { lines: PricedCartLine[]; subtotalCents: number } {
  const lines = rows.map(priceCartLine);
  return { lines, subtotalCents: lines.reduce((sum, line) => sum + line.price.totalCents, 0) };
}
