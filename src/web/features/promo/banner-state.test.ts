import { beforeEach, describe, expect, it } from 'vitest';
import {
  type BannerSettings,
  chooseEndTime,
  DEFAULT_COUNTDOWN_MS,
  dismiss,
  expire,
  isBannerVisible,
  isDismissed,
  type KeyValueStore,
  PROMO_DISMISSED_KEY,
  PROMO_END_TIME_KEY,
  promotionKey,
  resolveEndTime,
  safeStore,
  showsPromoBanner,
  timeLeft,
} from './banner-state.ts';

/** A plain in-memory store with the Storage API's shape. */
function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const NOW = Date.parse('2026-03-01T10:00:00.000Z');
const settings = (overrides: Partial<BannerSettings> = {}): BannerSettings => ({
  bannerEnabled: true,
  bannerText: 'LIMITED TIME: 50% OFF ALL ORDERS!',
  discountCode: 'SAVE50',
  endTime: null,
  ...overrides,
});

describe('chooseEndTime (the shop, else the stored one, else 24 h from now)', () => {
  it.each([
    [
      'the shop end time wins',
      '2026-03-02T00:00:00.000Z',
      '2026-03-05T00:00:00.000Z',
      '2026-03-02T00:00:00.000Z',
      'server',
    ],
    [
      'a past shop end time still wins',
      '2026-02-01T00:00:00.000Z',
      null,
      '2026-02-01T00:00:00.000Z',
      'server',
    ],
    [
      'the stored end time without one from the shop',
      null,
      '2026-03-01T12:00:00.000Z',
      '2026-03-01T12:00:00.000Z',
      'stored',
    ],
    [
      'an unreadable shop end time counts as none',
      'soon',
      '2026-03-01T12:00:00.000Z',
      '2026-03-01T12:00:00.000Z',
      'stored',
    ],
    ['neither: 24 hours from now', null, null, '2026-03-02T10:00:00.000Z', 'created'],
    ['an unreadable stored end time counts as none', null, 'garbage', '2026-03-02T10:00:00.000Z', 'created'],
    ['an empty stored end time counts as none', null, '', '2026-03-02T10:00:00.000Z', 'created'],
  ] as const)('%s', (_name, serverEnd, storedEnd, expectedEnd, source) => {
    expect(chooseEndTime(serverEnd, storedEnd, NOW)).toEqual({ endMs: Date.parse(expectedEnd), source });
  });

  it('the default countdown is 24 hours', () => {
    expect(DEFAULT_COUNTDOWN_MS).toBe(86_400_000);
  });
});

describe('resolveEndTime', () => {
  it('stores a newly created end time, and the next page load reuses it', () => {
    const store = memoryStore();
    const first = resolveEndTime(store, null, NOW);
    expect(first).toEqual({ endMs: NOW + DEFAULT_COUNTDOWN_MS, source: 'created' });
    expect(store.getItem(PROMO_END_TIME_KEY)).toBe('2026-03-02T10:00:00.000Z');

    expect(resolveEndTime(store, null, NOW + 5_000)).toEqual({ endMs: first.endMs, source: 'stored' });
  });

  it('neither stores nor touches the stored end time when the shop has one', () => {
    const store = memoryStore({ [PROMO_END_TIME_KEY]: '2026-03-01T12:00:00.000Z' });
    expect(resolveEndTime(store, '2026-03-04T00:00:00.000Z', NOW).source).toBe('server');
    expect(store.getItem(PROMO_END_TIME_KEY)).toBe('2026-03-01T12:00:00.000Z');
    expect(resolveEndTime(memoryStore(), '2026-03-04T00:00:00.000Z', NOW).source).toBe('server');
  });
});

