import { beforeEach, describe, expect, it } from 'vitest';
import {
  CHECKOUT_DRAFT_KEY,
  type CheckoutDraft,
  clearCheckoutDraft,
  emptyCustomer,
  loadCheckoutDraft,
  saveCheckoutDraft,
  toCustomer,
} from './checkout-draft.ts';

const draft: CheckoutDraft = {
  customer: { ...emptyCustomer, name: 'Ada', email: 'ada@example.com' },
  shippingMethod: 'pickup',
  paymentMethod: 'paypal',
  discount: { code: 'WELCOME10', percent: 10 },
  proofRequested: false,
  attempt: { key: 'k', fingerprint: 'f' },
};

beforeEach(() => window.sessionStorage.clear());

describe('checkout draft', () => {
  it('is saved, read back and removed', () => {
    expect(loadCheckoutDraft()).toBeNull();
    saveCheckoutDraft(draft);
    expect(loadCheckoutDraft()).toEqual(draft);
    clearCheckoutDraft();
    expect(loadCheckoutDraft()).toBeNull();
  });

  it('ignores broken JSON and replaces unknown values by the defaults', () => {
    window.sessionStorage.setItem(CHECKOUT_DRAFT_KEY, '{nope');
    expect(loadCheckoutDraft()).toBeNull();
    window.sessionStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({ ...draft, shippingMethod: 'drone', paymentMethod: 'cash', discount: 'x' }),
    );
    expect(loadCheckoutDraft()).toMatchObject({
      shippingMethod: 'standard',
      paymentMethod: 'paypal',
      discount: null,
    });
  });

  it('trims the form values and fills the optional ones', () => {
    expect(toCustomer({ name: ' Ada ', email: ' ada@example.com ' })).toEqual({
      ...emptyCustomer,
      name: 'Ada',
      email: 'ada@example.com',
    });
  });
});
