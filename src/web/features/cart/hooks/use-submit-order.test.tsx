import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '#web/app/providers.tsx';
import { clearToasts, useToast } from '#web/components/ui/use-toast.ts';
import { callsTo } from '#web/test/api-server.ts';
import { createTestQueryClient } from '#web/test/render.tsx';
import { serveShop } from '../components/cart-test-api.ts';
import { cartItem } from '../components/checkout-fixtures.ts';
import { useSubmitOrder } from './use-submit-order.ts';

beforeEach(() => {
  serveShop([cartItem()]);
});

afterEach(() => {
  act(() => clearToasts());
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <AppProviders client={createTestQueryClient()}>{children}</AppProviders>
);

describe('useSubmitOrder', () => {
  it("stops with 'Missing Information' when name or e-mail is missing, before any call", async () => {
    const onMissingInfo = vi.fn();
    const onPlaced = vi.fn();
    const { result } = renderHook(
      () => ({
        order: useSubmitOrder({ items: [cartItem()], initialAttempt: null, onPlaced, onMissingInfo }),
        toasts: useToast().toasts,
      }),
      { wrapper },
    );
    await act(() =>
      result.current.order.submit({
        customer: { name: ' ', email: 'ada@example.com' },
        shippingMethod: 'standard',
        paymentMethod: 'store',
        discount: null,
        proofRequested: true,
      }),
    );
    expect(result.current.toasts[0]).toMatchObject({
      title: 'Missing Information',
      description: 'Please fill in required customer information',
      variant: 'destructive',
    });
    expect(onMissingInfo).toHaveBeenCalledOnce();
    expect(onPlaced).not.toHaveBeenCalled();
    expect(callsTo()).toHaveLength(0);
  });

  it('sends the applied discount code and reports the placed store order', async () => {
    const onPlaced = vi.fn();
    const { result } = renderHook(
      () => useSubmitOrder({ items: [cartItem()], initialAttempt: null, onPlaced, onMissingInfo: vi.fn() }),
      { wrapper },
    );
    await act(() =>
      result.current.submit({
        customer: { name: 'Ada', email: 'ada@example.com' },
        shippingMethod: 'rush',
        paymentMethod: 'store',
        discount: { code: 'WELCOME10', percent: 10 },
        proofRequested: true,
      }),
    );
    expect(callsTo('POST /api/orders')[0]?.body).toMatchObject({
      discountCode: 'WELCOME10',
      proofRequested: true,
      shippingMethod: 'rush',
      customer: { name: 'Ada', email: 'ada@example.com', phone: '' },
    });
    expect(onPlaced).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
  });
});
