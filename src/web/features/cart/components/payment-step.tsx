import { CreditCard, Info, LoaderCircle, Lock, type LucideIcon, Store } from 'lucide-react';
import { apiMessages } from '#shared/errors';
import { type CustomerInfo, type PaymentMethod, paymentFitsDelivery } from '#shared/schemas/checkout';
import { type ShippingMethod, shippingMethods } from '#shared/shipping';
import { Button } from '#web/components/ui/button.tsx';
import { StepActions, StepSection } from './step-layout.tsx';

interface PaymentStepProps {
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  /** PayPal runs on its simulator or sandbox: say so beside its name. */
  paypalTestMode: boolean;
  storeAddress: string | undefined;
  customer: CustomerInfo;
  shippingMethod: ShippingMethod;
  /** 'Arrives Tue, Dec 1 – Thu, Dec 3' for the chosen method; null while unknown. */
  deliveryDates: string | null;
  /** The total to pay, formatted; null while shipping is being calculated. */
  total: string | null;
  status: 'idle' | 'placing' | 'redirecting';
  focusOnMount: boolean;
  onBack: () => void;
  onPlaceOrder: () => void;
}

const radioCard =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-4 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-brand-500';

function buttonLabel(method: PaymentMethod, status: PaymentStepProps['status'], total: string | null) {
  if (status === 'redirecting') return 'Redirecting to PayPal…';
  if (status === 'placing') return 'Placing Order…';
  const suffix = total ? ` · ${total}` : '';
  return method === 'paypal' ? `Pay with PayPal${suffix}` : `Place Order${suffix}`;
}

interface PaymentChoiceProps {
  value: PaymentMethod;
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  icon: LucideIcon;
  title: string;
  description: string;
}

/** One way to pay: a radio card with its icon, name and what it means. */
function PaymentChoice({
  value,
  method,
  onMethodChange,
  icon: Icon,
  title,
  description,
}: PaymentChoiceProps) {
  return (
    <label className={radioCard}>
      <input
        type="radio"
        name="payment-method"
        value={value}
        checked={method === value}
        onChange={() => onMethodChange(value)}
        className="mt-1 size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
      />
      <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-600">{description}</span>
      </span>
    </label>
  );
}

/**
 * Step 4: PayPal (the default) or, for Store Pickup only, pay in store (a shipped order says why it is not
 * offered), a last look at the details, and the button that orders.
 */
export function PaymentStep(props: PaymentStepProps) {
  const { method, onMethodChange, paypalTestMode, storeAddress, customer, shippingMethod, total, status } =
    props;
  const busy = status !== 'idle';
  const delivery = shippingMethods.find((option) => option.value === shippingMethod);
  return (
    <StepSection
      title="Payment"
      description="Choose how you'd like to pay."
      focusOnMount={props.focusOnMount}
    >
      <fieldset disabled={busy}>
        <legend className="sr-only">Payment method</legend>
        <div className="grid gap-3">
          <PaymentChoice
            value="paypal"
            method={method}
            onMethodChange={onMethodChange}
            icon={CreditCard}
            title={`PayPal${paypalTestMode ? ' (test mode)' : ''}`}
            description="Pay securely with your PayPal account or a card. You'll return here to see your confirmation."
          />
          {paymentFitsDelivery('store', shippingMethod) ? (
            <PaymentChoice
              value="store"
              method={method}
              onMethodChange={onMethodChange}
              icon={Store}
              title="Pay in Store"
              description={`Pay by card or cash at our store${storeAddress ? `, ${storeAddress}` : ''}.`}
            />
          ) : (
            <p className="flex items-start gap-2 text-sm text-slate-600" data-testid="pay-in-store-note">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {apiMessages.payInStoreNeedsPickup}
            </p>
          )}
        </div>
      </fieldset>
      <dl className="mt-5 grid gap-3 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-slate-900">Contact</dt>
          <dd className="mt-0.5 break-words text-slate-700">
            <span className="block">{customer.name}</span>
            <span className="block">{customer.email}</span>
            {customer.phone ? <span className="block">{customer.phone}</span> : null}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Delivery</dt>
          <dd className="mt-0.5 text-slate-700">
            <span className="block">{delivery?.label}</span>
            <span className="block">{delivery?.deliveryTime}</span>
            {props.deliveryDates ? (
              <span className="block font-medium text-slate-900" data-testid="payment-delivery-dates">
                {props.deliveryDates}
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
      <StepActions back={busy ? undefined : { label: 'Back to Shipping', onClick: props.onBack }}>
        <Button size="lg" variant="accent" onClick={props.onPlaceOrder} disabled={busy}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
          {buttonLabel(method, status, total)}
        </Button>
      </StepActions>
    </StepSection>
  );
}
