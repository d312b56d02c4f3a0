import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CartItemPatch, updateCartItem } from '#web/lib/cart-item-update.ts';

/** PATCH /api/cart/:id from the configurator's edit mode, then the cart (and its badge) is read again. */
export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: CartItemPatch }) => updateCartItem(id, patch),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/cart'] }),
  });
}
