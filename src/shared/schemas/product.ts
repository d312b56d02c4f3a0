import Big from 'big.js';
import { z } from 'zod';
import {
  customSizeUnitNames,
  customSizeUnits,
  isMultipleOf,
  lengthText,
  lowestCustomSizeCents,
} from '../custom-size.ts';
import { formatUSD, moneyPattern, toCents } from '../money.ts';
import { maxMoneyCents, maxQuantity } from '../pricing.ts';
import { idNumberSchema, moneySchema, safeString, signedMoneySchema, slugSchema } from './common.ts';
import { customOptionResponseSchema, customOptionSchema } from './custom-option.ts';
import { printDpiFields, shopPrintDpiSchema } from './print-dpi.ts';

const code = safeString().trim().min(1, 'Code is required').max(100);
const label = safeString().trim().min(1, 'Label is required').max(200);

/** Exactly (zod's multipleOf allows a float's error: 1.0000000000000002 would pass as 1.00). */
const hasAtMostTwoDecimals = (value: number) =>
  Number.isFinite(value) && new Big(value).round(2, Big.roundDown).eq(value);

/** A printed dimension in inches: up to 200 ft, to the hundredth of an inch. */
const inches = (name: string) =>
  z
    .number({ error: `${name} must be a number of inches` })
    .positive(`${name} must be more than 0 inches`)
    .max(2400, `${name} must be at most 2400 inches (200 ft)`)
    .refine(hasAtMostTwoDecimals, `${name} may have at most two decimals`);

/**
 * A size: its code, label and price, and, optionally, its printed width and height in inches (what the
 * artwork check measures a file against: src/shared/artwork-preflight.ts).
 */
const sizeOptionSchema = z.object({
  value: code,
  label,
  price: moneySchema,
  widthIn: inches('Width').optional(),
  heightIn: inches('Height').optional(),
});
/** As the editor sends it: a width needs its height and the other way round. */
const sizeOptionInputSchema = sizeOptionSchema.superRefine((size, context) => {
  if ((size.widthIn === undefined) !== (size.heightIn === undefined)) {
    context.addIssue({
      code: 'custom',
      path: [size.widthIn === undefined ? 'widthIn' : 'heightIn'],
      message: 'Give both the width and the height, or neither',
    });
  }
});
/** A product's custom size as stored and answered (src/shared/custom-size.ts): every length in inches. */
const customSizeSchema = z.object({
  ratePerSqFt: z.string(),
  minimumCharge: z.string(),
  unit: z.enum(customSizeUnits),
  minWidthIn: z.number(),
  maxWidthIn: z.number(),
  minHeightIn: z.number(),
  maxHeightIn: z.number(),
  incrementIn: z.number(),
});

/**
 * A custom size as the editor sends it: a rate above zero, each minimum at most its maximum, and the limits
 * whole multiples of the increment (so the smallest and the largest size can be ordered).
 */
const customSizeInputSchema = z
  .object({
    ratePerSqFt: moneySchema.refine((rate) => toCents(rate) > 0, 'The rate must be more than $0.00'),
    minimumCharge: moneySchema,
    unit: z.enum(customSizeUnits, { error: `Choose ${customSizeUnitNames.in} or ${customSizeUnitNames.ft}` }),
    minWidthIn: inches('Minimum width'),
    maxWidthIn: inches('Maximum width'),
    minHeightIn: inches('Minimum height'),
    maxHeightIn: inches('Maximum height'),
    incrementIn: inches('The increment'),
  })
  .superRefine((size, context) => {
    const check = (min: 'minWidthIn' | 'minHeightIn', max: 'maxWidthIn' | 'maxHeightIn', name: string) => {
      if (size[min] > size[max]) {
        context.addIssue({
          code: 'custom',
          path: [max],
          message: `The maximum ${name} must be at least the minimum ${name}`,
        });
      }
      // An increment that is not above 0 has its own problem; nothing is a multiple of it.
      if (!(size.incrementIn > 0)) return;
      for (const limit of [min, max]) {
        if (!isMultipleOf(size[limit], size.incrementIn)) {
          context.addIssue({
            code: 'custom',
            path: [limit],
            message: `Must be a multiple of the increment (${lengthText(size.incrementIn, 'in')})`,
          });
        }
      }
    };
    check('minWidthIn', 'maxWidthIn', 'width');
    check('minHeightIn', 'maxHeightIn', 'height');
    // Typed in feet, a size is read to the hundredth of a foot (0.12 in): the increment must be one.
    if (size.unit === 'ft' && size.incrementIn > 0 && !isMultipleOf(size.incrementIn, 0.12)) {
      context.addIssue({
        code: 'custom',
        path: ['incrementIn'],
        message: 'Customers typing feet need an increment they can type, such as 3, 6 or 12 inches',
      });
    }
    // Its price must fit the money columns (the catalogue's 'starting at' price among them).
    const priceable =
      [size.ratePerSqFt, size.minimumCharge].every((money) => moneyPattern.test(money)) &&
      [size.minWidthIn, size.minHeightIn].every((length) => length > 0 && length <= 2400);
    if (priceable && lowestCustomSizeCents(size) > maxMoneyCents) {
      context.addIssue({
        code: 'custom',
        path: ['ratePerSqFt'],
        message: `The smallest size would cost more than ${formatUSD(maxMoneyCents)}`,
      });
    }
  });

