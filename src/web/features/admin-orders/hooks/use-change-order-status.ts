import { webMessages } from '#shared/errors';
import type { OrderStatus } from '#shared/schemas/checkout';
import { toast } from '#web/components/ui/use-toast.ts';
import { isUnauthorized } from '#web/lib/admin-session.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useUpdateOrderStatus } from '../api/update-order-status.ts';
import { orderStatusLabels } from '../components/order-labels.ts';

/**
 * Changes an order's status and says how it went in a toast: the new status (and that the customer is
 * e-mailed), or why it failed (409: the order waits for the customer's proof approval, in the server's words).
 */
export function useChangeOrderStatus(
  order: { id: number; orderNumber: string; status: OrderStatus },
  notifyCustomer: boolean,
  onChanged?: (status: OrderStatus) => void,
) {
  const mutation = useUpdateOrderStatus();
  const change = (status: OrderStatus) => {
    if (status === order.status) return;
    mutation.mutate(
      { id: order.id, status, notifyCustomer },
      {
        onSuccess: () => {
          toast({
            title: 'Order status updated',
            description: `Order ${order.orderNumber} is now ${orderStatusLabels[status]}.${
              notifyCustomer && status !== 'new' ? ' The customer will be e-mailed about it.' : ''
            }`,
          });
          onChanged?.(status);
        },
        onError: (error) => {
          if (isUnauthorized(error)) return;
          const said = isApiError(error) && isApiError(error.cause) ? error.cause : null;
          const description = said?.status === 409 ? said.message : undefined;
          toast({ variant: 'destructive', title: webMessages.updateOrderStatus, description });
        },
      },
    );
  };
  return { change, pending: mutation.isPending, pendingStatus: mutation.variables?.status };
}
