import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DesignMethod } from '#shared/schemas/cart';
import type { CustomOptionChoices } from '#shared/schemas/custom-option';
import { sendForm } from '#web/lib/send-form.ts';

/** What the configurator sends (issue: cart API). The server prices it itself; no price is sent. */
export interface CartItemRequest {
  productId: number;
  quantity: number;
  size?: string | undefined;
  /** A custom size in inches, instead of a size. */
  customWidthIn?: number | undefined;
  customHeightIn?: number | undefined;
  material?: string | undefined;
  isDoubleSided: boolean;
  isRush: boolean;
  cutShape?: string | undefined;
  finish?: string | undefined;
  lamination: boolean;
  customOptions: CustomOptionChoices;
  designMethod: DesignMethod;
  designNotes: string;
  files: readonly File[];
}

/** The multipart body of POST /api/cart: one field per choice, customOptions as JSON, repeated `files`. */
function cartItemFormData(item: CartItemRequest): FormData {
  const form = new FormData();
  form.set('productId', String(item.productId));
  form.set('quantity', String(item.quantity));
  if (item.size) form.set('size', item.size);
  if (item.customWidthIn !== undefined) form.set('customWidthIn', String(item.customWidthIn));
  if (item.customHeightIn !== undefined) form.set('customHeightIn', String(item.customHeightIn));
  if (item.material) form.set('material', item.material);
  form.set('isDoubleSided', String(item.isDoubleSided));
  form.set('isRush', String(item.isRush));
  if (item.cutShape) form.set('cutShape', item.cutShape);
  if (item.finish) form.set('finish', item.finish);
  form.set('lamination', String(item.lamination));
  form.set('customOptions', JSON.stringify(item.customOptions));
  form.set('designMethod', item.designMethod);
  form.set('designNotes', item.designNotes);
  for (const file of item.files) form.append('files', file, file.name);
  return form;
}

function addToCart(item: CartItemRequest, onProgress?: (fraction: number) => void): Promise<unknown> {
  return sendForm('/api/cart', cartItemFormData(item), onProgress ? { onProgress } : {});
}

/** POST /api/cart, then the cart list (and the navigation badge) is refreshed (docs/product/api.md). */
export function useAddToCart(onProgress?: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: CartItemRequest) => addToCart(item, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/cart'] }),
  });
}
