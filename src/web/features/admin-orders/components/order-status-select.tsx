import { type OrderStatus, orderStatusValues } from '#shared/schemas/checkout';
import { Select } from '#web/components/ui/select.tsx';
import { cn } from '#web/lib/cn.ts';
import { useChangeOrderStatus } from '../hooks/use-change-order-status.ts';
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
  const { change, pending, pendingStatus } = useChangeOrderStatus(order, notifyCustomer);
  const value = pending && pendingStatus ? pendingStatus : order.status;
  return (
    <Select
      aria-label={`Status of order ${order.orderNumber}`}
      value={value}
      aria-busy={pending || undefined}
      onChange={(event) => {
        const status = orderStatusValues.find((entry) => entry === event.target.value);
        if (status) change(status);
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
