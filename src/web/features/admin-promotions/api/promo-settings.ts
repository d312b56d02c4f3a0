import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webMessages } from '#shared/errors';
import type { PromoSettings, PromoSettingsInput } from '#shared/schemas/promo';
import { apiRequest, apiRequestOr } from '#web/lib/api-client.ts';
import { discountCodesQueryKey } from './discount-codes.ts';

/**
 * GET /api/promo-settings: the same query (same key) the storefront banner polls, so a save here shows
 * there at once. The key literal is repeated on purpose: features do not import each other.
 */
const promoSettingsQueryKey = ['/api/promo-settings'] as const;

function getPromoSettings(signal?: AbortSignal): Promise<PromoSettings> {
  return apiRequestOr<PromoSettings>(
    webMessages.fetchPromoSettings,
    '/api/promo-settings',
    signal ? { signal } : {},
  );
}

export function usePromoSettings() {
  return useQuery(
    queryOptions({
      queryKey: promoSettingsQueryKey,
      queryFn: ({ signal }) => getPromoSettings(signal),
    }),
  );
}

/** PUT /api/admin/promo-settings; a 400 keeps the server's message naming the field. */
function savePromoSettings(body: PromoSettingsInput): Promise<PromoSettings> {
  return apiRequest<PromoSettings>('/api/admin/promo-settings', { method: 'PUT', body });
}

/**
 * The saved settings replace the cached ones; the code list is read again, since a save also keeps the
 * banner's code an active discount code (docs/product/promotions.md).
 */
function storeSavedPromoSettings(queryClient: QueryClient, saved: PromoSettings): Promise<unknown> {
  queryClient.setQueryData<PromoSettings>(promoSettingsQueryKey, saved);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: promoSettingsQueryKey }),
    queryClient.invalidateQueries({ queryKey: discountCodesQueryKey }),
  ]);
}

export function useSavePromoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    // An admin key: a 401 answer ends the admin session (lib/admin-session.ts).
    mutationKey: ['/api/admin/promo-settings', 'save'],
    mutationFn: savePromoSettings,
    onSuccess: (saved) => storeSavedPromoSettings(queryClient, saved),
  });
}
