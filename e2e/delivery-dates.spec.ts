import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ShippingSettings } from '../src/shared/schemas/shipping-settings.ts';
import { e2eAdmin } from './admin-login.ts';
import { expect, type Page, test } from './test.ts';

/**
 * The configurator and the checkout date an order by the business-day rule (src/shared/business-days.ts),
 * in the demo shop's settings: cut-off 12:00, America/Chicago (UTC−6 in December), closed on the federal
 * holidays and, as seeded, on the Friday after Thanksgiving and Christmas Eve. Vinyl banners take 3-4
 * business days, rush 1-2. The browser's clock is set for each row.
 */

const artwork = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'artwork.pdf');

const rows = [
  {
    when: 'Wednesday 10:00, before the cut-off',
    now: '2026-12-02T16:00:00Z',
    pickup: 'Ready for pickup Mon, Dec 7 – Tue, Dec 8',
    standard: 'Arrives Wed, Dec 9 – Mon, Dec 14',
    rush: 'Arrives Tue, Dec 8 – Thu, Dec 10',
    rushPickup: 'Ready for pickup Thu, Dec 3 – Fri, Dec 4',
  },
  {
    when: 'Wednesday 13:00, after the cut-off',
    now: '2026-12-02T19:00:00Z',
    pickup: 'Ready for pickup Tue, Dec 8 – Wed, Dec 9',
    standard: 'Arrives Thu, Dec 10 – Tue, Dec 15',
    rush: 'Arrives Wed, Dec 9 – Fri, Dec 11',
    rushPickup: 'Ready for pickup Fri, Dec 4 – Mon, Dec 7',
  },
  {
    when: 'Saturday 10:00, a weekend',
    now: '2026-12-05T16:00:00Z',
    pickup: 'Ready for pickup Thu, Dec 10 – Fri, Dec 11',
    standard: 'Arrives Mon, Dec 14 – Thu, Dec 17',
    rush: 'Arrives Fri, Dec 11 – Tue, Dec 15',
    rushPickup: 'Ready for pickup Tue, Dec 8 – Wed, Dec 9',
  },
  {
    // Thanksgiving and the Friday after are closed: production starts Monday.
    when: 'on Thanksgiving morning',
    now: '2026-11-26T16:00:00Z',
    pickup: 'Ready for pickup Thu, Dec 3 – Fri, Dec 4',
    standard: 'Arrives Mon, Dec 7 – Thu, Dec 10',
    rush: 'Arrives Fri, Dec 4 – Tue, Dec 8',
    rushPickup: 'Ready for pickup Tue, Dec 1 – Wed, Dec 2',
    desktopOnly: true,
  },
  {
    // Christmas Eve, Christmas and New Year's Day are closed: nothing is made or arrives on them.
    when: 'on Christmas Eve morning',
    now: '2026-12-24T16:00:00Z',
    pickup: 'Ready for pickup Thu, Dec 31 – Mon, Jan 4',
    standard: 'Arrives Tue, Jan 5 – Fri, Jan 8',
    rush: 'Arrives Mon, Jan 4 – Wed, Jan 6',
    rushPickup: 'Ready for pickup Tue, Dec 29 – Wed, Dec 30',
    // Rush made and rush shipped: after Dec 31 the next day anything arrives is Monday, Jan 4.
    rushRush: 'Wed, Dec 30 – Mon, Jan 4',
    desktopOnly: true,
  },
];

/**
 * The holiday rows are in 2026; the demo seeds its closed days for the year the server starts in and the
 * next. Run in a later year, the shop is given its 2026 days too: days past, which date nothing else.
 */
const closedDaysOf2026 = ['2026-11-27', '2026-12-24'];

