import { z } from 'zod';
import { safeString } from './common.ts';
import { lineSelectionFormShape, lineSelectionJsonShape, lineSelectionSchema } from './line-selection.ts';

export const designMethods = ['upload', 'create'] as const;
export type DesignMethod = (typeof designMethods)[number];

/** The artwork check of a file at its line's size (src/shared/artwork-preflight.ts). */
const artworkCheckSchema = z.object({
  level: z.enum(['great', 'ok', 'low']),
  headline: z.string(),
  reason: z.string(),
});
export type ArtworkCheck = z.infer<typeof artworkCheckSchema>;

export const cartFileSchema = z.object({
  id: z.string(),
  originalName: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
  /** null: nothing to measure (the size has no printed dimensions, or the file is not read). */
  check: artworkCheckSchema.nullish(),
  /** A small WebP of the image or the PDF's first page, as a data: URL. */
  thumbnail: z.string().nullish(),
  /**
   * What the check measured (an image's pixels, a PDF's pages), so a page can check the file again at
   * another size (the configurator changing a cart line); absent when the file was not read.
   */
  facts: z
    .object({
      pixelWidth: z.number().nullable(),
      pixelHeight: z.number().nullable(),
      pageCount: z.number().nullable(),
      pageWidthPt: z.number().nullable(),
      pageHeightPt: z.number().nullable(),
    })
    .nullish(),
});
export type CartFile = z.infer<typeof cartFileSchema>;

/** One chosen option of a line, labelled (src/shared/selection-labels.ts): 'Size', 'standard', 'Standard 3.5" x 2"'. */
const labelledOptionSchema = z.object({
  name: z.string(),
  value: z.string(),
  label: z.string(),
});

/**
 * How the server priced a line (docs/product/pricing.md), from the product as stored now: the unit price,
 * the quantity, unit × quantity, the quantity tier in force (its discountPercent, 10 = 10 % off, as the
 * product's tiers hold it) and what it takes off, and the line total.
 */
const cartLinePriceSchema = z.object({
  unitPrice: z.string(),
  quantity: z.number().int().positive(),
  subtotal: z.string(),
  quantityTier: z.object({ minQuantity: z.number().int(), discountPercent: z.number() }).nullable(),
  discount: z.string(),
  lineTotal: z.string(),
});
export type CartLinePrice = z.infer<typeof cartLinePriceSchema>;

/**
 * A cart line as GET /api/cart (and POST /api/cart) returns it: display-ready, so the cart page needs no
 * catalogue. Prices are computed by the server. `options` lists every choice with its label, `freeShipping`
 * is the product's flag, `image` its first picture (with its stored thumbnail) for the line.
 */
export const cartItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productSlug: z.string(),
  ...lineSelectionSchema.shape,
  designMethod: z.enum(designMethods),
  designNotes: z.string().nullable(),
  unitPrice: z.string(),
  totalPrice: z.string(),
  uploadedFiles: z.array(z.string()),
  files: z.array(cartFileSchema),
  options: z.array(labelledOptionSchema),
  freeShipping: z.boolean(),
  /** The product's standard turnaround ('3-5 business days'), from which the checkout dates the order. */
  turnaroundTime: z.string().nullable(),
  image: z.object({ url: z.string(), thumbnail: z.string().nullable() }).nullable(),
  price: cartLinePriceSchema,
  /**
   * The line's total when it was added (or last changed), when the product's prices have changed since and
   * it costs something else now; null otherwise. The cart says so beside the new total.
   */
  priceWhenAdded: z.string().nullable(),
  /** The quote the line was added from: its price, product and quantity are the quote's. Null otherwise. */
  quote: z
    .object({
      number: z.string(),
      description: z.string(),
      /** The last day it can be ordered, in the shop's calendar ('2026-12-11'). */
      validUntil: z.string(),
      expired: z.boolean(),
    })
    .nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;
export const cartSchema = z.array(cartItemSchema);

/**
 * Artwork limits of POST /api/cart (docs/product/shipping-and-checkout.md#the-cart): the server enforces
 * them, the client shows them.
 */
export const artworkLimits = {
  maxFileBytes: 10 * 1024 * 1024,
  maxFileLabel: '10MB',
  maxFiles: 10,
} as const;

/** How the artwork comes: uploaded files, or described for the shop's designers. */
const designFields = {
  designMethod: z.enum(designMethods, { error: 'Choose upload or create' }),
  designNotes: safeString()
    .trim()
    .max(5000, 'Design notes must be at most 5000 characters')
    .optional()
    .transform((value) => (value ? value : null)),
};

/**
 * The text fields of the multipart POST /api/cart (the files travel as repeated `files` parts).
 * Every value arrives as text. Unknown fields, a client price among them, are dropped: the server prices
 * the line itself.
 */
export const cartItemFormSchema = z.object({
  productId: z
    .string({ error: 'Choose a product' })
    .regex(/^\d{1,10}$/, 'Must be a product id')
    .transform(Number)
    .pipe(z.number().int().positive('Must be a product id').max(2_147_483_647, 'Must be a product id')),
  ...lineSelectionFormShape,
  ...designFields,
});

/**
 * POST /api/cart for a quote (docs/product/orders-and-statuses.md#quotes-answered): the quote's link token
 * and the design method. The product, quantity and price are the quote's; any other field sent is ignored.
 */
export const quoteCartFormSchema = z.object({
  quoteToken: z.string({ error: 'Not a quote link' }).regex(/^[A-Za-z0-9_-]{43}$/, 'Not a quote link'),
  ...designFields,
});

/**
 * The JSON body of PATCH /api/cart/:id (docs/product/api.md#public-calls): the choices to change on a line,
 * the others kept, and its artwork files always kept. The server checks the whole line against the product as
 * stored and prices it again; unknown fields, a client price among them, are dropped. An option may be
 * cleared with null (it is then refused if the product requires it).
 */
export const cartItemUpdateSchema = z
  .object({
    ...lineSelectionJsonShape,
    designMethod: z.enum(designMethods, { error: 'Choose upload or create' }),
    designNotes: safeString()
      .trim()
      .max(5000, 'Design notes must be at most 5000 characters')
      .nullable()
      .transform((value) => (value ? value : null)),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field to change');
export type CartItemUpdate = z.infer<typeof cartItemUpdateSchema>;
