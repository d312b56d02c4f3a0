import { Check } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { type CheckoutStep, checkoutStepLabels, checkoutSteps } from '../hooks/checkout-draft.ts';

/** Review → Info → Shipping → Payment, the current step marked with aria-current="step". */
export function CheckoutProgress({ step }: { step: CheckoutStep }) {
  const current = checkoutSteps.indexOf(step);
  return (
    <nav aria-label="Checkout progress">
      <ol className="grid grid-cols-4 gap-2">
        {checkoutSteps.map((item, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={item}
              aria-current={active ? 'step' : undefined}
              className="flex flex-col items-center gap-1.5 text-center sm:flex-row sm:gap-2 sm:text-left"
            >
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ring-2',
                  done && 'bg-brand-600 text-white ring-brand-600',
                  active && 'bg-white text-brand-700 ring-brand-600',
                  !done && !active && 'bg-white text-slate-500 ring-slate-300',
                )}
              >
                {done ? <Check className="size-4" aria-hidden="true" /> : index + 1}
              </span>
              <span
                className={cn(
                  'text-xs font-semibold sm:text-sm',
                  active ? 'text-slate-900' : done ? 'text-brand-700' : 'text-slate-500',
                )}
              >
                {checkoutStepLabels[item]}
                {done ? <span className="sr-only"> (completed)</span> : null}
              </span>
              {index < checkoutSteps.length - 1 ? (
                <span aria-hidden="true" className="hidden h-0.5 flex-1 rounded bg-slate-200 sm:block">
                  <span className={cn('block h-full rounded bg-brand-600', done ? 'w-full' : 'w-0')} />
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