test.beforeAll(async ({ request }) => {
  const settings = (await (await request.get('/api/shipping-settings')).json()) as ShippingSettings;
  if (closedDaysOf2026.every((day) => settings.closedDays.includes(day))) return;
  expect((await request.post('/api/admin/login', { data: e2eAdmin })).ok()).toBe(true);
  const closedDays = [...new Set([...closedDaysOf2026, ...settings.closedDays])].sort();
  const saved = await request.put('/api/admin/shipping-settings', { data: { ...settings, closedDays } });
  expect(saved.ok()).toBe(true);
});

const datesOf = (text: string) => text.replace(/^(Ready for pickup|Arrives) /, '');

async function openBanner(page: Page, now: string) {
  await page.clock.setFixedTime(new Date(now));
  await page.goto('/products/vinyl-banners');
}

for (const row of rows) {
  test(`the configurator dates a banner ordered ${row.when}${'desktopOnly' in row ? '' : ' @phone'}`, async ({
    page,
  }) => {
    await openBanner(page, row.now);
    const dates = page.getByTestId('delivery-dates');
    // The configurator prints the dates beside 'Ready for pickup', 'Arrives by standard shipping', ...
    await expect(dates.getByTestId('delivery-date-pickup')).toHaveText(datesOf(row.pickup));
    await expect(dates.getByTestId('delivery-date-standard')).toHaveText(datesOf(row.standard));
    await expect(dates.getByTestId('delivery-date-rush')).toHaveText(datesOf(row.rush));
    await expect(page.getByTestId('delivery-cutoff')).toContainText('before 12:00 PM CST');

    await page.getByRole('radio', { name: /Rush \(1-2 days\)/ }).check();
    await expect(dates.getByTestId('delivery-date-pickup')).toHaveText(datesOf(row.rushPickup));
    if ('rushRush' in row && row.rushRush)
      await expect(dates.getByTestId('delivery-date-rush')).toHaveText(row.rushRush);
  });
}

test('the checkout’s shipping options and payment step carry the same dates, a proof adding its day @phone', async ({
  page,
}) => {
  const [row, dayLater] = rows;
  if (!row || !dayLater) throw new Error('no rows');
  await openBanner(page, row.now);
  await page.getByRole('combobox', { name: 'Grommets' }).selectOption({ index: 1 });
  await page.getByLabel(/Upload Artwork Files/).setInputFiles(artwork);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to Cart', { exact: true })).toBeVisible();

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continue to Information' }).click();
  await page.getByLabel(/Full Name/).fill('Grace Hopper');
  await page.getByLabel(/Email/).fill('grace@example.com');
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  // A proof to approve first (the default) puts one business day before production: the dates an order
  // placed a business day later would have.
  await expect(
    page.getByRole('radio', { name: /E-mail me a proof to approve before printing/ }),
  ).toBeChecked();
  await expect(page.getByTestId('shipping-date-pickup')).toHaveText(dayLater.pickup);
  await expect(page.getByTestId('shipping-date-standard')).toHaveText(dayLater.standard);
  await expect(page.getByTestId('shipping-date-rush')).toHaveText(dayLater.rush);
  await page.getByRole('radio', { name: /Print as submitted/ }).check();
  await expect(page.getByTestId('shipping-date-pickup')).toHaveText(row.pickup);
  await expect(page.getByTestId('shipping-date-standard')).toHaveText(row.standard);
  await expect(page.getByTestId('shipping-date-rush')).toHaveText(row.rush);

  // The words beside each way say what the dates count: pickup is ready once printed, shipping adds transit.
  const pickup = page.locator('label', { has: page.getByRole('radio', { name: /Store Pickup/ }) });
  await expect(pickup).toContainText('Ready at our store once printed');
  await expect(pickup).not.toContainText(/hours/);
  await expect(
    page.locator('label', { has: page.getByRole('radio', { name: /Rush Shipping/ }) }),
  ).toContainText('1-2 business days in transit once printed');
  await page.getByRole('radio', { name: /Store Pickup/ }).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByTestId('payment-delivery-dates')).toHaveText(row.pickup);
});
