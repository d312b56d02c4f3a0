import { webMessages } from '#shared/errors';
import { type OrderStatus, orderStatusValues } from '#shared/schemas/checkout';
import { Select } from '#web/components/ui/select.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { isUnauthorized } from '#web/lib/admin-session.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { useUpdateOrderStatus } from '../api/update-order-status.ts';
import { orderStatusLabels } from './order-labels.ts';

interface OrderStatusSelectProps {
  order: { id: number; orderNumber: string; status: OrderStatus };
  /** E-mail the customer about a change to In Progress or Completed (the admin's choice; on by default). */
  notifyCustomer?: boolean;
  className?: string;
}

/**
 * Sets an order's status (any of the three, in any order: docs/product/orders-and-statuses.md); shows the
 * chosen value while it is saved. It stays enabled meanwhile, so the keyboard focus is never lost.
 */
export function OrderStatusSelect({ order, notifyCustomer = true, className }: OrderStatusSelectProps) {
  const mutation = useUpdateOrderStatus();
  const value = mutation.isPending ? mutation.variables.status : order.status;
  const onChange = (status: OrderStatus) => {
    if (status === order.status) return;
    mutation.mutate(
      { id: order.id, status, notifyCustomer },
      {
        onSuccess: () =>
          toast({
            title: 'Order status updated',
            description: `Order ${order.orderNumber} is now ${orderStatusLabels[status]}.${
              notifyCustomer && status !== 'new' ? ' The customer will be e-mailed about it.' : ''
            }`,
          }),
        onError: (error) => {
          if (isUnauthorized(error)) return;
          // 409: the order waits for the customer's proof approval; the server says what to do.
          const said = isApiError(error) && isApiError(error.cause) ? error.cause : null;
          const description = said?.status === 409 ? said.message : undefined;
          toast({ variant: 'destructive', title: webMessages.updateOrderStatus, description });
        },
      },
    );
  };
  return (
    <Select
      aria-label={`Status of order ${order.orderNumber}`}
      value={value}
      aria-busy={mutation.isPending || undefined}
      onChange={(event) => {
        const status = orderStatusValues.find((entry) => entry === event.target.value);
        if (status) onChange(status);
      }}
      className={cn('h-9 w-auto px-2', className)}
    >
      {orderStatusValues.map((status) => (
        <option key={status} value={status}>
          {orderStatusLabels[status]}
        </option>
      ))}
    </Select>
  );
}
