import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../components/ui/use-toast.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { capturePaypalOrder, ORDER_UPDATE_FAILED } from '../api/capture-paypal-order.ts';
import { cartQueryKey } from '../api/get-cart.ts';
import { orderQueryKey } from '../api/get-order.ts';
import { clearCheckoutDraft } from './checkout-draft.ts';

export type PaypalReturnPhase = 'none' | 'capturing' | 'failed';

const paymentFailed = () =>
  toast({
    title: 'Payment Failed',
    description: 'PayPal payment failed. Please try again or use a different payment method.',
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
  const [phase, setPhase] = useState<PaypalReturnPhase>(() =>
    paypal === 'return' && token ? 'capturing' : 'none',
  );
  // Once per page: the query is removed from the URL as soon as it is handled.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || (paypal !== 'return' && paypal !== 'cancel')) return;
    handled.current = true;
    const fail = () => {
      setPhase('failed');
      navigate('/cart', { replace: true });
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
        if (isApiError(error) && error.code === ORDER_UPDATE_FAILED) {
          // The money was taken: no second payment is offered, the checkout opens at Review.
          toast({
            title: 'Order Creation Failed',
            description: 'Payment was successful but order creation failed. Please contact support.',
            variant: 'destructive',
          });
          setPhase('none');
          navigate('/cart', { replace: true });
          return;
        }
        paymentFailed();
        fail();
      },
    );
  }, [paypal, token, navigate, queryClient]);

  return phase;
}
