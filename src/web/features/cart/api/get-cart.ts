import { queryOptions, useQuery } from '@tanstack/react-query';
import { webMessages } from '#shared/errors';
import type { CartItem } from '#shared/schemas/cart';
import { apiRequestOr } from '#web/lib/api-client.ts';

export type { CartItem };

/** The cart session id travels in the X-Session-Id header (added by the api client), not in the key. */
export const cartQueryKey = ['/api/cart'] as const;

async function getCart(signal?: AbortSignal): Promise<CartItem[]> {
  const items = await apiRequestOr<unknown>(webMessages.fetchCart, '/api/cart', signal ? { signal } : {});
  return Array.isArray(items) ? (items as CartItem[]) : [];
}

function cartQueryOptions() {
  return queryOptions({ queryKey: cartQueryKey, queryFn: ({ signal }) => getCart(signal) });
}

export function useCartItems() {
  return useQuery(cartQueryOptions());
}

/** Number of lines in the cart; 0 while loading or when the cart cannot be read. */
export function useCartCount(): number {
  const { data, isError } = useQuery({ ...cartQueryOptions(), select: (items) => items.length });
  return isError ? 0 : (data ?? 0);
}
