import type { OrderStatus, PaymentMethod, PaymentStatus } from '#shared/schemas/checkout';
import { Badge } from '#web/components/ui/badge.tsx';
import { orderStatusLabels, paymentMethodLabels, paymentStatusLabels } from './order-labels.ts';

const statusTones = { new: 'info', in_progress: 'warning', completed: 'success' } as const;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={statusTones[status]}>{orderStatusLabels[status]}</Badge>;
}

/** The payment method and whether it is paid: 'PayPal' with 'Paid', 'Pay in Store' with 'Pending'. */
export function PaymentInfo({ method, status }: { method: PaymentMethod; status: PaymentStatus }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="text-slate-900">{paymentMethodLabels[method]}</span>
      <Badge tone={status === 'completed' ? 'success' : 'warning'}>{paymentStatusLabels[status]}</Badge>
    </span>
  );
}
