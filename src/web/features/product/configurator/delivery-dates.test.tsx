import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultShippingSettings } from '#shared/shipping';
import { handle, serve } from '#web/test/api-server.ts';
import { makeProduct } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { ProductConfigurator } from './product-configurator.tsx';

// These rows count business days around Thanksgiving week: without the holiday calendar, which
// src/shared/business-days.test.ts covers, so that what they test (cut-off, rush, time zone) stays in sight.
const withoutHolidays = { ...defaultShippingSettings, federalHolidays: false, closedDays: [] };
let settings = withoutHolidays;

beforeEach(() => {
  settings = withoutHolidays;
  serve(handle('GET /api/shipping-settings', () => settings));
});

afterEach(() => {
  vi.useRealTimers();
});

/** Wednesday 2026-11-25 at `hour` in Chicago (UTC−6). */
const wednesdayAt = (hour: number) => new Date(Date.UTC(2026, 10, 25, hour + 6));
const date = (method: string) => screen.getByTestId(`delivery-date-${method}`);

function renderAt(now: Date, turnaroundTime = '3-4 business days') {
  vi.useFakeTimers({ toFake: ['Date'], now });
  renderWithProviders(
    <ProductConfigurator
      product={makeProduct({ id: 7, name: 'Test Banner', slug: 'test-banner', turnaroundTime })}
      categoryOptions={[]}
    />,
  );
}

describe('the configurator’s estimated dates', () => {
  it('dates pickup and each shipping method from the turnaround, and from rush once chosen', async () => {
    renderAt(wednesdayAt(9));
    await waitFor(() => expect(date('pickup')).toHaveTextContent('Mon, Nov 30 – Tue, Dec 1'));
    expect(date('standard')).toHaveTextContent('Wed, Dec 2 – Mon, Dec 7');
    expect(date('rush')).toHaveTextContent('Tue, Dec 1 – Thu, Dec 3');
    expect(screen.getByTestId('delivery-cutoff')).toHaveTextContent(
      'Orders placed before 12:00 PM CST on a business day start production that day. Weekends are skipped.',
    );

    await userEvent.click(screen.getByRole('radio', { name: /Rush \(1-2 days\)/ }));
    expect(date('pickup')).toHaveTextContent('Thu, Nov 26 – Fri, Nov 27');
    expect(date('standard')).toHaveTextContent('Mon, Nov 30 – Thu, Dec 3');
  });

  it('starts the next business day after the cut-off of the settings, in their time zone', async () => {
    settings = { ...withoutHolidays, orderCutoffHour: 15, timeZone: 'America/New_York' };
    // 13:00 in Chicago is 14:00 in New York: before that shop's 15:00 cut-off.
    renderAt(wednesdayAt(13), '1 business day');
    await waitFor(() => expect(date('pickup')).toHaveTextContent('Thu, Nov 26'));
    expect(screen.getByTestId('delivery-cutoff')).toHaveTextContent('before 3:00 PM EST');
  });

  it('holds each row’s place, invisibly, while the settings load', () => {
    serve(handle('GET /api/shipping-settings', () => new Promise(() => {})));
    renderAt(wednesdayAt(9));
    expect(screen.getByTestId('delivery-dates')).toHaveAttribute('aria-busy', 'true');
    for (const method of ['pickup', 'standard', 'rush']) {
      expect(date(method).firstElementChild).toHaveClass('invisible');
    }
  });

  it('promises nothing for a turnaround that gives no days', () => {
    renderAt(wednesdayAt(9), 'about a week');
    expect(screen.queryByTestId('delivery-dates')).toBeNull();
  });
});
