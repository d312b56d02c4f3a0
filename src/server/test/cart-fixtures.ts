import { count } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { cartItems, uploadedFiles } from '#server/db/schema';
import { insertCategory, insertProduct } from './fixtures.ts';

type ProductOverrides = Parameters<typeof insertProduct>[1];

/** The product's required Ink Color select: cmyk +0 / spot +4. */
export const inkColorOption = {
  id: 'color',
  name: 'Ink Color',
  type: 'select' as const,
  required: true,
  values: [
    { value: 'cmyk', label: 'CMYK', priceModifier: '0.00' },
    { value: 'spot', label: 'Spot', priceModifier: '4.00' },
  ],
};

/**
 * A 'Vinyl Banner' with every kind of option: sizes 2x4 ($20) / 3x6 ($35), materials vinyl (+0) / mesh
 * (+5), cut shapes rect (+0) / circle (+3), finishes matte (0 %) / gloss (+10 %), lamination (+10 %),
 * rush $15, 10 % off from 10 pieces; in a category whose Yes/No 'Grommets' option adds $2.
 */
export async function insertVinylBanner(
  db: Database,
  grommets: { required: boolean; label: string },
  overrides: ProductOverrides,
) {
  const category = await insertCategory(db, {
    customOptions: [
      {
        id: 'grommets',
        name: 'Grommets',
        type: 'boolean',
        required: grommets.required,
        values: [{ value: 'yes', label: grommets.label, priceModifier: '2.00' }],
      },
    ],
  });
  return insertProduct(db, {
    name: 'Vinyl Banner',
    categoryId: category.id,
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
    quantityDiscounts: [{ minQuantity: 10, discountPercent: 10 }],
    ...overrides,
  });
}

/**
 * insertVinylBanner for the cart tests: base price $10, not double-sided, Grommets required (label
 * 'Yes'), and Ink Color.
 */
export function insertConfigurableProduct(db: Database, overrides: ProductOverrides = {}) {
  return insertVinylBanner(
    db,
    { required: true, label: 'Yes' },
    { basePrice: '10.00', hasDoubleSided: false, customOptions: [inkColorOption], ...overrides },
  );
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
