import { Banknote } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { webMessages } from '#shared/errors';
import { type TrackingCarrier, trackingCarrierLabels, trackingCarrierValues } from '#shared/order-tracking';
import type { AdminOrder } from '#shared/schemas/admin';
import { Button } from '#web/components/ui/button.tsx';
import { FormField, SubmitButton } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { isUnauthorized } from '#web/lib/admin-session.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useMarkOrderPaid, useSetOrderTracking } from '../api/order-fulfilment.ts';
import { NotifyCustomerChoice } from './notify-customer-choice.tsx';
import { OrderStatusSelect } from './order-status-select.tsx';

function failureMessage(error: unknown): string {
  return isApiError(error) && error.status > 0 && error.status < 500
    ? error.message
    : webMessages.serverFault;
}

/** Carrier and tracking number of a shipped order; saved before Completed, they go into the 'shipped' e-mail. */
function TrackingForm({ order }: { order: AdminOrder }) {
  const id = useId();
  const mutation = useSetOrderTracking(order.id);
  const [carrier, setCarrier] = useState<TrackingCarrier>(order.tracking?.carrier ?? 'ups');
  const [number, setNumber] = useState(order.tracking?.number ?? '');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const trimmed = number.trim();
    try {
      await mutation.mutateAsync(trimmed === '' ? null : { carrier, number: trimmed });
      toast({
        title: trimmed === '' ? 'Tracking removed' : 'Tracking saved',
        description: `Order ${order.orderNumber}`,
      });
    } catch (failure) {
      if (isUnauthorized(failure)) return;
      setError(failureMessage(failure));
    }
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Tracking"
      className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-end"
    >
      <div className="space-y-1">
        <Label htmlFor={`${id}-carrier`}>Carrier</Label>
        <Select
          id={`${id}-carrier`}
          value={carrier}
          onChange={(event) =>
            setCarrier(trackingCarrierValues.find((value) => value === event.target.value) ?? 'other')
          }
          className="h-10"
        >
          {trackingCarrierValues.map((value) => (
            <option key={value} value={value}>
              {trackingCarrierLabels[value]}
            </option>
          ))}
        </Select>
      </div>
      <FormField label="Tracking number" error={error}>
        <Input
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </FormField>
      <SubmitButton
        pending={mutation.isPending}
        pendingLabel="Saving…"
        className={error ? 'sm:mb-6' : undefined}
      >
        Save tracking
      </SubmitButton>
    </form>
  );
}

function MarkPaid({ order }: { order: AdminOrder }) {
  const mutation = useMarkOrderPaid(order.id);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-slate-700">Pay in store: not paid yet.</p>
      <Button
        variant="outline"
        disabled={mutation.isPending}
        onClick={() =>
          mutation.mutate(undefined, {
            onSuccess: () => toast({ title: 'Marked as paid', description: `Order ${order.orderNumber}` }),
            onError: (failure) => {
              if (isUnauthorized(failure)) return;
              toast({ variant: 'destructive', title: failureMessage(failure) });
            },
          })
        }
      >
        <Banknote aria-hidden="true" />
        {mutation.isPending ? 'Saving…' : 'Mark as paid'}
      </Button>
    </div>
  );
}

/**
 * What the admin does with the order: its status (and whether the customer is e-mailed about it), the
 * parcel's tracking for a shipped order, and the counter payment of a pay-in-store order.
 */
export function OrderFulfilment({ order }: { order: AdminOrder }) {
  const id = useId();
  const [notify, setNotify] = useState(true);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        Fulfilment
      </h3>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <OrderStatusSelect order={order} notifyCustomer={notify} />
        <NotifyCustomerChoice checked={notify} onChange={setNotify} />
      </div>
      {order.shippingMethod === 'pickup' ? null : (
        <TrackingForm key={order.tracking?.number ?? ''} order={order} />
      )}
      {order.paymentMethod === 'store' && order.paymentStatus === 'pending' ? (
        <MarkPaid order={order} />
      ) : null}
    </section>
  );
}
