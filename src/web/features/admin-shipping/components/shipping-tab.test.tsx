import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ShippingSettings } from '#shared/schemas/shipping-settings';
import { clearToasts } from '#web/components/ui/use-toast.ts';
import { apiError } from '#web/test/api-server.ts';
import { createFakeAdminApi, type FakeAdminApi, testAdmin } from '#web/test/fake-admin-api.ts';
import { renderRoute } from '#web/test/render.tsx';
import { priceProblem } from './shipping-form-values.ts';

const current: ShippingSettings = {
  storeAddress: '12 Print Street, Springfield',
  standardShippingPrice: '15.00',
  rushShippingPrice: '75.00',
  freeShippingEnabled: false,
  freeShippingMinimum: '50.00',
  orderCutoffHour: 12,
  timeZone: 'America/Chicago',
  federalHolidays: true,
  closedDays: [],
};

let api: FakeAdminApi;
let stored: ShippingSettings;

beforeEach(() => {
  stored = current;
  api = createFakeAdminApi({ me: testAdmin });
  api.override('GET /api/shipping-settings', () => stored);
  api.override('PUT /api/admin/shipping-settings', (call) => {
    stored = call.body as ShippingSettings;
    return stored;
  });
});

afterEach(() => {
  act(() => clearToasts());
});

const address = () => screen.findByLabelText('Store address', {}, { timeout: 5000 });
const standard = () => screen.getByLabelText('Standard shipping price ($)');
const rush = () => screen.getByLabelText('Rush shipping price ($)');
const promotion = () => screen.getByRole('switch', { name: 'Free shipping promotion' });
const minimum = () => screen.queryByLabelText('Free shipping minimum ($)');
const saveButton = () => screen.getByRole('button', { name: 'Save Settings' });
const price = (method: string) => screen.getByTestId(`preview-price-${method}`);

