import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '#web/components/ui/use-toast.ts';
import { apiError } from '#web/test/api-server.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { PromotionsTab } from './promotions-tab.tsx';
import { installPromotionsApi, savedSettings } from './promotions-test-api.ts';

afterEach(() => {
  vi.useRealTimers();
  act(() => clearToasts());
});

const editButton = () => screen.findByRole('button', { name: 'Edit' }, { timeout: 5000 });
const field = (label: string) => screen.getByLabelText(label);
const saveButton = () => screen.getByRole('button', { name: 'Save' });

async function startEditing() {
  await userEvent.click(await editButton());
  return screen.getByRole('form', { name: 'Banner settings' });
}

async function replace(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

describe('promotions tab: banner settings', () => {
  it('shows the saved settings with an Edit button', async () => {
    installPromotionsApi();
    renderWithProviders(<PromotionsTab />);
    await editButton();
    expect(screen.getByRole('tab', { name: 'Banner Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Discount Codes' })).toBeVisible();
    expect(screen.getByText('Enabled')).toBeVisible();
    expect(screen.getByText('SUMMER SALE: 25% OFF!')).toBeVisible();
    expect(screen.getByText('Blue gradient')).toBeVisible();
    expect(screen.getByText('SUMMER25')).toBeVisible();
    expect(screen.getByText('25%')).toBeVisible();
    expect(screen.getByText(/Saved: code SUMMER25 works at checkout for 25% off until/)).toBeVisible();
  });

  it('says No end time when the banner never ends', async () => {
    installPromotionsApi({ settings: { ...savedSettings, endTime: null, bannerEnabled: false } });
    renderWithProviders(<PromotionsTab />);
    await editButton();
    expect(screen.getByText('No end time')).toBeVisible();
    expect(screen.getByText('Disabled')).toBeVisible();
    expect(
      screen.getByText('The banner is off. Code SUMMER25 is managed under Discount Codes.'),
    ).toBeVisible();
  });

  it('edits and saves exactly the expected body, toasts and returns to the saved view', async () => {
    const promo = installPromotionsApi();
    renderWithProviders(<PromotionsTab />);
    await startEditing();
    expect(field('Discount code')).toHaveValue('SUMMER25');
    expect(field('Discount percentage (%)')).toHaveValue(25);
    expect(screen.getByRole('radio', { name: 'Blue gradient' })).toBeChecked();

    await replace(field('Banner text'), '  Autumn deals: 30% off  ');
    await userEvent.click(screen.getByRole('radio', { name: 'Purple gradient' }));
    await replace(field('Discount code'), 'autumn30');
    expect(field('Discount code')).toHaveValue('AUTUMN30');
    await replace(field('Discount percentage (%)'), '30');
    fireEvent.change(field('End time'), { target: { value: '2031-10-31T18:30' } });
    expect(screen.getByText(/Saving also keeps code/)).toHaveTextContent(
      'Saving also keeps code AUTUMN30 active at 30% off until the end time',
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Show the banner on the storefront' }));
    expect(screen.getByText(/The banner is off/)).toHaveTextContent(
      'The banner is off: saving leaves code AUTUMN30 as it is under Discount Codes.',
    );
    await userEvent.click(saveButton());

    expect(await screen.findByText('Promotional settings updated successfully!')).toBeVisible();
    expect(promo.api.callsTo('PUT /api/admin/promo-settings').map((call) => call.body)).toEqual([
      {
        bannerEnabled: false,
        bannerText: 'Autumn deals: 30% off',
        bannerColor: 'purple-gradient',
        discountCode: 'AUTUMN30',
        discountPercentage: 30,
        endTime: new Date(2031, 9, 31, 18, 30).toISOString(),
      },
    ]);
    expect(await editButton()).toBeVisible();
    expect(screen.getByText('Autumn deals: 30% off')).toBeVisible();
    expect(screen.getByText('Disabled')).toBeVisible();
  });

  it('keeps the exact saved end time when it was not touched, and sends null when cleared', async () => {
    const promo = installPromotionsApi();
    renderWithProviders(<PromotionsTab />);
    await startEditing();
    await userEvent.click(saveButton());
    await screen.findByText('Promotional settings updated successfully!');
    expect(promo.api.callsTo('PUT /api/admin/promo-settings')[0]?.body).toEqual({
      ...savedSettings,
    });

    await startEditing();
    fireEvent.change(field('End time'), { target: { value: '' } });
    await userEvent.click(saveButton());
    await waitFor(() => expect(promo.api.callsTo('PUT /api/admin/promo-settings')).toHaveLength(2));
    expect(promo.api.callsTo('PUT /api/admin/promo-settings')[1]?.body).toMatchObject({ endTime: null });
  });

  it('starts a never-saved shop from SAVE20 at 20 %', async () => {
    installPromotionsApi({ settings: null });
    renderWithProviders(<PromotionsTab />);
    await editButton();
    expect(screen.getByText('SAVE50')).toBeVisible();
    expect(screen.getByText(/Nothing saved yet/)).toBeVisible();
    await startEditing();
    expect(field('Discount code')).toHaveValue('SAVE20');
    expect(field('Discount percentage (%)')).toHaveValue(20);
    expect(field('Banner text')).toHaveValue('LIMITED TIME: 20% OFF ALL ORDERS!');
    expect(field('End time')).toHaveValue('');
  });

  it.each([['0'], ['101'], ['12.5'], ['']])(
    'refuses the percentage %j without calling the server',
    async (typed) => {
      const promo = installPromotionsApi();
      renderWithProviders(<PromotionsTab />);
      await startEditing();
      await replace(field('Discount percentage (%)'), typed);
      await userEvent.click(saveButton());
      expect(await screen.findByText('Percentage must be a whole number from 1 to 100')).toBeVisible();
      expect(field('Discount percentage (%)')).toHaveAttribute('aria-invalid', 'true');
      expect(promo.api.callsTo('PUT /api/admin/promo-settings')).toHaveLength(0);
    },
  );

  it('needs a code and a banner text', async () => {
    const promo = installPromotionsApi();
    renderWithProviders(<PromotionsTab />);
    await startEditing();
    await replace(field('Discount code'), '');
    await replace(field('Banner text'), '   ');
    await userEvent.click(saveButton());
    expect(await screen.findByText('Code is required')).toBeVisible();
    expect(screen.getByText('Banner text is required')).toBeVisible();
    expect(promo.api.callsTo('PUT /api/admin/promo-settings')).toHaveLength(0);
  });

  it("shows the server's 400 message and the failure toast", async () => {
    const promo = installPromotionsApi();
    promo.api.override('PUT /api/admin/promo-settings', () =>
      apiError(400, 'endTime: End time must be a date and time', 'VALIDATION_FAILED'),
    );
    renderWithProviders(<PromotionsTab />);
    await startEditing();
    await userEvent.click(saveButton());
    expect(await screen.findByText('Error updating promotional settings')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('endTime: End time must be a date and time');
    expect(saveButton()).toBeEnabled();
  });

  it('Cancel leaves the saved settings untouched', async () => {
    const promo = installPromotionsApi();
    renderWithProviders(<PromotionsTab />);
    await startEditing();
    await replace(field('Banner text'), 'Changed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await editButton()).toBeVisible();
    expect(screen.getByText('SUMMER SALE: 25% OFF!')).toBeVisible();
    expect(promo.api.callsTo('PUT /api/admin/promo-settings')).toHaveLength(0);
  });

  it('says when the settings cannot be loaded, and tries again', async () => {
    const promo = installPromotionsApi();
    promo.api.override('GET /api/promo-settings', () => apiError(503, 'down'));
    renderWithProviders(<PromotionsTab />);
    expect(
      await screen.findByText('Failed to fetch promotional settings', {}, { timeout: 5000 }),
    ).toBeVisible();
    promo.api.override('GET /api/promo-settings', () => savedSettings);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await editButton()).toBeVisible();
  });
});

describe('promotions tab: live preview', () => {
  it('shows the saved banner with a countdown to the end of the day that ticks every second', async () => {
    installPromotionsApi();
    renderWithProviders(<PromotionsTab />);
    await editButton();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date(2025, 5, 1, 22, 0, 0));
    fireEvent.click(screen.getByRole('button', { name: 'Live Preview' }));

    const dialog = await screen.findByRole('dialog', { name: 'Live Preview' });
    const banner = within(dialog).getByRole('region', { name: 'Promotion' });
    expect(banner).toHaveTextContent('SUMMER SALE: 25% OFF!');
    expect(banner).toHaveTextContent('Use code SUMMER25');
    expect(banner).toHaveClass('from-blue-800');
    expect(banner).toHaveTextContent('01:59:59 LEFT');
    act(() => vi.advanceTimersByTime(1000));
    expect(banner).toHaveTextContent('01:59:58 LEFT');
    act(() => vi.advanceTimersByTime(60_000));
    expect(banner).toHaveTextContent('01:58:58 LEFT');
    expect(within(dialog).queryByRole('button', { name: 'Dismiss promotion' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the unsaved text, code and style while editing', async () => {
    installPromotionsApi();
    renderWithProviders(<PromotionsTab />);
    await startEditing();
    await replace(field('Banner text'), 'Flash sale');
    await replace(field('Discount code'), 'flash5');
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Show the banner on the storefront' }));
    await userEvent.click(screen.getByRole('button', { name: 'Live Preview' }));

    const dialog = await screen.findByRole('dialog', { name: 'Live Preview' });
    const banner = within(dialog).getByRole('region', { name: 'Promotion' });
    expect(banner).toHaveTextContent('Flash sale');
    expect(banner).toHaveTextContent('Use code FLASH5');
    expect(banner).toHaveClass('from-slate-900');
    expect(banner).toHaveTextContent(/\d\d:\d\d:\d\d LEFT/);
    expect(within(dialog).getByText(/The banner is turned off/)).toBeVisible();
  });

  it('keeps an unsaved edit while the admin looks at the discount codes', async () => {
    installPromotionsApi();
    renderWithProviders(<PromotionsTab />);
    await startEditing();
    await replace(field('Banner text'), 'Work in progress');
    await userEvent.click(screen.getByRole('tab', { name: 'Discount Codes' }));
    expect(await screen.findByRole('heading', { name: 'Discount Codes' })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Banner Settings' }));
    expect(field('Banner text')).toHaveValue('Work in progress');
  });
});
