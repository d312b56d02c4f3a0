import { useEffect, useRef, useState } from 'react';
import { apiMessages, errorCodes, webMessages } from '#shared/errors';
import {
  customerInfoSchema,
  type OrderSummary,
  type PaymentMethod,
  type PlaceOrderInput,
} from '#shared/schemas/checkout';
import type { ShippingMethod } from '#shared/shipping';
import { toast } from '#web/components/ui/use-toast.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { cartFingerprint } from '../api/calculate-shipping.ts';
import { approvalUrl, createPaypalOrder } from '../api/create-paypal-order.ts';
import type { CartItem } from '../api/get-cart.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import {
  type AppliedDiscount,
  type CheckoutAttempt,
  type CustomerFormValues,
  clearCheckoutDraft,
  saveCheckoutDraft,
  toCustomer,
} from './checkout-draft.ts';
import { newIdempotencyKey, redirectTo } from './redirect.ts';

export interface OrderChoices {
  customer: CustomerFormValues;
  shippingMethod: ShippingMethod;
  paymentMethod: PaymentMethod;
  discount: AppliedDiscount | null;
  proofRequested: boolean;
}

interface SubmitOrderOptions {
  items: readonly CartItem[];
  /** The attempt restored after PayPal, so a retry of the same order reuses its key. */
  initialAttempt: CheckoutAttempt | null;
  /** A pay-in-store order was placed: show the confirmation. */
  onPlaced: (order: OrderSummary) => void;
  /** Name or e-mail is missing: go back to the Info step. */
  onMissingInfo: () => void;
}

const paymentError = (description: string) =>
  toast({ title: webMessages.paymentError, description, variant: 'destructive' });

/**
 * Places ONE order for the cart (POST /api/orders). Pay in store: the confirmation follows. PayPal: the
 * server opens a PayPal order for that order's total and the browser goes to its approval page.
 *
 * The Idempotency-Key is made once per attempt: a retry of the same order (same details, same cart, e.g.
 * after a lost answer or a cancelled PayPal payment) sends the same key and gets the same order back;
 * changing anything, or a placed order, starts a new attempt.
 */
/** Refusals whose server message tells the customer what to do (a retry now would fail the same way). */
const SAY_WHY_CODES = new Set<string>([errorCodes.paymentInProgress, errorCodes.tooManyDiscountCodes]);

export function useSubmitOrder({ items, initialAttempt, onPlaced, onMissingInfo }: SubmitOrderOptions) {
  const placeOrder = usePlaceOrder();
  const attempt = useRef<CheckoutAttempt | null>(initialAttempt);
  const [status, setStatus] = useState<'idle' | 'placing' | 'redirecting'>('idle');

  // Back from PayPal with the browser's back button, the page may come from the back-forward cache as
  // it was left ('Redirecting to PayPal…'): make the button usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setStatus('idle');
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  function attemptKey(input: PlaceOrderInput): string {
    const fingerprint = JSON.stringify([input, cartFingerprint(items)]);
    if (attempt.current?.fingerprint !== fingerprint)
      attempt.current = { key: newIdempotencyKey(), fingerprint };
    return attempt.current.key;
  }

  function missingInformation() {
    toast({
      title: webMessages.missingInformation,
      description: apiMessages.missingCustomerInfo,
      variant: 'destructive',
    });
    onMissingInfo();
  }

  async function submit(choices: OrderChoices): Promise<void> {
    if (status !== 'idle') return;
    const customer = customerInfoSchema.safeParse(toCustomer(choices.customer));
    if (!customer.success) {
      missingInformation();
      return;
    }
    const input: PlaceOrderInput = {
      customer: customer.data,
      shippingMethod: choices.shippingMethod,
      paymentMethod: choices.paymentMethod,
      discountCode: choices.discount?.code ?? null,
      proofRequested: choices.proofRequested,
    };
    const idempotencyKey = attemptKey(input);
    setStatus('placing');

    let order: OrderSummary;
    try {
      order = await placeOrder.mutateAsync({ input, idempotencyKey });
    } catch (error) {
      setStatus('idle');
      if (isApiError(error) && error.code === errorCodes.missingCustomerInfo) {
        missingInformation();
        return;
      }
      // A payment still being completed, or too many wrong codes: the server says when to try again.
      const explained = isApiError(error) && SAY_WHY_CODES.has(error.code ?? '');
      toast({
        title: webMessages.orderFailed,
        description: explained ? error.message : webMessages.placeOrderFailed,
        variant: 'destructive',
      });
      return;
    }

    if (order.paymentMethod === 'store') {
      attempt.current = null;
      clearCheckoutDraft();
      setStatus('idle');
      onPlaced(order);
      return;
    }

    let url: string | null;
    try {
      url = approvalUrl(await createPaypalOrder(order.id));
    } catch (error) {
      setStatus('idle');
      // The server checks PayPal's answer for an approve link and says so with its own code.
      const noApproval = isApiError(error) && error.code === errorCodes.paypalNoApprovalUrl;
      paymentError(noApproval ? apiMessages.paypalNoApprovalUrl : apiMessages.paypalOrderFailed);
      return;
    }
    if (!url) {
      setStatus('idle');
      paymentError(apiMessages.paypalNoApprovalUrl);
      return;
    }
    saveCheckoutDraft({
      customer: customer.data,
      shippingMethod: input.shippingMethod,
      paymentMethod: input.paymentMethod,
      discount: choices.discount,
      proofRequested: input.proofRequested,
      attempt: attempt.current,
    });
    setStatus('redirecting');
    redirectTo(url);
  }

  return { submit, status };
}
