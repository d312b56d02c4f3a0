import { z } from 'zod';
import { fromCents, toCents } from '#shared/money';
import { slugSchema } from '#shared/schemas/common';
import type {
  FinishOption,
  MediaItem,
  Product,
  ProductInput,
  QuantityDiscount,
} from '#shared/schemas/product';
import { optionDrafts, optionDraftsSchema, toCustomOptions } from '#web/components/custom-option-drafts.ts';
import { printDpiDraft, printDpiDraftSchema, toPrintDpi } from '#web/components/print-dpi-drafts.ts';
import {
  customSizeValues,
  customSizeValuesSchema,
  noCustomSizeValues,
  toCustomSize,
} from './custom-size-values.ts';
import { initialMedia, mediaLists } from './media-order.ts';

/** One row of the size, material and cut-shape lists: money is kept as the text typed. */
export interface MoneyOptionRow {
  value: string;
  label: string;
  amount: string;
  /** A size's printed width and height in inches, as text (both or neither). */
  widthIn?: string;
  heightIn?: string;
}

/** A size's dimensions for the API: both as numbers when both are set, else none. */
function sizeDimensions(row: MoneyOptionRow): { widthIn?: number; heightIn?: number } {
  const width = Number(row.widthIn);
  const height = Number(row.heightIn);
  if (!row.widthIn || !row.heightIn || !(width > 0) || !(height > 0)) return {};
  return { widthIn: width, heightIn: height };
}

/** What the product form edits; toProductInput maps it to the API body. */
export const productFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  slug: slugSchema,
  description: z.string().max(5000),
  categoryId: z.number().int().min(0),
  basePrice: z.string(),
  rushFee: z.string(),
  doubleSidedPrice: z.string(),
  hasDoubleSided: z.boolean(),
  hasLamination: z.boolean(),
  hasCutShapes: z.boolean(),
  hasFinishes: z.boolean(),
  freeShipping: z.boolean(),
  isArchived: z.boolean(),
  turnaroundTime: z.string().trim().min(1, 'Turnaround time is required').max(100),
  features: z.string(),
  tags: z.array(z.string()),
  sizes: z.array(z.custom<MoneyOptionRow>()),
  /** Any width × height priced by area, as typed; checked by the shared custom-size rules when on. */
  customSize: customSizeValuesSchema,
  materials: z.array(z.custom<MoneyOptionRow>()),
  cutShapes: z.array(z.custom<MoneyOptionRow>()),
  finishes: z.array(z.custom<FinishOption>()),
  quantityDiscounts: z.array(z.custom<QuantityDiscount>()),
  /** As typed (price modifiers as text), each checked by the shared custom-option rules. */
  customOptions: optionDraftsSchema,
  /** In display order, numbered 0..n-1; the images and videos lists are derived from it. */
  media: z.array(z.custom<MediaItem>()),
  seoTitle: z.string().max(200),
  seoDescription: z.string().max(500),
  seoKeywords: z.string().max(500),
  seoScriptTags: z.string().max(20000),
  overview: z.string(),
  specifications: z.string(),
  faqs: z.string(),
  /** The artwork check's thresholds as typed; both empty: the category's, or the defaults by kind. */
  printDpi: printDpiDraftSchema,
});
export type ProductFormValues = z.infer<typeof productFormSchema>;

/** Fields of the product body the form does not edit. */
export interface ProductExtras {
  relatedProducts: number[];
}

/**
 * A price that is not a valid non-negative number counts as 0; sent with two decimals
 * (docs/product/admin.md#products-tab).
 */
function toMoney(text: string, { signed = false } = {}): string {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || (!signed && value < 0)) return '0.00';
  try {
    return fromCents(toCents(text));
  } catch {
    return '0.00'; // too large for whole cents: the form's own check refuses it
  }
}

