// The types of cart-fields.mjs, for the TypeScript callers (the browser tests' orders placed through the API).

type Choice = { value: string };

/** What cartFields reads of a product as GET /api/products/:slug answers it. */
export type CartFieldsProduct = {
  id: number;
  sizes?: Choice[];
  materials?: Choice[];
  hasCutShapes?: boolean;
  cutShapes?: Choice[];
  hasFinishes?: boolean;
  finishes?: Choice[];
  customOptions?: { id: string | number; type: string; required: boolean; values: Choice[] }[];
};

export function cartFields(
  product: CartFieldsProduct,
  design?: { designMethod: string; designNotes: string },
): Record<string, string>;
