import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { calculateCheckoutTotals } from '#shared/checkout';
import { formatUSD, toCents } from '#shared/money';
import {
  type CustomerInfo,
  customerInfoSchema,
  defaultPaymentMethod,
  deliveryAddressProblems,
  type OrderSummary as Order,
  type PaymentMethod,
  paymentFitsDelivery,
} from '#shared/schemas/checkout';
import { defaultShippingMethod, type ShippingMethod } from '#shared/shipping';
import { useShippingSettings } from '#web/lib/shipping-settings-query.ts';
import { useShippingCost } from '../api/calculate-shipping.ts';
import type { CartItem } from '../api/get-cart.ts';
import { isPaypalTestMode, usePaymentConfig } from '../api/get-payment-config.ts';
import {
  type AppliedDiscount,
  type CheckoutDraft,
  type CheckoutStep,
  type CustomerFormValues,
  emptyCustomer,
  loadCheckoutDraft,
  saveCheckoutDraft,
  toCustomer,
} from '../hooks/checkout-draft.ts';
import { useCheckoutStep } from '../hooks/use-checkout-step.ts';
import { useSubmitOrder } from '../hooks/use-submit-order.ts';
import { CheckoutProgress } from './checkout-progress.tsx';
import { InfoStep } from './info-step.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentStep } from './payment-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { ShippingStep } from './shipping-step.tsx';
import { CheckoutTotalContext } from './step-layout.tsx';
import { useOrderDates } from './use-order-dates.ts';

/**
 * Keeps what the customer entered in session storage as they go (a reload finds it again); the attempt
 * key stored before a PayPal redirect is left as it is. A placed order removes the copy.
 */
function useKeepDraft(
  form: { getValues: () => CustomerFormValues; watch: (callback: () => void) => { unsubscribe: () => void } },
  choices: Pick<CheckoutDraft, 'shippingMethod' | 'paymentMethod' | 'discount' | 'proofRequested'>,
) {
  const { shippingMethod, paymentMethod, discount, proofRequested } = choices;
  useEffect(() => {
    const save = () =>
      saveCheckoutDraft({
        customer: toCustomer(form.getValues()),
        shippingMethod,
        paymentMethod,
        discount,
        proofRequested,
        attempt: loadCheckoutDraft()?.attempt ?? null,
      });
    save();
    const subscription = form.watch(save);
    return () => subscription.unsubscribe();
  }, [form, shippingMethod, paymentMethod, discount, proofRequested]);
}

/**
 * A field scrolled into view (focus, an error) keeps clear of the bar stuck to the bottom of the screen
 * on phones (StepActions).
 */
function useScrollRoomForStickyBar() {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = '6rem';
    return () => {
      root.style.scrollPaddingBottom = before;
    };
  }, []);
}

interface CheckoutProps {
  items: readonly CartItem[];
  /** Details kept from before a PayPal redirect. */
  draft: CheckoutDraft | null;
  onOrderPlaced: (order: Order) => void;
}

/**
 * The four-step checkout (docs/product/shipping-and-checkout.md): Review → Info → Shipping → Payment with
 * back buttons, and the order summary with the discount entry beside the steps (below them on phones). The
 * step is in the URL and what was typed is kept for the tab (session storage), so a reload, or the
 * browser's back button, loses nothing.
 */
