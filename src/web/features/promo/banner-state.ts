import type { PromoSettings } from '#shared/schemas/promo';

/**
 * The storefront promo banner's rules (docs/product/promotions.md) as pure functions over an injected clock
 * value and key-value store, so they can be table-tested without a browser.
 */

/** localStorage keys. */
export const PROMO_DISMISSED_KEY = 'promoBanner.dismissed';
export const PROMO_END_TIME_KEY = 'promoBanner.endTime';
export const PROMO_LAST_SETTINGS_KEY = 'promoBanner.lastSettings';

/** Without an end time from the shop or the browser, the countdown runs 24 hours. */
export const DEFAULT_COUNTDOWN_MS = 24 * 60 * 60 * 1000;

/** The subset of the Web Storage API the banner uses; never throws (see safeStore). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type BannerSettings = Pick<PromoSettings, 'bannerEnabled' | 'bannerText' | 'discountCode' | 'endTime'>;

/** FNV-1a, 32 bits, as 8 hex digits: a short, stable fingerprint (not a security measure). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * Which promotion a dismissal belongs to: its code and its text. A new promotion (another code or
 * text) is shown again to visitors who dismissed the previous one; a new end time, colour or
 * percentage for the same promotion is not a new promotion.
 */
export function promotionKey(settings: Pick<PromoSettings, 'bannerText' | 'discountCode'>): string {
  return `v1:${fingerprint(JSON.stringify([settings.discountCode, settings.bannerText]))}`;
}

export function isDismissed(store: KeyValueStore, settings: BannerSettings): boolean {
  return store.getItem(PROMO_DISMISSED_KEY) === promotionKey(settings);
}

/** Remembers the dismissal of this promotion (only the latest one is kept). */
export function dismiss(store: KeyValueStore, settings: BannerSettings): void {
  store.setItem(PROMO_DISMISSED_KEY, promotionKey(settings));
}

function parseTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

type EndTimeSource = 'server' | 'stored' | 'created';

export interface EndTimeChoice {
  endMs: number;
  source: EndTimeSource;
}

/**
 * The shop's endTime; else the end time stored in this browser; else a new one 24 hours from
 * now (which the caller stores). Unreadable values count as missing.
 */
export function chooseEndTime(
  serverEnd: string | null,
  storedEnd: string | null,
  nowMs: number,
): EndTimeChoice {
  const server = parseTime(serverEnd);
  if (server !== null) return { endMs: server, source: 'server' };
  const stored = parseTime(storedEnd);
  if (stored !== null) return { endMs: stored, source: 'stored' };
  return { endMs: nowMs + DEFAULT_COUNTDOWN_MS, source: 'created' };
}

/** chooseEndTime against the store, storing a newly created end time. */
export function resolveEndTime(store: KeyValueStore, serverEnd: string | null, nowMs: number): EndTimeChoice {
  const choice = chooseEndTime(serverEnd, store.getItem(PROMO_END_TIME_KEY), nowMs);
  if (choice.source === 'created') store.setItem(PROMO_END_TIME_KEY, new Date(choice.endMs).toISOString());
  return choice;
}

/** Milliseconds left, never negative. */
export function timeLeft(endMs: number, nowMs: number): number {
  return Math.max(0, endMs - nowMs);
}

/** At zero the banner hides and the stored end time is removed. */
export function expire(store: KeyValueStore): void {
  store.removeItem(PROMO_END_TIME_KEY);
}

/** Whether the banner is shown: enabled, not dismissed, time left. */
export function isBannerVisible(settings: BannerSettings, dismissed: boolean, msLeft: number): boolean {
  return settings.bannerEnabled && !dismissed && msLeft > 0;
}

/**
 * A store that never throws. localStorage may be missing, blocked (a sandboxed frame, disabled cookies)
 * or full (Safari's private mode throws on setItem): then the values live in memory for this page
 * view, so the banner still counts down and stays dismissed until the page is left.
 */
export function safeStore(getStorage: () => Storage | null | undefined): KeyValueStore {
  const memory = new Map<string, string>();
  const storage = (): Storage | null => {
    try {
      return getStorage() ?? null;
    } catch {
      return null;
    }
  };
  return {
    getItem(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        const target = storage();
        if (target) {
          target.setItem(key, value);
          memory.delete(key);
          return;
        }
      } catch {
        // Fall through to memory.
      }
      memory.set(key, value);
    },
    removeItem(key) {
      memory.delete(key);
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing stored there, or nothing reachable: either way it is gone for this page view.
      }
    },
  };
}

/** The browser's localStorage behind safeStore; one per page, shared by every banner instance. */
export const browserStore: KeyValueStore = safeStore(() =>
  typeof window === 'undefined' ? null : window.localStorage,
);

/**
 * The banner belongs to the storefront (docs/product/promotions.md): not on the admin pages, which are not
 * "the page" a shopper sees.
 */
export function showsPromoBanner(pathname: string): boolean {
  // The router matches paths case-insensitively, so /Admin is the admin too.
  const path = pathname.toLowerCase();
  return path !== '/admin' && !path.startsWith('/admin/');
}

/**
 * The settings this browser saw last, shown while the first request of a page runs, so the banner
 * does not appear late and push the page down on every visit. Unreadable values count as none.
 */
export function lastSeenSettings(
  store: KeyValueStore,
  isSettings: (value: unknown) => value is PromoSettings,
): PromoSettings | undefined {
  try {
    const value: unknown = JSON.parse(store.getItem(PROMO_LAST_SETTINGS_KEY) ?? 'null');
    return isSettings(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberSettings(store: KeyValueStore, settings: PromoSettings): void {
  store.setItem(PROMO_LAST_SETTINGS_KEY, JSON.stringify(settings));
}
