import { Zap } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDueDate, queueArtworkText } from '#shared/production-queue';
import type { ProductionQueueOrder } from '#shared/schemas/production-queue';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { useChangeOrderStatus } from '../hooks/use-change-order-status.ts';
import { OrderStatusBadge } from './order-badges.tsx';
import { shippingMethodLabel } from './order-labels.ts';

/** The one click that moves an open order on: New → In Progress → Completed. */
function NextStatusButton({
  order,
  notifyCustomer,
  onCompleted,
}: {
  order: ProductionQueueOrder;
  notifyCustomer: boolean;
  onCompleted: () => void;
}) {
  const id = useId();
  const { change, pending } = useChangeOrderStatus(order, notifyCustomer, (status) => {
    if (status === 'completed') onCompleted();
  });
  const next = order.status === 'new' ? 'in_progress' : 'completed';
  const blocked = order.status === 'new' && order.waitingOnProof;
  return (
    <div className="flex flex-col items-stretch gap-1 sm:items-end">
      <Button
        size="sm"
        variant={next === 'completed' ? 'outline' : 'default'}
        // Not disabled: it keeps its place in the tab order, with the reason it waits read out.
        aria-disabled={blocked || pending || undefined}
        aria-describedby={blocked ? `${id}-blocked` : undefined}
        className={blocked ? 'opacity-50' : undefined}
        aria-label={`${next === 'in_progress' ? 'Start production of' : 'Mark completed:'} order ${order.orderNumber}`}
        onClick={() => {
          if (!pending && !blocked) change(next);
        }}
      >
        {next === 'in_progress' ? 'Start production' : 'Mark completed'}
      </Button>
      {blocked ? (
        <p id={`${id}-blocked`} className="text-xs text-slate-600 sm:text-right">
          Waits for the customer’s proof approval
        </p>
      ) : null}
    </div>
  );
}

/** One open order of the queue: when it is due, who it is for, what to make, and the next step. */
export function QueueOrder({
  order,
  notifyCustomer,
  onCompleted,
}: {
  order: ProductionQueueOrder;
  notifyCustomer: boolean;
  /** A completed order leaves the queue: the focus goes somewhere that stays. */
  onCompleted: () => void;
}) {
  const overdue = order.group === 'overdue';
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={`/admin/orders?order=${order.id}`}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Order {order.orderNumber}
            </Link>
            <OrderStatusBadge status={order.status} />
            {order.lines.some((line) => line.isRush) ? (
              <Badge tone="warning">
                <Zap aria-hidden="true" className="mr-1 size-3" />
                Rush
              </Badge>
            ) : null}
            {order.waitingOnProof ? <Badge>Waiting on proof</Badge> : null}
          </div>
          <p className={cn('text-sm font-semibold', overdue ? 'text-red-700' : 'text-slate-900')}>
            {order.dueDate
              ? `Due ${formatDueDate(order.dueDate)}`
              : 'No due date (the turnaround gives no days)'}
          </p>
          <p className="text-sm break-words text-slate-600">
            {order.customerName}
            {order.customerCompany ? `, ${order.customerCompany}` : ''} ·{' '}
            {shippingMethodLabel(order.shippingMethod)}
          </p>
        </div>
        <NextStatusButton order={order} notifyCustomer={notifyCustomer} onCompleted={onCompleted} />
      </div>
      <ul
        className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-sm"
        aria-label={`Items of order ${order.orderNumber}`}
      >
        {order.lines.map((line) => (
          <li key={line.id} className="flex flex-col sm:flex-row sm:gap-2">
            <span className="font-medium text-slate-900">
              {line.quantity} × {line.productName}
              {line.size ? `, ${line.size}` : ''}
              {line.isRush ? ' (rush)' : ''}
            </span>
            <span className={cn('text-slate-600', line.artwork.filesToCheck > 0 && 'text-amber-800')}>
              {queueArtworkText(line.artwork)}
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}
