import { RotateCw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent } from '#web/components/ui/dialog.tsx';
import { LoadingSkeleton, Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAdminOrder } from '../api/get-admin-order.ts';
import { CustomerInformation, ItemDetails, OrderSummarySection } from './order-details-sections.tsx';
import { OrderFulfilment } from './order-fulfilment.tsx';
import { OrderProofs } from './order-proofs.tsx';

function DetailsSkeleton() {
  return (
    <LoadingSkeleton label="Loading order details…" className="mt-6 space-y-4">
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-24 w-full" />
    </LoadingSkeleton>
  );
}

function OrderDetailsBody({ id }: { id: number }) {
  const titleId = useId();
  const order = useAdminOrder(id);
  if (order.isPending) return <DetailsSkeleton />;
  if (order.isError) {
    return (
      <div role="alert" className="mt-6 flex flex-col items-center gap-4 py-8 text-center">
        <p className="font-semibold text-red-700">{order.error.message}</p>
        <Button variant="outline" onClick={() => order.refetch()} disabled={order.isFetching}>
          <RotateCw aria-hidden="true" className={order.isFetching ? 'animate-spin' : undefined} />
          Try Again
        </Button>
      </div>
    );
  }
  const { items } = order.data;
  return (
    <div className="mt-6 space-y-8">
      <OrderFulfilment order={order.data} />
      <OrderProofs order={order.data} />
      <CustomerInformation order={order.data} />
      <section aria-labelledby={titleId}>
        <h3 id={titleId} className="text-base font-semibold text-slate-900">
          Product Details
        </h3>
        <ol className="mt-3 space-y-4">
          {items.map((item, index) => (
            <li key={item.id}>
              <ItemDetails item={item} position={index + 1} count={items.length} />
            </li>
          ))}
        </ol>
      </section>
      <OrderSummarySection order={order.data} />
    </div>
  );
}

interface OrderDetailsDialogProps {
  /** The order to show; null keeps the dialog closed. */
  order: { id: number; orderNumber: string } | null;
  onClose: () => void;
  /** Where the focus goes back to on close (the View button); the dialog has no Radix trigger. */
  returnFocusTo?: HTMLElement | null;
}

/**
 * The order's customer (docs/product/orders-and-statuses.md), every item with its options, notes and files,
 * and the summary.
 */
export function OrderDetailsDialog({ order, onClose, returnFocusTo }: OrderDetailsDialogProps) {
  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {order ? (
        <DialogContent
          title={`Order ${order.orderNumber}`}
          className="max-w-3xl"
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.isConnected) return;
            event.preventDefault();
            returnFocusTo.focus();
          }}
        >
          <OrderDetailsBody id={order.id} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