async function replace(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

describe('shipping tab', () => {
  it('loads the current settings into the form and the preview', async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    api.override('GET /api/shipping-settings', () => held.then(() => stored));
    const { client } = renderRoute('/admin/shipping');
    expect(await screen.findByText('Loading shipping settings…', {}, { timeout: 5000 })).toBeInTheDocument();
    answer();
    expect(await address()).toHaveValue('12 Print Street, Springfield');
    expect(screen.getByRole('heading', { name: 'Shipping & Pickup Settings' })).toBeVisible();
    expect(standard()).toHaveValue(15);
    expect(rush()).toHaveValue(75);
    expect(standard()).toHaveAttribute('step', '0.01');
    expect(standard()).toHaveAttribute('min', '0');
    expect(promotion()).not.toBeChecked();
    expect(minimum()).toBeNull();

    const pickup = screen.getByTestId('preview-pickup');
    expect(within(pickup).getByText('Store Pickup')).toBeVisible();
    expect(within(pickup).getByText('Ready at our store once printed')).toBeVisible();
    expect(within(pickup).getByText('12 Print Street, Springfield')).toBeVisible();
    expect(price('pickup')).toHaveTextContent('FREE');
    expect(
      within(screen.getByTestId('preview-standard')).getByText('2-4 business days in transit once printed'),
    ).toBeVisible();
    expect(price('standard')).toHaveTextContent('$15.00');
    expect(
      within(screen.getByTestId('preview-rush')).getByText('1-2 business days in transit once printed'),
    ).toBeVisible();
    expect(price('rush')).toHaveTextContent('$75.00');
    expect(client.getQueryData(['/api/shipping-settings'])).toEqual(current);
  });

  it('shows the minimum field only while the promotion is on', async () => {
    renderRoute('/admin/shipping');
    await address();
    await userEvent.click(promotion());
    expect(promotion()).toBeChecked();
    expect(minimum()).toHaveValue(50);
    await userEvent.click(promotion());
    expect(minimum()).toBeNull();
  });

  it('updates the preview as the admin types', async () => {
    renderRoute('/admin/shipping');
    await replace(await address(), '99 Main St');
    expect(within(screen.getByTestId('preview-pickup')).getByText('99 Main St')).toBeVisible();
    await replace(standard(), '12.5');
    expect(price('standard')).toHaveTextContent('$12.50');
    await replace(rush(), '0');
    expect(price('rush')).toHaveTextContent('FREE');

    await userEvent.click(promotion());
    expect(price('standard')).toHaveTextContent('$12.50');
    expect(screen.getByText('Free shipping on orders of $50.00 or more')).toBeVisible();
    await replace(minimum() as HTMLElement, '0');
    expect(price('standard')).toHaveTextContent('FREE');
    expect(screen.getByText('Free shipping on all orders')).toBeVisible();
    expect(screen.queryByText(/Free shipping on orders of/)).toBeNull();
  });

  it('saves the prices as 2-decimal strings, toasts and updates the shared query', async () => {
    const { client } = renderRoute('/admin/shipping');
    await replace(await address(), '  99 Main St  ');
    await replace(standard(), '12.5');
    await replace(rush(), '0');
    await userEvent.click(promotion());
    await replace(minimum() as HTMLElement, '100');
    expect(screen.getByLabelText('Order cut-off time')).toHaveDisplayValue('12:00 PM (noon)');
    await userEvent.selectOptions(screen.getByLabelText('Order cut-off time'), '3:00 PM');
    await userEvent.selectOptions(screen.getByLabelText('Shop time zone'), 'Pacific (Los Angeles)');
    // Closed days: added soonest first, a day twice refused, one removed; the federal holidays switched off.
    const addDay = async (day: string) => {
      fireEvent.change(screen.getByLabelText('Add a closed day'), { target: { value: day } });
      await userEvent.click(screen.getByRole('button', { name: 'Add day' }));
    };
    await addDay('2026-12-24');
    await addDay('2026-11-27');
    await addDay('2026-11-27');
    expect(screen.getByText('Fri, Nov 27, 2026 is already a closed day.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Thu, Dec 24, 2026' }));
    await addDay('2026-12-31');
    const days = screen.getByRole('list', { name: 'Your closed days' });
    expect(
      within(days)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Fri, Nov 27, 2026', 'Thu, Dec 31, 2026']);
    await userEvent.click(screen.getByRole('switch', { name: 'Closed on US federal holidays' }));
    await userEvent.click(saveButton());

    expect(await screen.findByText('Settings Updated')).toBeVisible();
    const [put] = api.callsTo('PUT /api/admin/shipping-settings');
    expect(put?.body).toEqual({
      storeAddress: '99 Main St',
      standardShippingPrice: '12.50',
      rushShippingPrice: '0.00',
      freeShippingEnabled: true,
      freeShippingMinimum: '100.00',
      orderCutoffHour: 15,
      timeZone: 'America/Los_Angeles',
      federalHolidays: false,
      closedDays: ['2026-11-27', '2026-12-31'],
    });
    await waitFor(() =>
      expect(client.getQueryData(['/api/shipping-settings'])).toMatchObject({
        standardShippingPrice: '12.50',
      }),
    );
    expect(rush()).toHaveValue(0);
  });

  it.each([
    ['an emptied standard price', standard, ''],
    ['a negative rush price', rush, '-5'],
    ['a price with three decimals', standard, '12.345'],
  ])('refuses %s next to the field instead of saving it as free', async (_case, field, typed) => {
    renderRoute('/admin/shipping');
    await address();
    await replace(field(), typed);
    await userEvent.click(saveButton());
    expect(await screen.findByText(priceProblem)).toBeVisible();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(priceProblem);
    expect(api.callsTo('PUT /api/admin/shipping-settings')).toHaveLength(0);
  });

  it('checks the free-shipping minimum only while the promotion is on', async () => {
    renderRoute('/admin/shipping');
    await address();
    await userEvent.click(promotion());
    await replace(minimum() as HTMLElement, '');
    await userEvent.click(saveButton());
    expect(await screen.findByText(priceProblem)).toBeVisible();
    expect(minimum()).toHaveAccessibleDescription(expect.stringContaining(priceProblem));
    expect(api.callsTo('PUT /api/admin/shipping-settings')).toHaveLength(0);

    await userEvent.click(promotion());
    await userEvent.click(saveButton());
    expect(await screen.findByText('Settings Updated')).toBeVisible();
    expect(api.callsTo('PUT /api/admin/shipping-settings')[0]?.body).toMatchObject({
      freeShippingEnabled: false,
      freeShippingMinimum: '0.00',
    });
  });

  it('needs a store address before saving', async () => {
    renderRoute('/admin/shipping');
    await replace(await address(), '   ');
    await userEvent.click(saveButton());
    expect(await screen.findByText('Store address is required')).toBeVisible();
    expect(await address()).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT /api/admin/shipping-settings')).toHaveLength(0);
  });

  it('shows the failure toast and the server message on a 400', async () => {
    api.override('PUT /api/admin/shipping-settings', () =>
      apiError(400, 'freeShippingMinimum: Must be an amount such as 24.99', 'VALIDATION_FAILED'),
    );
    renderRoute('/admin/shipping');
    await address();
    await userEvent.click(saveButton());
    expect(await screen.findByText('Failed to update shipping settings. Please try again.')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'freeShippingMinimum: Must be an amount such as 24.99',
    );
  });

  it('shows only the toast when the server fails', async () => {
    api.override('PUT /api/admin/shipping-settings', () => apiError(500, 'boom'));
    renderRoute('/admin/shipping');
    await address();
    await userEvent.click(saveButton());
    expect(await screen.findByText('Failed to update shipping settings. Please try again.')).toBeVisible();
    expect(screen.queryByText('boom')).toBeNull();
  });

  it('says when the settings cannot be loaded, and tries again', async () => {
    api.override('GET /api/shipping-settings', () => apiError(503, 'down'));
    renderRoute('/admin/shipping');
    expect(await screen.findByText('Failed to fetch shipping settings', {}, { timeout: 5000 })).toBeVisible();
    api.override('GET /api/shipping-settings', () => stored);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await address()).toHaveValue('12 Print Street, Springfield');
  });
});
