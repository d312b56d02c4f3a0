import { z } from 'zod';
import { customOptionChoicesSchema } from './custom-option.ts';

export const designMethods = ['upload', 'create'] as const;
export type DesignMethod = (typeof designMethods)[number];

export const cartFileSchema = z.object({
  id: z.string(),
  originalName: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
});

/** A cart line as GET /api/cart returns it. Prices are computed by the server. */
export const cartItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productSlug: z.string(),
  size: z.string().nullable(),
  material: z.string().nullable(),
  quantity: z.number().int().positive(),
  isDoubleSided: z.boolean(),
  isRush: z.boolean(),
  cutShape: z.string().nullable(),
  finish: z.string().nullable(),
  lamination: z.boolean(),
  customOptions: customOptionChoicesSchema,
  designMethod: z.enum(designMethods),
  designNotes: z.string().nullable(),
  unitPrice: z.string(),
  totalPrice: z.string(),
  uploadedFiles: z.array(z.string()),
  files: z.array(cartFileSchema),
});
export type CartItem = z.infer<typeof cartItemSchema>;
export const cartSchema = z.array(cartItemSchema);
