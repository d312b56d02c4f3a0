import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPromoSettings, type PromoSettings } from '#shared/schemas/promo';
import { apiError, callsTo, handle, serve } from '#web/test/api-server.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { PROMO_POLL_MS } from '../api/get-promo-settings.ts';
import {
  type KeyValueStore,
  PROMO_END_TIME_KEY,
  PROMO_LAST_SETTINGS_KEY,
  safeStore,
} from '../banner-state.ts';
import { PromoBanner } from './promo-banner.tsx';

const NOW = new Date('2026-03-01T10:00:00.000Z');
let served: PromoSettings;
let store: KeyValueStore;
/** The promo settings requests so far. */
const promoCalls = () => callsTo('GET /api/promo-settings');
/**
 * Waits for what the API was asked: vi.waitFor runs on the real timers, where Testing Library's waitFor
 * polls with the faked setInterval (and so only checks again when the document changes).
 */
const untilAsked = (check: () => void) => vi.waitFor(check, { timeout: 5000 });

beforeEach(() => {
  // Only the intervals (countdown, polling) and the clock are fake: promises and Testing Library's
  // waitFor keep their real timeouts.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOW);
  window.localStorage.clear();
  store = safeStore(() => window.localStorage);
  served = defaultPromoSettings;
  serve(handle('GET /api/promo-settings', () => served));
});

afterEach(() => {
  vi.useRealTimers();
});

const banner = () => screen.queryByRole('region', { name: 'Promotion' });
const tick = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
const renderBanner = (props: { store?: KeyValueStore } = {}) =>
  renderWithProviders(<PromoBanner store={props.store ?? store} />);

