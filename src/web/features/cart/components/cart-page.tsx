import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { brandName } from '#shared/seo';
import { PageLoadError } from '#web/components/page-load-error.tsx';
import { useCartItems } from '../api/get-cart.ts';
import { loadCheckoutDraft } from '../hooks/checkout-draft.ts';
import { usePaypalReturn } from '../hooks/use-paypal-return.ts';
import { CartSkeleton, EmptyCart, PaymentProcessing } from './cart-page-states.tsx';
import { Checkout } from './checkout.tsx';
import { OrderConfirmation } from './order-confirmation.tsx';

function orderIdOf(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function CartContent() {
  const navigate = useNavigate();
  const paypal = usePaypalReturn();
  const cart = useCartItems();
  const [draft] = useState(loadCheckoutDraft);

  if (paypal === 'capturing') return <PaymentProcessing />;
  // The cart answers display-ready lines (labels, prices, picture): no catalogue is needed here.
  if (cart.isPending) return <CartSkeleton />;
  if (cart.isError) {
    return (
      <PageLoadError
        level={2}
        className="mt-8"
        title="We couldn't load your cart"
        onRetry={() => void cart.refetch()}
        retrying={cart.isFetching}
      />
    );
  }
  if (cart.data.length === 0) return <EmptyCart />;
  return (
    <Checkout
      items={cart.data}
      draft={draft}
      onOrderPlaced={(order) => navigate(`/cart?order=${order.id}`)}
    />
  );
}

/** /cart: the cart and its four-step checkout, the PayPal return, and the confirmation (?order={id}). */
export function CartPage() {
  const [params] = useSearchParams();
  const orderId = orderIdOf(params.get('order'));

  useEffect(() => {
    document.title = orderId ? `Order Confirmation | ${brandName}` : `Your Cart | ${brandName}`;
  }, [orderId]);

  return (
    <div className="min-h-[60vh] bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        {orderId ? (
          <OrderConfirmation orderId={orderId} />
        ) : (
          <>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Your Cart</h1>
            <CartContent />
          </>
        )}
      </div>
    </div>
  );
}
