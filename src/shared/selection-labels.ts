import type { DesignMethod } from './schemas/cart.ts';
import type { CustomOption } from './schemas/custom-option.ts';
import { selectionLabelRules } from './schemas/line-selection.ts';
import type { LabelledOption, LabelledProduct, LabelledSelection } from './selection-label-rules.ts';

/**
 * How a configured product's choices read, everywhere they are shown: the cart's lines (GET /api/cart
 * answers them), the order snapshot and, through it, the admin's order details and the e-mails. Each
 * choice's rule sits beside its schema (schemas/line-selection.ts); the words are selection-label-rules.ts's
 * (docs/product/pricing.md#the-options-a-product-can-offer).
 */

/** The design method as every screen names it: the configurator's choice, the cart, the order, the admin. */
export const designChoiceLabels: Record<DesignMethod, string> = {
  upload: 'Upload my artwork',
  create: 'Design it for me',
};

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
  const options = selectionLabelRules.flatMap((rule) => rule(product, selection, categoryCustomOptions));
  if (selection.designMethod) {
    options.push({
      name: 'Design',
      value: selection.designMethod,
      label: designChoiceLabels[selection.designMethod],
    });
  }
  return options;
}
