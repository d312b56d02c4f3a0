import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartItem } from '#shared/schemas/cart';
import { type CartItemPatch, updateCartItem } from '#web/lib/cart-item-update.ts';
import { cartQueryKey } from './get-cart.ts';

/** Changes one line (PATCH /api/cart/:id); its answer replaces the line at once, then the cart is read again. */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: CartItemPatch }) => updateCartItem(id, patch),
    onSuccess: (line) =>
      queryClient.setQueryData<CartItem[]>(cartQueryKey, (items) =>
        items?.map((item) => (item.id === line.id ? line : item)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
