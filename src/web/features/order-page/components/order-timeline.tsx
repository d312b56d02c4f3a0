import { Check, CircleAlert } from 'lucide-react';
import { orderTimeline, type TimelineStep } from '#shared/order-timeline';
import { cn } from '#web/lib/cn.ts';
import { formatWhen } from '#web/lib/format.ts';
import type { OrderPage } from '../api/order-page.ts';

const stateWords: Record<TimelineStep['state'], string> = {
  done: 'Done',
  current: 'Next',
  ahead: 'Later',
  problem: 'Needs attention',
};

function StepMark({ state }: { state: TimelineStep['state'] }) {
  if (state === 'done') {
    return (
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-white">
        <Check className="size-4" aria-hidden="true" />
      </span>
    );
  }
  if (state === 'problem') {
    return (
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-red-600 text-white">
        <CircleAlert className="size-4" aria-hidden="true" />
      </span>
    );
  }
  return (
    <span
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-full border-2 bg-white',
        state === 'current' ? 'border-brand-600' : 'border-slate-300',
      )}
    >
      <span className={cn('size-2.5 rounded-full', state === 'current' ? 'bg-brand-600' : 'bg-slate-300')} />
    </span>
  );
}

/**
 * Received, paid, in production, ready for pickup or shipped: each with its date once reached. Vertical on a
 * phone, a row of four from the small breakpoint up.
 */
export function OrderTimeline({ order }: { order: OrderPage }) {
  const steps = orderTimeline(order);
  return (
    <ol aria-label="Order progress" className="grid gap-4 sm:grid-cols-4 sm:gap-2">
      {steps.map((step) => (
        <li
          key={step.key}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
          className="flex items-start gap-3 sm:flex-col sm:items-center sm:text-center"
        >
          <StepMark state={step.state} />
          <div className="min-w-0">
            <p
              className={cn(
                'font-semibold',
                step.state === 'problem'
                  ? 'text-red-700'
                  : step.state === 'ahead'
                    ? 'text-slate-500'
                    : 'text-slate-900',
              )}
            >
              {step.label}
              <span className="sr-only">: {stateWords[step.state]}</span>
            </p>
            {step.at ? (
              <p className="text-sm text-slate-600">
                <time dateTime={step.at}>{formatWhen(step.at)}</time>
              </p>
            ) : null}
            {step.note && step.state !== 'done' ? (
              <p className="text-sm text-slate-600">{step.note}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
