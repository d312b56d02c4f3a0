import { ArrowRight, MapPin, Store, Truck, Zap } from 'lucide-react';
import { proofChoices } from '#shared/proofs';
import { type CustomerInfo, deliveryAddressProblems } from '#shared/schemas/checkout';
import type { ShippingSettings } from '#shared/schemas/shipping-settings';
import { type ShippingMethod, shippingMethods } from '#shared/shipping';
import { Button } from '#web/components/ui/button.tsx';
import { formatUSD } from '#web/lib/format.ts';
import { cartFingerprint, useShippingQuotes } from '../api/calculate-shipping.ts';
import type { CartItem } from '../api/get-cart.ts';
import { StepActions, StepSection } from './step-layout.tsx';

interface ShippingStepProps {
  items: readonly CartItem[];
  settings: ShippingSettings | undefined;
  customer: CustomerInfo;
  method: ShippingMethod;
  onMethodChange: (method: ShippingMethod) => void;
  proofRequested: boolean;
  onProofChange: (proofRequested: boolean) => void;
  /** When the order would be ready or arrive by each method (use-order-dates.ts); null while unknown. */
  datesBy: (method: ShippingMethod) => string | null;
  focusOnMount: boolean;
  onBack: () => void;
  onContinue: () => void;
}

const icons = { pickup: Store, standard: Truck, rush: Zap } as const;
const missingLabels = {
  address: 'street address',
  city: 'city',
  state: 'state',
  zipCode: 'ZIP code',
} as const;
const quoted: readonly ShippingMethod[] = ['standard', 'rush'];

function shipsTo(customer: CustomerInfo): string | null {
  const line = [customer.city, [customer.state, customer.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const parts = [customer.address, line].filter(Boolean);
  return customer.address ? parts.join(', ') : null;
}

const choiceCard =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-4 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-brand-500';
const choiceRadio = 'mt-1 size-4 shrink-0 accent-brand-600 focus-visible:outline-none';

const proofNotes: Record<string, string> = {
  true: 'We e-mail a proof of each item within a business day and print once you approve it. The dates above include that day.',
  false: 'We print your files as they are, with no proof to approve.',
};

/** Whether the shop sends a proof to approve before printing (src/shared/proofs.ts). */
function ProofChoice({ value, onChange }: { value: boolean; onChange: (value: boolean) => void }) {
  return (
    <fieldset className="mt-6">
      <legend className="text-base font-semibold text-slate-900">Before we print</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {proofChoices.map((choice) => (
          <label key={String(choice.value)} className={choiceCard}>
            <input
              type="radio"
              name="proof-choice"
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className={choiceRadio}
            />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-slate-900">{choice.label}</span>
              <span className="block text-sm text-slate-600">{proofNotes[String(choice.value)]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Step 3: pickup, standard or rush, each with its price (FREE when it costs nothing), its delivery time and
 * the date it would be ready or arrive; and whether to approve a proof before printing (it moves the dates).
 */
export function ShippingStep(props: ShippingStepProps) {
  const { items, settings, customer, method, onMethodChange, datesBy, focusOnMount, onBack, onContinue } =
    props;
  const { proofRequested, onProofChange } = props;
  const quotes = useShippingQuotes(quoted, cartFingerprint(items));

  function price(value: ShippingMethod): { text: string; note: string | null } {
    if (value === 'pickup') return { text: 'FREE', note: null };
    const quote = quotes[quoted.indexOf(value)]?.data;
    const fallback = value === 'rush' ? settings?.rushShippingPrice : settings?.standardShippingPrice;
    const amount = quote?.shippingCost ?? fallback;
    if (amount === undefined) return { text: '…', note: null };
    if (Number(amount) === 0 || quote?.freeShippingApplied) {
      return { text: 'FREE', note: quote?.freeShippingReason ?? null };
    }
    return { text: formatUSD(amount), note: null };
  }

  const address = shipsTo(customer);
  const missing = deliveryAddressProblems(customer, method).map((problem) => missingLabels[problem.field]);
  const methodLabel = shippingMethods.find((option) => option.value === method)?.label ?? 'Shipping';
  return (
    <StepSection
      title="Shipping Method"
      description="Choose how you'd like to receive your order."
      focusOnMount={focusOnMount}
    >
      <fieldset>
        <legend className="sr-only">Shipping method</legend>
        <div className="grid gap-3">
          {shippingMethods.map((option) => {
            const Icon = icons[option.value];
            const { text, note } = price(option.value);
            return (
              <label key={option.value} className={choiceCard}>
                <input
                  type="radio"
                  name="shipping-method"
                  value={option.value}
                  checked={method === option.value}
                  onChange={() => onMethodChange(option.value)}
                  className={choiceRadio}
                />
                <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900">{option.label}</span>
                  <span className="block text-sm text-slate-600">{option.deliveryTime}</span>
                  <span
                    className="block min-h-5 text-sm font-medium text-slate-900"
                    data-testid={`shipping-date-${option.value}`}
                  >
                    {datesBy(option.value)}
                  </span>
                  {option.value === 'pickup' && settings?.storeAddress ? (
                    <span className="mt-1 flex items-start gap-1 text-sm text-slate-600">
                      <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                      {settings.storeAddress}
                    </span>
                  ) : null}
                  {note ? (
                    <span className="mt-1 block text-sm font-medium text-emerald-700">{note}</span>
                  ) : null}
                </span>
                <span
                  className={text === 'FREE' ? 'font-bold text-emerald-700' : 'font-bold text-slate-900'}
                  data-testid={`shipping-price-${option.value}`}
                >
                  {text}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <ProofChoice value={proofRequested} onChange={onProofChange} />
      {method !== 'pickup' && missing.length === 0 ? (
        <p className="mt-4 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">Ships to: </span>
          {address}
        </p>
      ) : null}
      {missing.length > 0 ? (
        <div
          role="alert"
          className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
          data-testid="address-needed"
        >
          <p>
            {methodLabel} needs a delivery address. Missing: {missing.join(', ')}.
          </p>
          <button
            type="button"
            onClick={onBack}
            className="mt-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            Add the delivery address
          </button>{' '}
          or choose Store Pickup.
        </div>
      ) : null}
      <StepActions back={{ label: 'Back to Information', onClick: onBack }}>
        <Button size="lg" onClick={onContinue} disabled={missing.length > 0}>
          Continue to Payment
          <ArrowRight aria-hidden="true" />
        </Button>
      </StepActions>
    </StepSection>
  );
}
