import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webMessages } from '#shared/errors';
import { apiRequestOr } from '#web/lib/api-client.ts';
import { cartQueryKey } from './get-cart.ts';

/** DELETE /api/cart/{id}; any failure is 'Failed to remove item' (docs/product/messages.md). */
function removeCartItem(id: number): Promise<void> {
  return apiRequestOr<void>(webMessages.removeCartItem, `/api/cart/${id}`, { method: 'DELETE' });
}

/** Removes one line, then refreshes the cart list and with it the navigation badge (docs/product/api.md). */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