describe('PromoBanner', () => {
  it('shows the shop defaults with a 24-hour countdown that ticks every second', async () => {
    renderBanner();
    expect(banner()).toBeNull();
    expect(await screen.findByText('LIMITED TIME: 50% OFF ALL ORDERS!')).toBeVisible();
    expect(screen.getByText('SAVE50')).toBeVisible();
    expect(screen.getByText('1d 00:00:00')).toBeVisible();
    expect(banner()).toHaveTextContent('1d 00:00:00 LEFT');
    expect(window.localStorage.getItem(PROMO_END_TIME_KEY)).toBe('2026-03-02T10:00:00.000Z');

    await tick(1000);
    expect(screen.getByText('23:59:59')).toBeVisible();
    await tick(61_000);
    expect(screen.getByText('23:58:58')).toBeVisible();
  });

  it('shows the settings this browser saw last at once, while the request runs, then the answer', async () => {
    const lastSeen = { ...defaultPromoSettings, bannerText: 'LAST VISIT SALE', discountCode: 'LAST10' };
    window.localStorage.setItem(PROMO_LAST_SETTINGS_KEY, JSON.stringify(lastSeen));
    let answer: (settings: PromoSettings) => void = () => {};
    let first = true;
    serve(
      handle('GET /api/promo-settings', () => {
        if (!first) return served;
        first = false;
        return new Promise<PromoSettings>((resolve) => (answer = resolve));
      }),
    );
    renderBanner();
    expect(screen.getByText('LAST VISIT SALE')).toBeVisible(); // no wait: no late jump of the page

    await untilAsked(() => expect(promoCalls()).toHaveLength(1));
    answer(defaultPromoSettings);
    expect(await screen.findByText('SAVE50')).toBeVisible();
    expect(screen.queryByText('LAST VISIT SALE')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(PROMO_LAST_SETTINGS_KEY) ?? 'null')).toEqual(
      defaultPromoSettings,
    );
  });

  it.each([
    ['nothing stored', null],
    ['unreadable JSON', '{oops'],
    ['not settings', JSON.stringify({ bannerEnabled: 'yes' })],
  ])('shows nothing before the answer when the last settings are %s', async (_case, stored) => {
    if (stored !== null) window.localStorage.setItem(PROMO_LAST_SETTINGS_KEY, stored);
    renderBanner();
    expect(banner()).toBeNull();
    expect(await screen.findByText('SAVE50')).toBeVisible();
  });

  it('counts down to the shop end time, and at zero hides and removes the stored end time', async () => {
    served = { ...defaultPromoSettings, endTime: '2026-03-01T10:00:03.000Z' };
    window.localStorage.setItem(PROMO_END_TIME_KEY, '2026-03-01T20:00:00.000Z');
    renderBanner();
    expect(await screen.findByText('00:00:03')).toBeVisible();
    await tick(2000);
    expect(screen.getByText('00:00:01')).toBeVisible();
    await tick(1000);
    expect(banner()).toBeNull();
    expect(window.localStorage.getItem(PROMO_END_TIME_KEY)).toBeNull();
    // The next poll with the same settings does not bring it back.
    await tick(PROMO_POLL_MS);
    expect(banner()).toBeNull();
  });

  it('counts down to a stored end time when the shop has none; at zero that is removed', async () => {
    window.localStorage.setItem(PROMO_END_TIME_KEY, '2026-03-01T10:00:02.000Z');
    renderBanner();
    expect(await screen.findByText('00:00:02')).toBeVisible();
    await tick(2000);
    expect(banner()).toBeNull();
    expect(window.localStorage.getItem(PROMO_END_TIME_KEY)).toBeNull();
  });

  it('shows nothing when the shop end time has passed', async () => {
    served = { ...defaultPromoSettings, endTime: '2026-02-01T00:00:00.000Z' };
    renderBanner();
    await untilAsked(() => expect(promoCalls()).not.toHaveLength(0));
    await tick(0);
    expect(banner()).toBeNull();
  });

  it('a dismissal hides it and is remembered across a reload (remount)', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const first = renderBanner();
    await user.click(await screen.findByRole('button', { name: 'Dismiss promotion' }));
    expect(banner()).toBeNull();
    first.unmount();

    renderBanner();
    await untilAsked(() => expect(promoCalls()).toHaveLength(2));
    await tick(0);
    expect(banner()).toBeNull();
  });

  it('the dismiss button is reachable by keyboard', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBanner();
    await screen.findByText('SAVE50');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss promotion' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(banner()).toBeNull();
  });

  it('shows a new promotion again after the previous one was dismissed', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBanner();
    await user.click(await screen.findByRole('button', { name: 'Dismiss promotion' }));
    expect(banner()).toBeNull();

    served = { ...defaultPromoSettings, endTime: '2026-03-05T10:00:00.000Z' };
    await tick(PROMO_POLL_MS);
    await untilAsked(() => expect(promoCalls()).toHaveLength(2));
    await tick(0);
    expect(banner()).toBeNull();

    served = { ...defaultPromoSettings, bannerText: 'SPRING SALE: 30% OFF!', discountCode: 'SPRING30' };
    await tick(PROMO_POLL_MS);
    expect(await screen.findByText('SPRING SALE: 30% OFF!')).toBeVisible();
    expect(screen.getByText('SPRING30')).toBeVisible();
  });

  it('polls every 5 seconds and follows the admin switching it off and on', async () => {
    renderBanner();
    await screen.findByText('SAVE50');
    expect(promoCalls()).toHaveLength(1);

    served = { ...defaultPromoSettings, bannerEnabled: false };
    await tick(PROMO_POLL_MS - 1);
    expect(promoCalls()).toHaveLength(1);
    await tick(1);
    await waitFor(() => expect(banner()).toBeNull());
    expect(promoCalls()).toHaveLength(2);

    served = defaultPromoSettings;
    await tick(PROMO_POLL_MS);
    expect(await screen.findByText('SAVE50')).toBeVisible();
  });

  it('does not poll while the tab is hidden, and polls again once it is visible', async () => {
    renderBanner();
    await screen.findByText('SAVE50');
    expect(promoCalls()).toHaveLength(1);
    try {
      act(() => focusManager.setFocused(false)); // what a hidden tab reports
      await tick(PROMO_POLL_MS * 3);
      expect(promoCalls()).toHaveLength(1);
    } finally {
      act(() => focusManager.setFocused(undefined)); // back to the document's own visibility
    }
    await tick(PROMO_POLL_MS);
    await untilAsked(() => expect(promoCalls().length).toBeGreaterThan(1));
  });

  it('fetches without bypassing the HTTP cache, so polls revalidate with the ETag', async () => {
    renderBanner();
    await screen.findByText('SAVE50');
    const [call] = promoCalls();
    expect(call?.url).toBe(`${window.location.origin}/api/promo-settings`);
    // What fetch sends when no `cache` is given.
    expect(call?.request.cache).toBe('default');
  });

  it('shows nothing when switched off', async () => {
    served = { ...defaultPromoSettings, bannerEnabled: false };
    renderBanner();
    await untilAsked(() => expect(promoCalls()).not.toHaveLength(0));
    await tick(0);
    expect(banner()).toBeNull();
  });

  // The unexpected body and the lost connection are deliberately outside the contract: msw's own handler
  // answers them (`handle` fails the test for such an answer).
  it.each([
    ['a server error', handle('GET /api/promo-settings', () => apiError(500, 'Boom', 'INTERNAL'))],
    ['an unexpected body', http.get('/api/promo-settings', () => HttpResponse.json({ enabled: 'yes' }))],
    ['no answer', http.get('/api/promo-settings', () => HttpResponse.error())],
  ])('shows nothing, and no error, on %s', async (_name, handler) => {
    serve(handler);
    renderBanner();
    await untilAsked(() => expect(handler.isUsed).toBe(true));
    await tick(0);
    expect(banner()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/error|fail/i)).toBeNull();
  });

  it('still works for the page view when localStorage is unavailable', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const blocked = safeStore(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const first = renderBanner({ store: blocked });
    expect(await screen.findByText('1d 00:00:00')).toBeVisible();
    await tick(1000);
    expect(screen.getByText('23:59:59')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Dismiss promotion' }));
    expect(banner()).toBeNull();
    first.unmount();

    renderBanner({ store: blocked });
    await untilAsked(() => expect(promoCalls()).toHaveLength(2));
    await tick(0);
    expect(banner()).toBeNull();
  });

  it('does not announce the ticking countdown', async () => {
    renderBanner();
    const countdown = await screen.findByText('1d 00:00:00');
    expect(countdown.closest('[aria-live]')).toHaveAttribute('aria-live', 'off');
  });
});
