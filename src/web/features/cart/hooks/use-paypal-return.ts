import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { apiMessages, errorCodes, webMessages } from '#shared/errors';
import { toast } from '#web/components/ui/use-toast.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { capturePaypalOrder } from '../api/capture-paypal-order.ts';
import { cartQueryKey } from '../api/get-cart.ts';
import { orderQueryKey } from '../api/get-order.ts';
import { clearCheckoutDraft } from './checkout-draft.ts';

export type PaypalReturnPhase = 'none' | 'capturing' | 'failed';

const paymentFailed = () =>
  toast({
    title: webMessages.paymentFailed,
    description: apiMessages.paymentFailed,
    variant: 'destructive',
  });

/**
 * PayPal sends the buyer back to /cart?paypal=return&orderId={id}&token={paypalOrderId}&PayerID=… (or
 * ?paypal=cancel&orderId={id}). On return the server captures and verifies the payment; the
 * confirmation follows (/cart?order={id}). Cancel or a failed capture keeps the cart and brings the
 * checkout back at the Payment step ('failed').
 */
export function usePaypalReturn(): PaypalReturnPhase {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const paypal = params.get('paypal');
  const token = params.get('token');
  // A cancel is known from the first render, so a checkout shown at once (its cart already read) opens
  // at the Payment step.
  const [phase, setPhase] = useState<PaypalReturnPhase>(() =>
    paypal === 'return' && token
      ? 'capturing'
      : paypal === 'return' || paypal === 'cancel'
        ? 'failed'
        : 'none',
  );
  // Once per page: the query is removed from the URL as soon as it is handled.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || (paypal !== 'return' && paypal !== 'cancel')) return;
    handled.current = true;
    // The checkout opens at the Payment step, with the details kept before PayPal (checkout-draft.ts).
    const fail = () => {
      setPhase('failed');
      navigate('/cart?step=payment', { replace: true });
    };
    if (paypal === 'cancel' || !token) {
      paymentFailed();
      fail();
      return;
    }
    setPhase('capturing');
    capturePaypalOrder(token).then(
      async (order) => {
        clearCheckoutDraft();
        queryClient.setQueryData(orderQueryKey(order.id), order);
        await queryClient.invalidateQueries({ queryKey: cartQueryKey });
        navigate(`/cart?order=${order.id}`, { replace: true });
        setPhase('none');
      },
      (error: unknown) => {
        if (isApiError(error) && error.code === errorCodes.orderUpdateFailed) {
          // The money was taken: no second payment is offered, the checkout opens at Review.
          toast({
            title: webMessages.orderCreationFailed,
            description: apiMessages.orderUpdateFailed,
            variant: 'destructive',
          });
          setPhase('none');
          navigate('/cart', { replace: true });
          return;
        }
        if (isApiError(error) && error.code === errorCodes.paymentCancelled) {
          // The attempt was replaced or left too long: nothing was taken; the checkout starts again.
          toast({ title: webMessages.paymentCancelled, description: error.message, variant: 'destructive' });
          fail();
          return;
        }
        paymentFailed();
        fail();
      },
    );
  }, [paypal, token, navigate, queryClient]);

  return phase;
}
