import { useMemo, useState } from 'react';
import {
  calculatePrice,
  defaultSelection,
  mergeCustomOptions,
  normalizeQuantity,
  type PriceBreakdown,
  type PriceSelection,
  type SelectionProblem,
  validateSelection,
} from '#shared/pricing';
import type { CartItem, DesignMethod } from '#shared/schemas/cart';
import type { CustomOption, CustomOptionChoices } from '#shared/schemas/custom-option';
import type { PricedProduct, Product } from '#shared/schemas/product';

export type ChoiceValue = CustomOptionChoices[string];

export interface ConfiguratorState {
  selection: PriceSelection;
  /** What the customer typed; the price uses normalizeQuantity of it (docs/product/pricing.md#quantity). */
  quantityInput: string;
  designMethod: DesignMethod;
  designNotes: string;
  files: File[];
}

/** A cart line's choices as the configurator holds them (an option the line has not: left unset). */
function lineState(line: CartItem): ConfiguratorState {
  const selection: PriceSelection = {
    isDoubleSided: line.isDoubleSided,
    isRush: line.isRush,
    lamination: line.lamination,
    quantity: line.quantity,
    customOptions: line.customOptions,
  };
  if (line.size !== null) selection.size = line.size;
  if (line.material !== null) selection.material = line.material;
  if (line.cutShape !== null) selection.cutShape = line.cutShape;
  if (line.finish !== null) selection.finish = line.finish;
  return {
    selection,
    quantityInput: String(line.quantity),
    designMethod: line.designMethod,
    designNotes: line.designNotes ?? '',
    files: [],
  };
}

function initialState(product: PricedProduct, line: CartItem | null): ConfiguratorState {
  if (line) return lineState(line);
  return {
    selection: defaultSelection(product),
    quantityInput: '1',
    designMethod: 'upload',
    designNotes: '',
    files: [],
  };
}

/**
 * The configurator's state and its live price. Prices come from src/shared/pricing.ts, the same function
 * the server uses to charge, over the product's options merged with its category's custom options.
 */
export function useConfigurator(
  product: Product,
  categoryOptions: readonly CustomOption[],
  /** The cart line being changed: its choices are the starting point. */
  editing: CartItem | null = null,
) {
  const priced = useMemo<PricedProduct>(
    () => ({ ...product, customOptions: mergeCustomOptions(product.customOptions, categoryOptions) }),
    [product, categoryOptions],
  );
  const [state, setState] = useState<ConfiguratorState>(() => initialState(priced, editing));

  const quantity = normalizeQuantity(state.quantityInput);
  const selection = useMemo(() => ({ ...state.selection, quantity }), [state.selection, quantity]);
  const price: PriceBreakdown = useMemo(() => calculatePrice(priced, selection), [priced, selection]);

  const update = (patch: Partial<PriceSelection>) =>
    setState((current) => ({ ...current, selection: { ...current.selection, ...patch } }));

  const setCustomOption = (id: string, value: ChoiceValue | undefined) =>
    setState((current) => {
      const customOptions = { ...current.selection.customOptions };
      if (value === undefined) delete customOptions[id];
      else customOptions[id] = value;
      return { ...current, selection: { ...current.selection, customOptions } };
    });

  return {
    priced,
    state,
    quantity,
    selection,
    price,
    /** Everything wrong with the choices, each naming its field (required options, unknown codes). */
    problems: (): SelectionProblem[] => validateSelection(priced, selection),
    update,
    setCustomOption,
    setQuantityInput: (quantityInput: string) => setState((current) => ({ ...current, quantityInput })),
    /** On leaving the quantity box, show the quantity actually used ('0', 'abc' -> 1). */
    commitQuantity: () => setState((current) => ({ ...current, quantityInput: String(quantity) })),
    setDesignMethod: (designMethod: DesignMethod) => setState((current) => ({ ...current, designMethod })),
    setDesignNotes: (designNotes: string) => setState((current) => ({ ...current, designNotes })),
    setFiles: (files: File[]) => setState((current) => ({ ...current, files })),
  };
}

export type Configurator = ReturnType<typeof useConfigurator>;
