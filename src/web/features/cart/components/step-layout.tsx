import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
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

interface StepActionsProps {
  /** The Back button's label and action; none on the first step. */
  back?: { label: string; onClick: () => void } | undefined;
  children: ReactNode;
}

/** The step's buttons: Back on the left, the way forward on the right (stacked, forward first, on phones). */
export function StepActions({ back, children }: StepActionsProps) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
      {back ? (
        <Button variant="outline" size="lg" onClick={back.onClick}>
          <ArrowLeft aria-hidden="true" />
          {back.label}
        </Button>
      ) : (
        <span className="hidden sm:block" />
      )}
      <div className="flex flex-col gap-3 sm:flex-row">{children}</div>
    </div>
  );
}
