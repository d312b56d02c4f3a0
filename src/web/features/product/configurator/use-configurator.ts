import { useMemo, useState } from 'react';
import { printSizeOf } from '#shared/artwork-preflight';
import {
  type CustomSizeProblem,
  customSizeFields,
  customSizeProblems as problemsOfCustomSize,
  readCustomSize,
  typedLengthOf,
} from '#shared/custom-size';
import { startingChoices } from '#shared/option-starts';
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
import { priceSelectionOf, selectionPart } from '#shared/schemas/line-selection';
import type { PricedProduct, Product } from '#shared/schemas/product';

export type ChoiceValue = CustomOptionChoices[string];

/** A custom size as typed, in the product's unit. */
export interface TypedCustomSize {
  width: string;
  height: string;
}

export interface ConfiguratorState {
  /** The choices; with a custom size chosen, its size and dimensions come from `customSize` instead. */
  selection: PriceSelection;
  /** The custom size as typed, or null when a size of the list is chosen. */
  customSize: TypedCustomSize | null;
  /** What the customer typed; the price uses normalizeQuantity of it (docs/product/pricing.md#quantity). */
  quantityInput: string;
  designMethod: DesignMethod;
  designNotes: string;
  files: File[];
}

/** A cart line's choices as the configurator holds them (an option the line has not: left unset). */
function lineState(product: PricedProduct, line: CartItem): ConfiguratorState {
  // The custom size is held apart, as typed (below).
  const { customWidthIn, customHeightIn, ...selection } = priceSelectionOf(selectionPart(line));
  const unit = product.customSize?.unit ?? 'in';
  let customSize: TypedCustomSize | null = null;
  if (line.customWidthIn !== null && line.customHeightIn !== null) {
    customSize = {
      width: typedLengthOf(line.customWidthIn, unit),
      height: typedLengthOf(line.customHeightIn, unit),
    };
  } else if (product.sizes.length === 0) {
    // The product's only size is now its custom size: the boxes, so the line can be given one.
    customSize = startingCustomSize(product, undefined);
  }
  return {
    selection,
    customSize,
    quantityInput: String(line.quantity),
    designMethod: line.designMethod,
    designNotes: line.designNotes ?? '',
    files: [],
  };
}

/**
 * What the custom size's boxes start with when it is chosen: the size chosen until then when it has
 * dimensions that fit the limits, else the smallest custom size.
 */
function startingCustomSize(product: PricedProduct, size: string | undefined): TypedCustomSize | null {
  const setting = product.customSize;
  if (!setting) return null;
  const current = printSizeOf(product.sizes.find((entry) => entry.value === size));
  const fits = current !== null && problemsOfCustomSize(setting, current).length === 0;
  const widthIn = fits ? current.widthIn : setting.minWidthIn;
  const heightIn = fits ? current.heightIn : setting.minHeightIn;
  return { width: typedLengthOf(widthIn, setting.unit), height: typedLengthOf(heightIn, setting.unit) };
}

function initialState(product: PricedProduct, line: CartItem | null): ConfiguratorState {
  if (line) return lineState(product, line);
  const selection = {
    ...defaultSelection(product),
    customOptions: startingChoices(product.customOptions),
  };
  return {
    selection,
    // A product whose only size is its custom size starts on it.
    customSize: selection.customWidthIn === undefined ? null : startingCustomSize(product, undefined),
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
  const custom = useMemo(
    () =>
      state.customSize && priced.customSize ? readCustomSize(priced.customSize, state.customSize) : null,
    [state.customSize, priced.customSize],
  );
  const selection = useMemo<PriceSelection>(() => {
    const { size: _size, customWidthIn: _width, customHeightIn: _height, ...rest } = state.selection;
    if (!custom) return { ...rest, ...(_size === undefined ? {} : { size: _size }), quantity };
    return { ...rest, customWidthIn: custom.widthIn, customHeightIn: custom.heightIn, quantity };
  }, [state.selection, custom, quantity]);
  const price: PriceBreakdown = useMemo(() => calculatePrice(priced, selection), [priced, selection]);
  const customSizeProblems: CustomSizeProblem[] = custom?.problems ?? [];

  const update = (patch: Partial<PriceSelection>) =>
    setState((current) => ({ ...current, selection: { ...current.selection, ...patch } }));

  /** A size of the list, or the custom size (its boxes filled as startingCustomSize says). */
  const chooseSize = (size: 'custom' | { code: string }) =>
    setState((current) =>
      size === 'custom'
        ? {
            ...current,
            customSize: current.customSize ?? startingCustomSize(priced, current.selection.size),
          }
        : { ...current, customSize: null, selection: { ...current.selection, size: size.code } },
    );

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
    /**
     * Whether the price is one that can be ordered: not while the custom size's boxes hold something that
     * is not a size the product offers.
     */
    priceReady: customSizeProblems.length === 0,
    customSizeProblems,
    /**
     * Everything wrong with the choices, each naming its field (required options, unknown codes, the custom
     * size's boxes in the customer's own words: 'Width must be a number').
     */
    problems: (): SelectionProblem[] => {
      const problems = validateSelection(priced, selection);
      if (!custom) return problems;
      // The boxes' own words replace the selection's, and no size of the list is wanted instead.
      const replaced = new Set<string>([...Object.values(customSizeFields), 'size']);
      return [...customSizeProblems, ...problems.filter((problem) => !replaced.has(problem.field))];
    },
    update,
    chooseSize,
    setCustomSize: (customSize: TypedCustomSize) => setState((current) => ({ ...current, customSize })),
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