export function Checkout({ items, draft, onOrderPlaced }: CheckoutProps) {
  const form = useForm<CustomerFormValues, unknown, CustomerInfo>({
    resolver: zodResolver(customerInfoSchema),
    mode: 'onTouched',
    defaultValues: draft?.customer ?? emptyCustomer,
  });
  const [shippingMethod, setShippingMethod] = useState<ShippingMethod>(
    draft?.shippingMethod ?? defaultShippingMethod,
  );
  const [chosenPayment, setPaymentMethod] = useState<PaymentMethod>(
    draft?.paymentMethod ?? defaultPaymentMethod,
  );
  // Pay in Store chosen, then a shipped method: PayPal, the one that fits (the Payment step says why).
  const paymentMethod = paymentFitsDelivery(chosenPayment, shippingMethod) ? chosenPayment : 'paypal';
  const [chosenDiscount, setDiscount] = useState<AppliedDiscount | null>(draft?.discount ?? null);
  // A quoted line takes no code (docs/decisions/0035-quotes-that-hold.md); the summary says why.
  const hasQuotedLine = items.some((item) => item.quote !== null);
  const discount = hasQuotedLine ? null : chosenDiscount;
  const [proofRequested, setProofRequested] = useState(draft?.proofRequested ?? true);
  const reachable = (target: CheckoutStep): boolean => {
    if (target === 'review' || target === 'info') return true;
    const details = customerInfoSchema.safeParse(form.getValues());
    if (!details.success) return false;
    return target === 'shipping' || deliveryAddressProblems(details.data, shippingMethod).length === 0;
  };
  const { step, go, moved } = useCheckoutStep(reachable);
  useKeepDraft(form, { shippingMethod, paymentMethod, discount, proofRequested });
  const settings = useShippingSettings();
  const paymentConfig = usePaymentConfig();
  const shipping = useShippingCost(shippingMethod, items);
  const datesBy = useOrderDates(items, settings.data, proofRequested);

  const order = useSubmitOrder({
    items,
    initialAttempt: draft?.attempt ?? null,
    onPlaced: onOrderPlaced,
    onMissingInfo: () => go('info'),
  });

  const subtotalCents = items.reduce((sum, item) => sum + toCents(item.totalPrice), 0);
  const totals = calculateCheckoutTotals({
    subtotalCents,
    discountPercent: discount?.percent ?? null,
    shippingCostCents: shipping.costCents ?? 0,
  });
  const customer = toCustomer(form.getValues());
  useScrollRoomForStickyBar();
  const totalText = shipping.costCents === null ? null : formatUSD(totals.totalCents);

  return (
    <CheckoutTotalContext.Provider value={totalText}>
      <div className="mt-6 space-y-6">
        <CheckoutProgress step={step} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_24rem]">
          {/* On phones the summary, with the discount entry, comes first (before Place Order), on the
              screen and for the keyboard; on a large screen it stands beside the step. */}
          <div className="min-w-0 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
            <OrderSummary
              itemCount={items.length}
              totals={totals}
              shipping={shipping}
              shippingMethod={shippingMethod}
              discount={discount}
              discountsOff={hasQuotedLine}
              onApplyDiscount={setDiscount}
              onRemoveDiscount={() => setDiscount(null)}
            />
          </div>
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            {step === 'review' ? (
              <ReviewStep items={items} focusOnMount={moved} onContinue={() => go('info')} />
            ) : null}
            {step === 'info' ? (
              <InfoStep
                form={form}
                focusOnMount={moved}
                onBack={() => go('review')}
                onContinue={() => go('shipping')}
              />
            ) : null}
            {step === 'shipping' ? (
              <ShippingStep
                items={items}
                settings={settings.data}
                customer={customer}
                method={shippingMethod}
                onMethodChange={setShippingMethod}
                proofRequested={proofRequested}
                onProofChange={setProofRequested}
                datesBy={datesBy}
                focusOnMount={moved}
                onBack={() => go('info')}
                onContinue={() => go('payment')}
              />
            ) : null}
            {step === 'payment' ? (
              <PaymentStep
                method={paymentMethod}
                onMethodChange={setPaymentMethod}
                paypalTestMode={isPaypalTestMode(paymentConfig.data)}
                storeAddress={settings.data?.storeAddress || undefined}
                customer={customer}
                shippingMethod={shippingMethod}
                deliveryDates={datesBy(shippingMethod)}
                total={totalText}
                status={order.status}
                focusOnMount={moved}
                onBack={() => go('shipping')}
                onPlaceOrder={() =>
                  order.submit({
                    customer: form.getValues(),
                    shippingMethod,
                    paymentMethod,
                    discount,
                    proofRequested,
                  })
                }
              />
            ) : null}
          </div>
        </div>
      </div>
    </CheckoutTotalContext.Provider>
  );
}
