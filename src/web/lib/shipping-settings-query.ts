import { queryOptions, useQuery } from '@tanstack/react-query';
import { webMessages } from '#shared/errors';
import type { ShippingSettings } from '#shared/schemas/shipping-settings';
import { apiRequestOr } from './api-client.ts';

/**
 * GET /api/shipping-settings: the store address for pickup, the shipping prices and the shop clock; shared by
 * the checkout, the configurator's dates and the admin's Shipping tab (one key: a save shows everywhere).
 */
export const shippingSettingsQueryKey = ['/api/shipping-settings'] as const;

function getShippingSettings(signal?: AbortSignal): Promise<ShippingSettings> {
  return apiRequestOr<ShippingSettings>(
    webMessages.fetchShippingSettings,
    '/api/shipping-settings',
    signal ? { signal } : {},
  );
}

function shippingSettingsQueryOptions() {
  return queryOptions({
    queryKey: shippingSettingsQueryKey,
    queryFn: ({ signal }) => getShippingSettings(signal),
  });
}

export function useShippingSettings() {
  return useQuery(shippingSettingsQueryOptions());
}
