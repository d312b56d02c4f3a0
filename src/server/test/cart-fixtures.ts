import { count } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { cartItems, uploadedFiles } from '../db/schema.ts';
import { insertCategory, insertProduct } from './fixtures.ts';

/**
 * A product with every kind of option, in a category that adds a required Yes/No option:
 * sizes 2x4 ($20) / 3x6 ($35), materials vinyl (+0) / mesh (+5), cut shapes rect (+0) / circle (+3),
 * finishes matte (0 %) / gloss (+10 %), lamination (+10 %), rush $15, not double-sided,
 * 10 % off from 10 pieces; Grommets (category, required Yes/No, Yes +2) and Ink Color (product,
 * required select: cmyk +0 / spot +4).
 */
export async function insertConfigurableProduct(
  db: Database,
  overrides: Parameters<typeof insertProduct>[1] = {},
) {
  const category = await insertCategory(db, {
    customOptions: [
      {
        id: 'grommets',
        name: 'Grommets',
        type: 'boolean',
        required: true,
        values: [{ value: 'yes', label: 'Yes', priceModifier: 2 }],
      },
    ],
  });
  return insertProduct(db, {
    name: 'Vinyl Banner',
    categoryId: category.id,
    basePrice: '10.00',
    sizes: [
      { value: '2x4', label: "2' x 4'", price: '20.00' },
      { value: '3x6', label: "3' x 6'", price: '35.00' },
    ],
    materials: [
      { value: 'vinyl', label: '13oz Vinyl', priceModifier: '0.00' },
      { value: 'mesh', label: 'Mesh', priceModifier: '5.00' },
    ],
    hasCutShapes: true,
    cutShapes: [
      { value: 'rect', label: 'Rectangle', price: '0.00' },
      { value: 'circle', label: 'Circle', price: '3.00' },
    ],
    hasFinishes: true,
    finishes: [
      { value: 'matte', label: 'Matte', priceModifier: 0 },
      { value: 'gloss', label: 'Gloss', priceModifier: 10 },
    ],
    hasLamination: true,
    rushFee: '15.00',
    hasDoubleSided: false,
    quantityDiscounts: [{ minQuantity: 10, discount: 0.1 }],
    customOptions: [
      {
        id: 'color',
        name: 'Ink Color',
        type: 'select',
        required: true,
        values: [
          { value: 'cmyk', label: 'CMYK', priceModifier: 0 },
          { value: 'spot', label: 'Spot', priceModifier: 4 },
        ],
      },
    ],
    ...overrides,
  });
}

/** A valid configuration of insertConfigurableProduct, as the configurator's form fields. */
export function validCartFields(productId: number, overrides: Record<string, string> = {}) {
  return {
    productId: String(productId),
    quantity: '2',
    size: '2x4',
    material: 'vinyl',
    isDoubleSided: 'false',
    isRush: 'false',
    cutShape: 'rect',
    finish: 'matte',
    lamination: 'false',
    customOptions: JSON.stringify({ grommets: false, color: 'cmyk' }),
    designMethod: 'upload',
    designNotes: '',
    ...overrides,
  };
}

/** How many cart lines and file rows exist, to check that a refused add wrote nothing. */
export async function countCartRows(db: Database) {
  const [items] = await db.select({ n: count() }).from(cartItems);
  const [files] = await db.select({ n: count() }).from(uploadedFiles);
  return { items: items?.n ?? 0, files: files?.n ?? 0 };
}