const materialOptionSchema = z.object({ value: code, label, priceModifier: signedMoneySchema });
const cutShapeOptionSchema = z.object({ value: code, label, price: moneySchema });
/** A finish's priceModifier is a percentage of the unit price (10 = +10 %). */
const finishOptionSchema = z.object({
  value: code,
  label,
  priceModifier: z.number().finite().min(-100).max(1000),
});
const minQuantity = z
  .number()
  .int()
  .positive()
  .max(maxQuantity, `Must be at most ${maxQuantity.toLocaleString('en-US')}, the largest quantity of a line`);

/** A quantity tier's discount in percent, like a finish's and a discount code's: 10 = 10 % off. */
const discountPercent = z
  .number({ error: 'Must be a percentage such as 10 or 12.5' })
  .gt(0, 'Must be more than 0')
  .max(100, 'Must be at most 100 (100 % off)')
  .refine(hasAtMostTwoDecimals, 'Must have at most two decimals, such as 12.5 or 12.25');

/** The old contract's tier discount, a fraction: 0.1 = 10 % off. */
const legacyDiscountFraction = z
  .number({ error: 'Must be a fraction such as 0.1' })
  .gt(0, 'Must be more than 0')
  .max(1, 'Must be at most 1 (100 % off)');

/** A quantity tier as stored and answered: discountPercent 10 = 10 % off (docs/decisions/0018). */
const quantityDiscountSchema = z.object({ minQuantity, discountPercent });

/**
 * A quantity tier as an admin client sends it: { minQuantity, discountPercent }, or the old contract's
 * { minQuantity, discount } with discount a fraction (0.1), turned exactly into discountPercent (10).
 */
export const quantityDiscountInputSchema = z
  .object({
    minQuantity,
    discountPercent: discountPercent.optional(),
    discount: legacyDiscountFraction.optional(),
  })
  .transform((tier, ctx): QuantityDiscount => {
    if (tier.discountPercent !== undefined) {
      if (tier.discount !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['discount'],
          message: 'Send discountPercent or the old discount fraction, not both',
        });
        return z.NEVER;
      }
      return { minQuantity: tier.minQuantity, discountPercent: tier.discountPercent };
    }
    if (tier.discount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['discountPercent'], message: 'Discount is required' });
      return z.NEVER;
    }
    const percent = new Big(tier.discount).times(100);
    if (!percent.round(2, Big.roundDown).eq(percent)) {
      ctx.addIssue({
        code: 'custom',
        path: ['discount'],
        message: 'Must have at most four decimals, such as 0.125 (12.5 %)',
      });
      return z.NEVER;
    }
    return { minQuantity: tier.minQuantity, discountPercent: percent.toNumber() };
  });
const mediaTypes = ['image', 'video'] as const;
export const mediaItemSchema = z.object({
  type: z.enum(mediaTypes),
  url: safeString().min(1).max(2000),
  thumbnail: safeString().max(2000).nullable(),
  order: z.number().int().min(0).max(10_000),
});

