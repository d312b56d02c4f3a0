import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromoSettings } from '#shared/schemas/promo';
import { apiRequest } from '#web/lib/api-client.ts';

/** The banner re-reads its settings every 5 seconds (docs/product/promotions.md). */
export const PROMO_POLL_MS = 5000;

export const promoSettingsQueryKey = ['/api/promo-settings'] as const;

/** The fields the banner needs, checked by hand so the storefront bundle does not carry a schema for it. */
export function isPromoSettings(value: unknown): value is PromoSettings {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.bannerEnabled === 'boolean' &&
    typeof v.bannerText === 'string' &&
    typeof v.bannerColor === 'string' &&
    typeof v.discountCode === 'string' &&
    (v.endTime === null || typeof v.endTime === 'string')
  );
}

/**
 * GET /api/promo-settings. A plain fetch (default cache mode): the server answers `Cache-Control:
 * no-cache` with an ETag, so the browser revalidates each poll with If-None-Match and an unchanged
 * banner costs a bodiless 304, which fetch hands back as the cached 200.
 */
async function getPromoSettings(signal?: AbortSignal): Promise<PromoSettings> {
  const body = await apiRequest<unknown>('/api/promo-settings', signal ? { signal } : {});
  if (!isPromoSettings(body)) throw new Error('Unexpected promo settings');
  return body;
}

function promoSettingsQueryOptions() {
  return queryOptions({
    queryKey: promoSettingsQueryKey,
    queryFn: ({ signal }) => getPromoSettings(signal),
    // Polling pauses while the tab is hidden (refetchIntervalInBackground defaults to false).
    refetchInterval: PROMO_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** `shownFirst`: what to show until the first answer arrives (the last settings this browser saw). */
export function usePromoSettings(shownFirst?: () => PromoSettings | undefined) {
  return useQuery({ ...promoSettingsQueryOptions(), ...(shownFirst ? { placeholderData: shownFirst } : {}) });
}
