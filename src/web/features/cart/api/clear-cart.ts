import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestOr } from '../../../lib/api-client.ts';
import { cartQueryKey } from './get-cart.ts';

/** DELETE /api/cart; any failure is 'Failed to clear cart' (SPEC §8). */
export function clearCart(): Promise<void> {
  return apiRequestOr<void>('Failed to clear cart', '/api/cart', { method: 'DELETE' });
}

/** Empties the cart, then refreshes the cart list and the navigation badge (SPEC §7). */
export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
