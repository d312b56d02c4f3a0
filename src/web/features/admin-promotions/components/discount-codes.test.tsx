import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts } from '#web/components/ui/use-toast.ts';
import { apiError } from '#web/test/api-server.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { advertisedCodeNote } from './delete-discount-code-dialog.tsx';
import { PromotionsTab } from './promotions-tab.tsx';
import { discountCode, installPromotionsApi, savedSettings } from './promotions-test-api.ts';

afterEach(() => {
  act(() => clearToasts());
});

const codes = [
  discountCode(),
  discountCode({
    id: 2,
    code: 'SUMMER25',
    discountPercentage: 25,
    usageLimit: null,
    usageCount: 7,
    expiresAt: '2030-08-31T21:59:00.000Z',
  }),
  discountCode({ id: 3, code: 'OFF5', discountPercentage: 5, isActive: false, usageLimit: 5, usageCount: 5 }),
];

async function openCodes() {
  renderWithProviders(<PromotionsTab />);
  await userEvent.click(await screen.findByRole('tab', { name: 'Discount Codes' }));
}

const rows = () => screen.findAllByTestId('discount-code-row', {}, { timeout: 5000 });
const rowOf = async (code: string) => {
  const found = (await rows()).find((row) =>
    within(row).queryByRole('rowheader', { name: new RegExp(code) }),
  );
  if (!found) throw new Error(`no row for ${code}`);
  return found;
};

