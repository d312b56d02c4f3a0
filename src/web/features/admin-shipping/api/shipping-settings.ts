import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShippingSettings } from '#shared/schemas/shipping-settings';
import { apiRequest } from '#web/lib/api-client.ts';
import { shippingSettingsQueryKey } from '#web/lib/shipping-settings-query.ts';

/** The checkout's shipping quotes (POST /api/calculate-shipping), priced from the settings. */
const shippingQuotesQueryKey = ['/api/calculate-shipping'] as const;

/** The body of PUT /api/admin/shipping-settings (shippingSettingsInputSchema): prices as '15.00'. */
type ShippingSettingsBody = ShippingSettings;

/** PUT /api/admin/shipping-settings; a 400 keeps the server's message naming the field. */
function saveShippingSettings(body: ShippingSettingsBody): Promise<ShippingSettings> {
  return apiRequest<ShippingSettings>('/api/admin/shipping-settings', { method: 'PUT', body });
}

/** The saved settings replace the cached ones, and the checkout's quotes are priced again. */
function storeSavedSettings(queryClient: QueryClient, saved: ShippingSettings): Promise<unknown> {
  queryClient.setQueryData<ShippingSettings>(shippingSettingsQueryKey, saved);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: shippingSettingsQueryKey }),
    queryClient.invalidateQueries({ queryKey: shippingQuotesQueryKey }),
  ]);
}

export function useSaveShippingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    // An admin key: a 401 answer ends the admin session (lib/admin-session.ts).
    mutationKey: ['/api/admin/shipping-settings', 'save'],
    mutationFn: saveShippingSettings,
    onSuccess: (saved) => storeSavedSettings(queryClient, saved),
  });
}