export type SizeOption = z.infer<typeof sizeOptionSchema>;
export type CustomSize = z.infer<typeof customSizeSchema>;
export type MaterialOption = z.infer<typeof materialOptionSchema>;
export type CutShapeOption = z.infer<typeof cutShapeOptionSchema>;
export type FinishOption = z.infer<typeof finishOptionSchema>;
export type QuantityDiscount = z.infer<typeof quantityDiscountSchema>;
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** Every field an admin edits; the shape of POST/PATCH /api/admin/products. */
export const productInputSchema = z.object({
  name: safeString().trim().min(1, 'Name is required').max(200),
  slug: slugSchema,
  description: safeString().max(5000).default(''),
  basePrice: moneySchema,
  images: z.array(safeString().min(1).max(2000)).max(50).default([]),
  videos: z.array(safeString().min(1).max(2000)).max(20).default([]),
  media: z.array(mediaItemSchema).max(70).default([]),
  features: z.array(safeString().trim().min(1).max(300)).max(50).default([]),
  tags: z.array(safeString().trim().min(1).max(50)).max(20).default([]),
  freeShipping: z.boolean().default(false),
  categoryId: idNumberSchema.nullable().default(null),
  turnaroundTime: safeString().trim().min(1).max(100).default('3-5 business days'),
  hasDoubleSided: z.boolean().default(false),
  doubleSidedPrice: moneySchema.default('0.00'),
  rushFee: moneySchema.default('0.00'),
  hasLamination: z.boolean().default(false),
  hasCutShapes: z.boolean().default(false),
  hasFinishes: z.boolean().default(false),
  sizes: z.array(sizeOptionInputSchema).max(100).default([]),
  /** Any width × height priced by area (null: fixed sizes only). */
  customSize: customSizeInputSchema.nullable().default(null),
  materials: z.array(materialOptionSchema).max(100).default([]),
  cutShapes: z.array(cutShapeOptionSchema).max(100).default([]),
  finishes: z.array(finishOptionSchema).max(100).default([]),
  quantityDiscounts: z.array(quantityDiscountInputSchema).max(50).default([]),
  customOptions: z.array(customOptionSchema).max(50).default([]),
  seoTitle: safeString().max(200).nullable().default(null),
  seoDescription: safeString().max(500).nullable().default(null),
  seoKeywords: safeString().max(500).nullable().default(null),
  seoScriptTags: safeString().max(20000).nullable().default(null),
  overview: safeString().max(100000).nullable().default(null),
  specifications: safeString().max(100000).nullable().default(null),
  faqs: safeString().max(100000).nullable().default(null),
  relatedProducts: z.array(idNumberSchema).max(20).default([]),
  isArchived: z.boolean().default(false),
  /** The artwork check's thresholds for this product; both null: its category's, or the defaults by kind. */
  ...printDpiFields,
});
export type ProductInput = z.infer<typeof productInputSchema>;

/** A product as the API returns it. Ratings come from approved reviews; averageRating is null without any. */
export const productSchema = productInputSchema.extend({
  id: z.number().int(),
  basePrice: z.string(),
  doubleSidedPrice: z.string(),
  rushFee: z.string(),
  sizes: z.array(sizeOptionSchema.extend({ price: z.string() })),
  customSize: customSizeSchema.nullable(),
  materials: z.array(materialOptionSchema.extend({ priceModifier: z.string() })),
  cutShapes: z.array(cutShapeOptionSchema.extend({ price: z.string() })),
  quantityDiscounts: z.array(quantityDiscountSchema),
  customOptions: z.array(customOptionResponseSchema),
  averageRating: z.number().min(1).max(5).nullable(),
  reviewCount: z.number().int().min(0),
  /** The thresholds the shop set that apply (the product's, else its category's); null: by kind of print. */
  printDpi: shopPrintDpiSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** The fields the price calculation reads. */
export type PricedProduct = Pick<
  Product,
  | 'basePrice'
  | 'hasDoubleSided'
  | 'doubleSidedPrice'
  | 'rushFee'
  | 'hasLamination'
  | 'hasCutShapes'
  | 'hasFinishes'
  | 'sizes'
  | 'customSize'
  | 'materials'
  | 'cutShapes'
  | 'finishes'
  | 'quantityDiscounts'
  | 'customOptions'
>;
