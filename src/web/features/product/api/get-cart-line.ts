import { useQuery } from '@tanstack/react-query';
import { webMessages } from '#shared/errors';
import type { CartItem } from '#shared/schemas/cart';
import { apiRequestOr } from '#web/lib/api-client.ts';

/**
 * GET /api/cart under the cart page's key (features do not import each other, so the literal is repeated):
 * the line the configurator edits, null when this cart has no such line.
 */
export function useCartLine(id: number | null) {
  return useQuery({
    queryKey: ['/api/cart'],
    queryFn: ({ signal }) => apiRequestOr<CartItem[]>(webMessages.fetchCart, '/api/cart', { signal }),
    enabled: id !== null,
    select: (items: CartItem[]) => items.find((item) => item.id === id) ?? null,
  });
}
