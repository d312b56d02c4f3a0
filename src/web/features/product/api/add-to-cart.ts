import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceSelection } from '#shared/pricing';
import type { DesignMethod } from '#shared/schemas/cart';
import { selectionFormFields } from '#shared/schemas/line-selection';
import { sendForm } from '#web/lib/send-form.ts';

/** What the configurator sends (issue: cart API). The server prices it itself; no price is sent. */
export interface CartItemRequest {
  productId: number;
  selection: PriceSelection;
  designMethod: DesignMethod;
  designNotes: string;
  files: readonly File[];
}

/** The multipart body of POST /api/cart: one field per choice, customOptions as JSON, repeated `files`. */
function cartItemFormData(item: CartItemRequest): FormData {
  const form = new FormData();
  form.set('productId', String(item.productId));
  for (const [name, value] of selectionFormFields(item.selection)) form.set(name, value);
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
