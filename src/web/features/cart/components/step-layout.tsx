import { ArrowLeft } from 'lucide-react';
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';

interface StepSectionProps {
  title: string;
  description?: ReactNode;
  /** Move keyboard and screen-reader focus to the heading when the step opens (not on the first page load). */
  focusOnMount: boolean;
  children: ReactNode;
}

/** One checkout step: a card with its heading, which takes the focus when the customer moves to it. */
export function StepSection({ title, description, focusOnMount, children }: StepSectionProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  return (
    <section
      aria-labelledby="checkout-step-heading"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2
        id="checkout-step-heading"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-24 text-xl font-bold text-slate-900 outline-none sm:text-2xl"
      >
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** The order total as shown ('$105.00'), or null while shipping is being priced; given by the checkout. */
export const CheckoutTotalContext = createContext<string | null>(null);

interface StepActionsProps {
  /** The Back button's label and action; none on the first step. */
  back?: { label: string; onClick: () => void } | undefined;
  children: ReactNode;
}

/**
 * The step's buttons: Back on the left, the way forward on the right. Below the large layout (where the
 * order summary is not beside the step) the way forward rides in a bar stuck to the bottom of the screen
 * with the order total beside it, while the step is in view; Back sits above that bar.
 */
export function StepActions({ back, children }: StepActionsProps) {
  const total = useContext(CheckoutTotalContext);
  return (
    <div className="contents lg:mt-6 lg:flex lg:items-center lg:justify-between lg:gap-3 lg:border-t lg:border-slate-200 lg:pt-5">
      {back ? (
        <Button variant="outline" size="lg" onClick={back.onClick} className="mt-6 w-full sm:w-auto lg:mt-0">
          <ArrowLeft aria-hidden="true" />
          {back.label}
        </Button>
      ) : (
        <span className="hidden lg:block" />
      )}
      <div
        className="sticky bottom-0 z-20 -mx-4 mt-4 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:static lg:m-0 lg:justify-end lg:border-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none"
        data-testid="step-actions"
      >
        <p className="shrink-0 text-sm text-slate-600 lg:hidden" data-testid="sticky-total">
          Total
          <span className="block text-lg font-bold text-slate-900">{total ?? '…'}</span>
        </p>
        <div className="flex min-w-0 flex-col gap-3 sm:flex-row">{children}</div>
      </div>
    </div>
  );
}
