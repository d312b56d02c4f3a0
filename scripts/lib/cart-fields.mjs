// The configurator's text fields for a demo product, shared by the benchmark and the multi-instance test.

/**
 * One piece of `product` in its first size, material, cut shape and finish, with every required custom
 * option answered by its first value (a Yes/No one by No), and `design` (upload without notes by default):
 * the fields the configurator sends (src/web/features/product/api/add-to-cart.ts; the tests'
 * src/server/test/cart-fixtures.ts validCartFields).
 */
export function cartFields(product, design = { designMethod: 'upload', designNotes: '' }) {
  const customOptions = {};
  for (const option of product.customOptions ?? []) {
    if (!option.required) continue;
    if (option.type === 'boolean') customOptions[option.id] = false;
    else if (option.type === 'multiselect') customOptions[option.id] = [option.values[0].value];
    else customOptions[option.id] = option.values[0]?.value ?? 'x';
  }
  const fields = {
    productId: String(product.id),
    quantity: '1',
    isDoubleSided: 'false',
    isRush: 'false',
    lamination: 'false',
    customOptions: JSON.stringify(customOptions),
  };
  if (product.sizes?.length) fields.size = product.sizes[0].value;
  if (product.materials?.length) fields.material = product.materials[0].value;
  if (product.hasCutShapes && product.cutShapes?.length) fields.cutShape = product.cutShapes[0].value;
  if (product.hasFinishes && product.finishes?.length) fields.finish = product.finishes[0].value;
  return { ...fields, ...design };
}
