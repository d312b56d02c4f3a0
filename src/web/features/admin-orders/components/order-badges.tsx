import { TriangleAlert, Zap } from 'lucide-react';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '#shared/schemas/checkout';
import { Badge } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/cn.ts';
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

/** 'Rush' beside an order with a rush line. */
export function RushMarker({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300',
        className,
      )}
    >
      <Zap className="size-3.5" aria-hidden="true" />
      Rush
    </span>
  );
}

/** '1 file to check' / '2 files to check': files the artwork check marks red. */
export function FilesToCheckBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200',
        className,
      )}
    >
      <TriangleAlert className="size-3.5" aria-hidden="true" />
      {count === 1 ? '1 file to check' : `${count} files to check`}
    </span>
  );
}
