import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webMessages } from '#shared/errors';
import { apiRequestOr } from '#web/lib/api-client.ts';
import { cartQueryKey } from './get-cart.ts';

/** DELETE /api/cart; any failure is 'Failed to clear cart' (docs/product/messages.md). */
function clearCart(): Promise<void> {
  return apiRequestOr<void>(webMessages.clearCart, '/api/cart', { method: 'DELETE' });
}

/** Empties the cart, then refreshes the cart list and the navigation badge (docs/product/api.md). */
export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
