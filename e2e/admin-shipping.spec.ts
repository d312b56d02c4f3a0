import { formatUSD, fromCents, toCents } from '../src/shared/money.ts';
import type { ShippingSettings } from '../src/shared/schemas/shipping-settings.ts';
import { logInAsAdmin } from './admin-login.ts';
import { centsOf } from './money-text.ts';
import { shootAtBothWidths } from './screenshots.ts';
import { addBusinessCardsToCart } from './store-order.ts';
import { expect, newVisitor, type Page, test } from './test.ts';

/** The Shipping tab against the real server: a new standard price reaches the checkout at once. */

// The tests save the same settings: one at a time.
test.describe.configure({ mode: 'serial' });

/** The checkout total with standard shipping, once the summary shows that shipping price. */
async function checkoutTotal(page: Page, standardPrice: string): Promise<number> {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continue to Information' }).click();
  await page.getByLabel(/Full Name/).fill('Shipping Tester');
  await page.getByLabel(/Email/).fill('ship@example.com');
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await page.getByRole('radio', { name: /Standard Shipping/ }).check();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText(formatUSD(toCents(standardPrice)));
  return centsOf(await summary.getByTestId('summary-total').textContent());
}

test('a new standard shipping price changes the checkout total', async ({ page, browser }) => {
  const before = (await (await page.request.get('/api/shipping-settings')).json()) as ShippingSettings;
  const { context: visitor, page: customer } = await newVisitor(browser);
  await addBusinessCardsToCart(customer);
  const totalBefore = await checkoutTotal(customer, before.standardShippingPrice);

  await page.goto('/admin/shipping');
  await logInAsAdmin(page);
  const standard = page.getByLabel('Standard shipping price ($)');
  await expect(standard).toHaveValue(before.standardShippingPrice);
  const newPrice = fromCents(toCents(before.standardShippingPrice) + 725);
  await standard.fill(newPrice);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings Updated', { exact: true })).toBeVisible();

  const totalAfter = await checkoutTotal(customer, newPrice);
  expect(totalAfter - totalBefore).toBe(725);

  // Put the shop back as it was for any later test.
  await standard.fill(before.standardShippingPrice);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings Updated', { exact: true }).first()).toBeVisible();
  await visitor.close();
});

test('a closed day the owner adds moves the dates customers see; a day twice is refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Wednesday, March 3, 2027, 10:00 in Chicago: vinyl banners (3-4 business days) are ready Mon–Tue.
  const { context: visitor, page: customer } = await newVisitor(browser);
  await customer.clock.setFixedTime(new Date('2027-03-03T16:00:00Z'));
  const pickupDates = async () => {
    await customer.goto('/products/vinyl-banners');
    return customer.getByTestId('delivery-date-pickup');
  };
  await expect(await pickupDates()).toHaveText('Mon, Mar 8 – Tue, Mar 9');

  await page.goto('/admin/shipping');
  await logInAsAdmin(page);
  const closedDays = page.getByRole('group', { name: 'Closed days' });
  await expect(closedDays.getByRole('switch', { name: 'Closed on US federal holidays' })).toBeChecked();
  const addDay = async (day: string) => {
    await closedDays.getByLabel('Add a closed day').fill(day);
    await closedDays.getByRole('button', { name: 'Add day' }).click();
  };
  await addDay('2027-03-08');
  await addDay('2027-03-08');
  await expect(closedDays.getByText('Mon, Mar 8, 2027 is already a closed day.')).toBeVisible();
  await expect(closedDays.getByRole('list', { name: 'Your closed days' })).toContainText('Mon, Mar 8, 2027');
  await shootAtBothWidths(page, 'admin-shipping');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings Updated', { exact: true })).toBeVisible();

  // The Monday closed: ready a business day later.
  await expect(await pickupDates()).toHaveText('Tue, Mar 9 – Wed, Mar 10');

  // Put the shop back as it was for any later test.
  await closedDays.getByRole('button', { name: 'Remove Mon, Mar 8, 2027' }).click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings Updated', { exact: true }).first()).toBeVisible();
  await expect(await pickupDates()).toHaveText('Mon, Mar 8 – Tue, Mar 9');
  await visitor.close();
});
