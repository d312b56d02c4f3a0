import { useCallback, useEffect, useState } from 'react';
import type { PromoSettings } from '#shared/schemas/promo';
import { isPromoSettings, usePromoSettings } from '../api/get-promo-settings.ts';
import {
  browserStore,
  dismiss,
  expire,
  isBannerVisible,
  isDismissed,
  type KeyValueStore,
  lastSeenSettings,
  promotionKey,
  rememberSettings,
  resolveEndTime,
  timeLeft,
} from '../banner-state.ts';
import { formatCountdown } from '../countdown.ts';
import { PromoBannerView } from './promo-banner-view.tsx';

const TICK_MS = 1000;

export interface PromoBannerProps {
  /** Where the dismissal and the fallback end time are kept; the browser's localStorage by default. */
  store?: KeyValueStore;
  /** The current time in ms; Date.now by default. */
  now?: () => number;
}

interface ActivePromoBannerProps {
  settings: PromoSettings;
  store: KeyValueStore;
  now: () => number;
}

/** One promotion with one end time: remounted (see the key below) when either changes. */
function ActivePromoBanner({ settings, store, now }: ActivePromoBannerProps) {
  const [dismissed, setDismissed] = useState(() => isDismissed(store, settings));
  const [endMs] = useState(() => resolveEndTime(store, settings.endTime, now()).endMs);
  const [nowMs, setNowMs] = useState(now);
  const msLeft = timeLeft(endMs, nowMs);
  const expired = msLeft <= 0;

  useEffect(() => {
    if (dismissed || expired) return;
    const timer = window.setInterval(() => setNowMs(now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [dismissed, expired, now]);

  useEffect(() => {
    if (expired) expire(store);
  }, [expired, store]);

  if (!isBannerVisible(settings, dismissed, msLeft)) return null;
  return (
    <PromoBannerView
      text={settings.bannerText}
      code={settings.discountCode}
      style={settings.bannerColor}
      countdown={formatCountdown(msLeft)}
      onDismiss={() => {
        dismiss(store, settings);
        setDismissed(true);
      }}
    />
  );
}

/**
 * The storefront promo banner (docs/product/promotions.md): the shop's promotion with a countdown, until it
 * is dismissed or runs out. While the settings load it shows the last ones this browser saw (nothing on a
 * first visit); nothing when they cannot be read or when the banner is switched off.
 */
export function PromoBanner({ store = browserStore, now = Date.now }: PromoBannerProps) {
  const shownFirst = useCallback(() => lastSeenSettings(store, isPromoSettings), [store]);
  const { data, isPlaceholderData } = usePromoSettings(shownFirst);
  useEffect(() => {
    if (data && !isPlaceholderData) rememberSettings(store, data);
  }, [data, isPlaceholderData, store]);
  if (!data?.bannerEnabled) return null;
  return (
    <ActivePromoBanner
      key={`${promotionKey(data)}|${data.endTime ?? ''}`}
      settings={data}
      store={store}
      now={now}
    />
  );
}