describe('promotions tab: discount codes', () => {
  it('lists every code with its percentage, uses, expiry and status', async () => {
    installPromotionsApi({ codes });
    await openCodes();
    expect(await rows()).toHaveLength(3);
    const welcome = await rowOf('WELCOME10');
    expect(welcome).toHaveTextContent('10%');
    expect(welcome).toHaveTextContent('3 / 100');
    expect(welcome).toHaveTextContent('Never');
    expect(within(welcome).getByText('Active')).toBeVisible();
    expect(within(welcome).getByRole('button', { name: 'Deactivate WELCOME10' })).toBeVisible();

    const summer = await rowOf('SUMMER25');
    expect(summer).toHaveTextContent('7 / unlimited');
    expect(summer).toHaveTextContent('2030');
    expect(within(summer).getByText('Banner')).toBeVisible();

    const off = await rowOf('OFF5');
    expect(within(off).getByText('Inactive')).toBeVisible();
    expect(within(off).getByText('Used up')).toBeVisible();
    expect(within(off).getByRole('button', { name: 'Activate OFF5' })).toBeVisible();
  });

  it.each([
    ['switched off', { bannerEnabled: false }],
    ['run out', { endTime: '2020-01-01T00:00:00.000Z' }],
  ])(
    "marks no code as the banner's while the banner is %s, and deletes without the note",
    async (_c, change) => {
      installPromotionsApi({ codes, settings: { ...savedSettings, ...change } });
      await openCodes();
      const summer = await rowOf('SUMMER25');
      expect(within(summer).queryByText('Banner')).toBeNull();
      await userEvent.click(within(summer).getByRole('button', { name: 'Delete SUMMER25' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete “SUMMER25”?' });
      expect(dialog).not.toHaveTextContent(advertisedCodeNote);
    },
  );

  it('says when there are no codes', async () => {
    installPromotionsApi({ codes: [] });
    await openCodes();
    expect(await screen.findByText(/No discount codes yet/, {}, { timeout: 5000 })).toBeVisible();
  });

  it('says when the codes cannot be loaded, and tries again', async () => {
    const promo = installPromotionsApi({ codes });
    promo.api.override('GET /api/admin/discount-codes', () => apiError(500, 'x'));
    await openCodes();
    expect(await screen.findByText('Failed to fetch discount codes', {}, { timeout: 5000 })).toBeVisible();
    promo.api.override('GET /api/admin/discount-codes', () => codes);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await rows()).toHaveLength(3);
  });

  it('creates a code with the defaults, uppercased as typed, and reads the list again', async () => {
    const promo = installPromotionsApi({ codes });
    await openCodes();
    await rows();
    expect(screen.getByLabelText('Discount percentage (%)')).toHaveValue(10);
    expect(screen.getByLabelText('Usage limit')).toHaveValue(100);
    expect(screen.getByLabelText('Expires (optional)')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Code'), 'spring15');
    expect(screen.getByLabelText('Code')).toHaveValue('SPRING15');
    await userEvent.click(screen.getByRole('button', { name: 'Create Code' }));

    expect(await screen.findByText('Discount code created successfully!')).toBeVisible();
    expect(promo.api.callsTo('POST /api/admin/discount-codes').map((call) => call.body)).toEqual([
      { code: 'SPRING15', discountPercentage: 10, usageLimit: 100, expiresAt: null, isActive: true },
    ]);
    await waitFor(() => expect(screen.getAllByTestId('discount-code-row')).toHaveLength(4));
    expect(promo.api.callsTo('GET /api/admin/discount-codes')).toHaveLength(2);
    expect(screen.getByLabelText('Code')).toHaveValue('');
  });

  it('sends the typed percentage, an empty limit as unlimited and the expiry as ISO', async () => {
    const promo = installPromotionsApi({ codes });
    await openCodes();
    await rows();
    await userEvent.type(screen.getByLabelText('Code'), 'vip50');
    await userEvent.clear(screen.getByLabelText('Discount percentage (%)'));
    await userEvent.type(screen.getByLabelText('Discount percentage (%)'), '50');
    await userEvent.clear(screen.getByLabelText('Usage limit'));
    fireEvent.change(screen.getByLabelText('Expires (optional)'), { target: { value: '2031-01-15T09:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create Code' }));
    await screen.findByText('Discount code created successfully!');
    expect(promo.api.callsTo('POST /api/admin/discount-codes')[0]?.body).toEqual({
      code: 'VIP50',
      discountPercentage: 50,
      usageLimit: null,
      expiresAt: new Date(2031, 0, 15, 9, 0).toISOString(),
      isActive: true,
    });
  });

  it('checks the form before sending', async () => {
    const promo = installPromotionsApi({ codes });
    await openCodes();
    await rows();
    await userEvent.type(screen.getByLabelText('Code'), '   ');
    await userEvent.clear(screen.getByLabelText('Discount percentage (%)'));
    await userEvent.type(screen.getByLabelText('Discount percentage (%)'), '150');
    await userEvent.clear(screen.getByLabelText('Usage limit'));
    await userEvent.type(screen.getByLabelText('Usage limit'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Create Code' }));
    expect(await screen.findByText('Code is required')).toBeVisible();
    expect(screen.getByText('Percentage must be a whole number from 1 to 100')).toBeVisible();
    expect(screen.getByText('Usage limit must be a whole number of at least 1')).toBeVisible();
    expect(promo.api.callsTo('POST /api/admin/discount-codes')).toHaveLength(0);
  });

  it("shows the server's 409 message and the failure toast", async () => {
    const promo = installPromotionsApi({ codes });
    promo.api.override('POST /api/admin/discount-codes', () =>
      apiError(409, 'The code "WELCOME10" already exists.', 'CONFLICT'),
    );
    await openCodes();
    await rows();
    await userEvent.type(screen.getByLabelText('Code'), 'welcome10');
    await userEvent.click(screen.getByRole('button', { name: 'Create Code' }));
    expect(await screen.findByText('Error creating discount code')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('The code "WELCOME10" already exists.');
    expect(screen.getByLabelText('Code')).toHaveValue('WELCOME10');
  });

  it('deactivates and activates a code', async () => {
    const promo = installPromotionsApi({ codes });
    await openCodes();
    await userEvent.click(
      within(await rowOf('WELCOME10')).getByRole('button', { name: 'Deactivate WELCOME10' }),
    );
    expect(await screen.findByText('Discount code WELCOME10 deactivated')).toBeVisible();
    expect(
      promo.api.callsTo('PATCH /api/admin/discount-codes/:id').map((call) => [call.path, call.body]),
    ).toEqual([['/api/admin/discount-codes/1', { isActive: false }]]);
    expect(await within(await rowOf('WELCOME10')).findByText('Inactive')).toBeVisible();

    await userEvent.click(within(await rowOf('OFF5')).getByRole('button', { name: 'Activate OFF5' }));
    await waitFor(() => expect(promo.api.callsTo('PATCH /api/admin/discount-codes/:id')).toHaveLength(2));
    expect(promo.api.callsTo('PATCH /api/admin/discount-codes/:id')[1]?.body).toEqual({ isActive: true });
  });

  it('says when a code cannot be switched', async () => {
    const promo = installPromotionsApi({ codes });
    promo.api.override('PATCH /api/admin/discount-codes/:id', () =>
      apiError(404, 'Discount code not found', 'NOT_FOUND'),
    );
    await openCodes();
    await userEvent.click(
      within(await rowOf('WELCOME10')).getByRole('button', { name: 'Deactivate WELCOME10' }),
    );
    expect(await screen.findByText('Could not deactivate WELCOME10')).toBeVisible();
    expect(screen.getByText('Discount code not found')).toBeVisible();
  });

  it('deletes a code after the confirmation', async () => {
    const promo = installPromotionsApi({ codes });
    await openCodes();
    await userEvent.click(within(await rowOf('SUMMER25')).getByRole('button', { name: 'Delete SUMMER25' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “SUMMER25”?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this discount code?');
    expect(dialog).toHaveTextContent(advertisedCodeNote);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(promo.api.callsTo('DELETE /api/admin/discount-codes/:id')).toHaveLength(0);

    await userEvent.click(within(await rowOf('SUMMER25')).getByRole('button', { name: 'Delete SUMMER25' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Discount code deleted successfully!')).toBeVisible();
    expect(promo.api.callsTo('DELETE /api/admin/discount-codes/:id').map((call) => call.path)).toEqual([
      '/api/admin/discount-codes/2',
    ]);
    await waitFor(() => expect(screen.getAllByTestId('discount-code-row')).toHaveLength(2));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says when a code cannot be deleted', async () => {
    const promo = installPromotionsApi({ codes });
    promo.api.override('DELETE /api/admin/discount-codes/:id', () => apiError(500, 'boom'));
    await openCodes();
    await userEvent.click(within(await rowOf('OFF5')).getByRole('button', { name: 'Delete OFF5' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Error deleting discount code')).toBeVisible();
    expect(screen.getByRole('alertdialog')).toBeVisible();
  });
});
