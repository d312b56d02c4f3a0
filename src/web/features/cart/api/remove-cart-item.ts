import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestOr } from '../../../lib/api-client.ts';
import { cartQueryKey } from './get-cart.ts';

/** DELETE /api/cart/{id}; any failure is 'Failed to remove item' (SPEC §8). */
export function removeCartItem(id: number): Promise<void> {
  return apiRequestOr<void>('Failed to remove item', `/api/cart/${id}`, { method: 'DELETE' });
}

/** Removes one line, then refreshes the cart list and with it the navigation badge (SPEC §7). */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
