import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { type CheckoutStep, checkoutSteps } from './checkout-draft.ts';

/** `?step=` of /cart: info, shipping or payment; the Review step has none. */
function stepFromParam(value: string | null): CheckoutStep {
  return checkoutSteps.find((step) => step !== 'review' && step === value) ?? 'review';
}

function stepUrl(step: CheckoutStep): string {
  return step === 'review' ? '/cart' : `/cart?step=${step}`;
}

/** What a step entry remembers: the step it was reached from by Continue. */
interface StepState {
  from?: CheckoutStep;
}

/**
 * The checkout's step lives in the URL (docs/product/shipping-and-checkout.md#the-checkout-steps-cart): a
 * reload opens the same step, and the browser's back and forward buttons move between steps. Continue pushes
 * the next step; Back returns to the entry it came from when there is one (so history does not fill with
 * steps), else replaces this one. A step that cannot be shown yet (`reachable` says how far the details
 * allow) gives way to the furthest one that can.
 *
 * The step shown changes at once on Continue and Back (the URL follows a moment later); every new entry
 * of the history (back, forward, a push) moves the step to the URL's. Entries are told apart by their key,
 * not by their step: a Continue and a quick Back can land on the step this component last saw without
 * it ever rendering the one between, and the URL must still win. Pushes are committed synchronously
 * (flushSync) so that a Back pressed at once leaves from the step it shows.
 */
export function useCheckoutStep(reachable: (step: CheckoutStep) => boolean) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const urlStep = stepFromParam(params.get('step'));
  const [chosen, setChosen] = useState<CheckoutStep>(urlStep);
  const furthest = (wanted: CheckoutStep): CheckoutStep =>
    checkoutSteps
      .slice(0, checkoutSteps.indexOf(wanted) + 1)
      .filter(reachable)
      .at(-1) ?? 'review';
  const step = furthest(chosen);

  // The step heading takes the focus once the customer has moved; not when the page opens.
  const firstStep = useRef(step);
  const moved = useRef(false);
  if (step !== firstStep.current) moved.current = true;

  const lastEntry = useRef(location.key);
  useEffect(() => {
    if (lastEntry.current === location.key) return;
    lastEntry.current = location.key;
    setChosen(urlStep);
  }, [location.key, urlStep]);

  // A URL naming a step its details do not allow yet (typed, or an old tab) shows the furthest one allowed.
  const allowed = furthest(urlStep);
  useEffect(() => {
    if (allowed === urlStep) return;
    navigate(stepUrl(allowed), { replace: true });
  }, [allowed, navigate, urlStep]);

  function go(next: CheckoutStep) {
    const cameFrom = (location.state as StepState | null)?.from;
    const backwards = checkoutSteps.indexOf(next) < checkoutSteps.indexOf(step);
    setChosen(next);
    if (backwards && cameFrom === next) navigate(-1);
    else if (backwards) navigate(stepUrl(next), { replace: true, flushSync: true });
    else navigate(stepUrl(next), { state: { from: step } satisfies StepState, flushSync: true });
  }

  return { step, go, moved: moved.current };
}
