import type { OrderPage } from './schemas/order-page.ts';

export type TimelineStep = {
  key: 'received' | 'paid' | 'in_production' | 'done';
  label: string;
  /** When the step was reached (ISO), null while it is ahead. */
  at: string | null;
  /** 'done' reached, 'current' the next one, 'ahead' later, 'problem' stopped (payment failed or refunded). */
  state: 'done' | 'current' | 'ahead' | 'problem';
  /** A word more, when the step needs one ('Pay when you collect', 'Payment failed'). */
  note?: string;
};

/** A step whose state is known, or left to be worked out (current or ahead). */
type StepDraft = Omit<TimelineStep, 'state'> & { state?: TimelineStep['state'] };

function paymentStep(order: OrderPage): StepDraft {
  const base = { key: 'paid' as const, label: 'Paid' };
  switch (order.paymentStatus) {
    case 'completed':
      return { ...base, at: order.paidAt ?? null, state: 'done' };
    case 'failed':
      return {
        ...base,
        label: 'Payment failed',
        at: null,
        state: 'problem',
        note: 'PayPal did not complete the payment',
      };
    case 'refunded':
      return { ...base, label: 'Refunded', at: null, state: 'problem', note: 'The payment was refunded' };
    default:
      return {
        ...base,
        at: null,
        note:
          order.paymentMethod === 'store'
            ? 'You pay when you collect the order'
            : 'PayPal is reviewing the payment',
      };
  }
}

/**
 * The order's steps as its page shows them: received, paid, in production, then ready for pickup or shipped.
 * A step is done when its date is known and the status has reached it (an admin may set a status back);
 * the first step not done is the current one.
 */
export function orderTimeline(order: OrderPage): TimelineStep[] {
  const reached = { new: 0, in_progress: 1, completed: 2 }[order.status];
  const payment = paymentStep(order);
  const steps: StepDraft[] = [
    { key: 'received', label: 'Order received', at: order.createdAt, state: 'done' },
    payment,
    {
      key: 'in_production',
      label: 'In production',
      at: reached >= 1 ? (order.inProductionAt ?? order.completedAt) : null,
      ...(reached >= 1 ? { state: 'done' as const } : {}),
    },
    {
      key: 'done',
      label: order.shippingMethod === 'pickup' ? 'Ready for pickup' : 'Shipped',
      at: reached >= 2 ? order.completedAt : null,
      ...(reached >= 2 ? { state: 'done' as const } : {}),
    },
  ];
  let currentGiven = false;
  return steps.map((step) => {
    if (step.state) return { ...step, state: step.state };
    if (currentGiven) return { ...step, state: 'ahead' };
    currentGiven = true;
    return { ...step, state: 'current' };
  });
}