describe('time left, zero and visibility', () => {
  it.each([
    [NOW + 61_000, NOW, 61_000],
    [NOW, NOW, 0],
    [NOW - 1, NOW, 0],
  ])('timeLeft(%i, %i) = %i', (endMs, nowMs, expected) => {
    expect(timeLeft(endMs, nowMs)).toBe(expected);
  });

  it('at zero the stored end time is removed, so the next visit starts a new countdown', () => {
    const store = memoryStore({ [PROMO_END_TIME_KEY]: '2026-03-01T12:00:00.000Z', other: 'kept' });
    expire(store);
    expect(store.getItem(PROMO_END_TIME_KEY)).toBeNull();
    expect(store.getItem('other')).toBe('kept');
    expect(resolveEndTime(store, null, NOW).source).toBe('created');
  });

  it.each([
    ['enabled, not dismissed, time left', true, true, false, 1],
    ['disabled', false, false, false, 1000],
    ['dismissed', false, true, true, 1000],
    ['at zero', false, true, false, 0],
  ])('%s → shown: %s', (_name, shown, bannerEnabled, dismissed, msLeft) => {
    expect(isBannerVisible(settings({ bannerEnabled }), dismissed, msLeft)).toBe(shown);
  });
});

describe('dismissal, keyed by the promotion (code and text)', () => {
  let store: ReturnType<typeof memoryStore>;
  beforeEach(() => {
    store = memoryStore();
  });

  it('is remembered for the same promotion', () => {
    expect(isDismissed(store, settings())).toBe(false);
    dismiss(store, settings());
    expect(isDismissed(store, settings())).toBe(true);
    expect(store.getItem(PROMO_DISMISSED_KEY)).toBe(promotionKey(settings()));
  });

  it.each([
    ['another end time', true, { endTime: '2026-04-01T00:00:00.000Z' }],
    ['switched off and on', true, { bannerEnabled: false }],
    ['another code', false, { discountCode: 'SPRING30' }],
    ['another text', false, { bannerText: 'SPRING SALE: 30% OFF!' }],
  ] as const)('after a change of %s it is still dismissed: %s', (_name, stillDismissed, change) => {
    dismiss(store, settings());
    expect(isDismissed(store, settings(change))).toBe(stillDismissed);
  });

  it('keys are short and differ for code and text that only join the same way', () => {
    expect(promotionKey(settings())).toMatch(/^v1:[0-9a-f]{8}$/);
    expect(promotionKey({ discountCode: 'A', bannerText: 'B\nC' })).not.toBe(
      promotionKey({ discountCode: 'A\nB', bannerText: 'C' }),
    );
  });

  it('keeps only the latest dismissal', () => {
    dismiss(store, settings());
    dismiss(store, settings({ discountCode: 'SPRING30' }));
    expect(store.data.size).toBe(1);
    expect(isDismissed(store, settings())).toBe(false);
  });
});

describe('safeStore (localStorage may be unavailable)', () => {
  const throwing = (): Storage => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };

  it.each([
    ['localStorage throws on access', throwing],
    ['there is no localStorage', () => null],
    [
      'setItem throws (quota, private mode)',
      () =>
        ({
          getItem: () => null,
          setItem: () => {
            throw new DOMException('Quota exceeded', 'QuotaExceededError');
          },
          removeItem: () => {
            throw new DOMException('Quota exceeded', 'QuotaExceededError');
          },
        }) as unknown as Storage,
    ],
  ])('%s: values live in memory for the page view', (_name, getStorage) => {
    const store = safeStore(getStorage);
    expect(store.getItem(PROMO_DISMISSED_KEY)).toBeNull();
    store.setItem(PROMO_DISMISSED_KEY, 'v1:1');
    expect(store.getItem(PROMO_DISMISSED_KEY)).toBe('v1:1');
    store.removeItem(PROMO_DISMISSED_KEY);
    expect(store.getItem(PROMO_DISMISSED_KEY)).toBeNull();
  });

  it('uses localStorage when it works', () => {
    window.localStorage.clear();
    const store = safeStore(() => window.localStorage);
    store.setItem(PROMO_END_TIME_KEY, 'x');
    expect(window.localStorage.getItem(PROMO_END_TIME_KEY)).toBe('x');
    store.removeItem(PROMO_END_TIME_KEY);
    expect(window.localStorage.getItem(PROMO_END_TIME_KEY)).toBeNull();
  });
});

describe('showsPromoBanner (storefront only)', () => {
  it.each([
    ['/', true],
    ['/cart', true],
    ['/products/vinyl-banners', true],
    ['/administrator-signs', true],
    ['/admin', false],
    ['/admin/', false],
    ['/admin/promotions', false],
    ['/Admin/orders', false],
  ])('%s → %s', (pathname, shown) => {
    expect(showsPromoBanner(pathname)).toBe(shown);
  });
});
