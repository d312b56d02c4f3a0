import { LoaderCircle, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { LoadingSkeleton, Skeleton } from '#web/components/ui/skeleton.tsx';

/** The empty cart (docs/product/shipping-and-checkout.md). */
export function EmptyCart() {
  return (
    <div className="mt-8 flex flex-col items-center rounded-xl bg-white px-4 py-16 text-center ring-1 ring-slate-200">
      <ShoppingCart className="size-12 text-slate-400" aria-hidden="true" />
      <h2 className="mt-4 text-2xl font-bold text-slate-900">Your Cart is Empty</h2>
      <p className="mt-2 max-w-md text-slate-600">
        Browse our banners, signs, business cards and more, then customize your order.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/#products">Continue Shopping</Link>
      </Button>
    </div>
  );
}

export function CartSkeleton() {
  return (
    <LoadingSkeleton label="Loading your cart…" className="mt-6">
      <Skeleton className="h-10 w-full" />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-4 rounded-xl p-6 ring-1 ring-slate-200">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    </LoadingSkeleton>
  );
}

/** Back from PayPal: the server captures and verifies the payment. */
export function PaymentProcessing() {
  return (
    <div role="status" className="mt-8 flex flex-col items-center py-16 text-center">
      <LoaderCircle className="size-10 animate-spin text-brand-600" aria-hidden="true" />
      <p className="mt-4 text-lg font-semibold text-slate-900">Confirming your payment…</p>
      <p className="mt-1 text-slate-600">Please don't close this page.</p>
    </div>
  );
}
