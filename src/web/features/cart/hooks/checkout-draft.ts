import { z } from 'zod';
import {
  type CustomerInfo,
  type customerInfoSchema,
  defaultPaymentMethod,
  type PaymentMethod,
  paymentMethodValues,
} from '#shared/schemas/checkout';
import { defaultShippingMethod, type ShippingMethod, shippingMethodValues } from '#shared/shipping';

/**
 * The checkout's state outside the form steps, and its copy in session storage. The copy is written just
 * before the browser leaves for PayPal and read when it comes back (cancel or failed payment), so the
 * customer finds their details, shipping, payment and discount again; a placed order removes it.
 */

export const checkoutSteps = ['review', 'info', 'shipping', 'payment'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

export const checkoutStepLabels: Record<CheckoutStep, string> = {
  review: 'Review',
  info: 'Info',
  shipping: 'Shipping',
  payment: 'Payment',
};

export interface AppliedDiscount {
  code: string;
  /** 10 = 10 %. */
  percent: number;
}

/** What the form holds while it is typed (optional fields may still be undefined). */
export type CustomerFormValues = z.input<typeof customerInfoSchema>;

export const emptyCustomer: CustomerInfo = {
  name: '',
  email: '',
  phone: '',
  company: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  notes: '',
};

/** The Idempotency-Key of one checkout attempt and what it was made for (the order input and the cart). */
export interface CheckoutAttempt {
  key: string;
  fingerprint: string;
}

export interface CheckoutDraft {
  customer: CustomerInfo;
  shippingMethod: ShippingMethod;
  paymentMethod: PaymentMethod;
  discount: AppliedDiscount | null;
  /** 'E-mail me a proof to approve before printing' (the default) or 'Print as submitted'. */
  proofRequested: boolean;
  attempt: CheckoutAttempt | null;
}

export const CHECKOUT_DRAFT_KEY = 'checkoutDraft';

const text = z.string().max(2000).catch('');
const draftSchema = z.object({
  customer: z.object({
    name: text,
    email: text,
    phone: text,
    company: text,
    address: text,
    city: text,
    state: text,
    zipCode: text,
    notes: text,
  }),
  shippingMethod: z.enum(shippingMethodValues).catch(defaultShippingMethod),
  paymentMethod: z.enum(paymentMethodValues).catch(defaultPaymentMethod),
  discount: z
    .object({ code: z.string().min(1), percent: z.number() })
    .nullable()
    .catch(null),
  proofRequested: z.boolean().catch(true),
  attempt: z
    .object({ key: z.string().min(1), fingerprint: z.string() })
    .nullable()
    .catch(null),
});

export function loadCheckoutDraft(): CheckoutDraft | null {
  try {
    const stored = window.sessionStorage.getItem(CHECKOUT_DRAFT_KEY);
    if (!stored) return null;
    const parsed = draftSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveCheckoutDraft(draft: CheckoutDraft): void {
  try {
    window.sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage blocked: after PayPal the customer types their details again.
  }
}

export function clearCheckoutDraft(): void {
  try {
    window.sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // Nothing stored.
  }
}

/** Fills the form's optional fields so the draft and the order body always hold strings. */
export function toCustomer(values: CustomerFormValues): CustomerInfo {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone?.trim() ?? '',
    company: values.company?.trim() ?? '',
    address: values.address?.trim() ?? '',
    city: values.city?.trim() ?? '',
    state: values.state?.trim() ?? '',
    zipCode: values.zipCode?.trim() ?? '',
    notes: values.notes?.trim() ?? '',
  };
}
