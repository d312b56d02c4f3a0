import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderSummary, PlaceOrderInput } from '#shared/schemas/checkout';
import { apiRequest } from '#web/lib/api-client.ts';
import { cartQueryKey } from './get-cart.ts';
import { orderQueryKey } from './get-order.ts';

interface PlaceOrderRequest {
  input: PlaceOrderInput;
  /** A UUID made once per checkout attempt; the same key again answers the same order, never a second one. */
  idempotencyKey: string;
}

/**
 * POST /api/orders: ONE order for the whole cart of this session
 * (docs/product/shipping-and-checkout.md#placing-the-order).
 */
function placeOrder({ input, idempotencyKey }: PlaceOrderRequest): Promise<OrderSummary> {
  return apiRequest<OrderSummary>('/api/orders', {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * Places the order and caches it for the confirmation. A store order empties the cart on the server, so
 * the cart list (and the badge) is refreshed; a PayPal order keeps the cart until the payment is captured.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(order.id), order);
      // Not awaited: the confirmation opens at once instead of the emptied cart flashing first.
      if (order.paymentMethod === 'store') void queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
  });
}