/** Features are one per line; blank lines are dropped (docs/product/admin.md#products-tab). */
function splitFeatures(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function sortTiers(tiers: QuantityDiscount[]): QuantityDiscount[] {
  return [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);
}

/** The new product draft (docs/product/admin.md#products-tab). */
export function draftFormValues(): ProductFormValues {
  return {
    name: 'New Product',
    slug: 'new-product',
    description: '',
    categoryId: 0,
    basePrice: '0',
    rushFee: '0',
    doubleSidedPrice: '0',
    hasDoubleSided: false,
    hasLamination: false,
    hasCutShapes: false,
    hasFinishes: false,
    freeShipping: false,
    isArchived: false,
    turnaroundTime: '3-5 business days',
    features: '',
    tags: [],
    sizes: [],
    customSize: noCustomSizeValues(),
    materials: [],
    cutShapes: [],
    finishes: [],
    quantityDiscounts: [],
    customOptions: [],
    media: [],
    seoTitle: '',
    seoDescription: '',
    seoKeywords: '',
    seoScriptTags: '',
    overview: '',
    specifications: '',
    faqs: '',
    printDpi: printDpiDraft(null),
  };
}

export const emptyExtras: ProductExtras = { relatedProducts: [] };

export function productFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    slug: product.slug,
    description: product.description,
    categoryId: product.categoryId ?? 0,
    basePrice: product.basePrice,
    rushFee: product.rushFee,
    doubleSidedPrice: product.doubleSidedPrice,
    hasDoubleSided: product.hasDoubleSided,
    hasLamination: product.hasLamination,
    hasCutShapes: product.hasCutShapes,
    hasFinishes: product.hasFinishes,
    freeShipping: product.freeShipping,
    isArchived: product.isArchived,
    turnaroundTime: product.turnaroundTime,
    features: product.features.join('\n'),
    tags: product.tags,
    sizes: product.sizes.map(({ value, label, price, widthIn, heightIn }) => ({
      value,
      label,
      amount: price,
      ...(widthIn !== undefined && heightIn !== undefined
        ? { widthIn: String(widthIn), heightIn: String(heightIn) }
        : {}),
    })),
    customSize: customSizeValues(product.customSize),
    materials: product.materials.map(({ value, label, priceModifier }) => ({
      value,
      label,
      amount: priceModifier,
    })),
    cutShapes: product.cutShapes.map(({ value, label, price }) => ({ value, label, amount: price })),
    finishes: product.finishes,
    quantityDiscounts: sortTiers(product.quantityDiscounts),
    customOptions: optionDrafts(product.customOptions),
    media: initialMedia(product),
    seoTitle: product.seoTitle ?? '',
    seoDescription: product.seoDescription ?? '',
    seoKeywords: product.seoKeywords ?? '',
    seoScriptTags: product.seoScriptTags ?? '',
    overview: product.overview ?? '',
    specifications: product.specifications ?? '',
    faqs: product.faqs ?? '',
    printDpi: printDpiDraft(product),
  };
}

export function productExtras(product: Product): ProductExtras {
  return { relatedProducts: product.relatedProducts };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

/**
 * The full POST/PATCH body (docs/product/api.md#admin-calls): money as two-decimal strings, features split,
 * tiers sorted, and images/videos as the URLs of each kind in media order.
 */
export function toProductInput(values: ProductFormValues, extras: ProductExtras): ProductInput {
  return {
    name: values.name.trim(),
    slug: values.slug,
    description: values.description,
    basePrice: toMoney(values.basePrice),
    ...extras,
    ...mediaLists(values.media),
    media: values.media,
    features: splitFeatures(values.features),
    tags: values.tags,
    freeShipping: values.freeShipping,
    categoryId: values.categoryId > 0 ? values.categoryId : null,
    turnaroundTime: values.turnaroundTime.trim(),
    hasDoubleSided: values.hasDoubleSided,
    doubleSidedPrice: toMoney(values.doubleSidedPrice),
    rushFee: toMoney(values.rushFee),
    hasLamination: values.hasLamination,
    hasCutShapes: values.hasCutShapes,
    hasFinishes: values.hasFinishes,
    sizes: values.sizes.map((row) => ({
      value: row.value,
      label: row.label,
      price: toMoney(row.amount),
      ...sizeDimensions(row),
    })),
    customSize: toCustomSize(values.customSize),
    materials: values.materials.map(({ value, label, amount }) => ({
      value,
      label,
      priceModifier: toMoney(amount, { signed: true }),
    })),
    cutShapes: values.cutShapes.map(({ value, label, amount }) => ({ value, label, price: toMoney(amount) })),
    finishes: values.finishes,
    quantityDiscounts: sortTiers(values.quantityDiscounts),
    customOptions: toCustomOptions(values.customOptions),
    seoTitle: orNull(values.seoTitle),
    seoDescription: orNull(values.seoDescription),
    seoKeywords: orNull(values.seoKeywords),
    seoScriptTags: orNull(values.seoScriptTags),
    overview: orNull(values.overview),
    specifications: orNull(values.specifications),
    faqs: orNull(values.faqs),
    isArchived: values.isArchived,
    ...toPrintDpi(values.printDpi),
  };
}
