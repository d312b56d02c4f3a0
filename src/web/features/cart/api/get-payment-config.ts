import { queryOptions, useQuery } from '@tanstack/react-query';
import { webMessages } from '#shared/errors';
import type { PaymentConfig } from '#shared/schemas/payment-config';
import { apiRequestOr } from '#web/lib/api-client.ts';

/** GET /api/payment-config: whether PayPal runs for real or in test mode (simulator or sandbox). */
const paymentConfigQueryKey = ['/api/payment-config'] as const;

function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return apiRequestOr<PaymentConfig>(
    webMessages.fetchPaymentConfig,
    '/api/payment-config',
    signal ? { signal } : {},
  );
}

export function usePaymentConfig() {
  return useQuery(
    queryOptions({ queryKey: paymentConfigQueryKey, queryFn: ({ signal }) => getPaymentConfig(signal) }),
  );
}

export function isPaypalTestMode(config: PaymentConfig | undefined): boolean {
  return config?.paypalMode === 'simulator' || config?.paypalMode === 'sandbox';
}
