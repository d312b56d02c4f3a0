import { useCallback, useEffect, useState } from 'react';
import type { PromoSettings } from '#shared/schemas/promo';
import { useHydrationClock } from '#web/lib/hydration.ts';
import { isPromoSettings, usePromoSettings } from '../api/get-promo-settings.ts';
import {
  browserStore,
  chooseEndTime,
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
 * The banner as the server renders it, and as the browser renders it while hydrating that HTML: at the
 * time the server rendered the page, not dismissed, counting down to the shop's end time (or 24 hours).
 * Nothing is read from or written to this browser's storage; the live banner takes over once hydrated.
 */
function RenderedPromoBanner({ settings, renderedAt }: { settings: PromoSettings; renderedAt: number }) {
  const { endMs } = chooseEndTime(settings.endTime, null, renderedAt);
  const msLeft = timeLeft(endMs, renderedAt);
  if (!isBannerVisible(settings, false, msLeft)) return null;
  return (
    <PromoBannerView
      text={settings.bannerText}
      code={settings.discountCode}
      style={settings.bannerColor}
      countdown={formatCountdown(msLeft)}
      onDismiss={() => {}}
    />
  );
}

/**
 * The storefront promo banner (docs/product/promotions.md): the shop's promotion with a countdown, until it
 * is dismissed or runs out. While the settings load it shows the last ones this browser saw (nothing on a
 * first visit); nothing when they cannot be read or when the banner is switched off. A server-rendered page
 * carries the settings (src/web/app/page-data.ts), so its banner is in the HTML from the start; a visitor
 * who dismissed it sees it go once the page is hydrated.
 */
export function PromoBanner({ store = browserStore, now = Date.now }: PromoBannerProps) {
  const renderedAt = useHydrationClock();
  const shownFirst = useCallback(() => lastSeenSettings(store, isPromoSettings), [store]);
  const { data, isPlaceholderData } = usePromoSettings(shownFirst);
  useEffect(() => {
    if (data && !isPlaceholderData) rememberSettings(store, data);
  }, [data, isPlaceholderData, store]);
  if (!data?.bannerEnabled) return null;
  if (renderedAt !== null) return <RenderedPromoBanner settings={data} renderedAt={renderedAt} />;
  return (
    <ActivePromoBanner
      key={`${promotionKey(data)}|${data.endTime ?? ''}`}
      settings={data}
      store={store}
      now={now}
    />
  );
}
